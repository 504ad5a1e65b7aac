/**
 * What a shopper types into a form (contact message, review, colour sample request), checked one way: trimmed,
 * required or not, at most so many characters, no control characters, one line unless the field may span
 * lines, and the field's own pattern (an e-mail address, a phone number). The answers are user errors with
 * the field's path under `input` and the form's Dutch texts.
 */
import type { UserError } from './user-error';
import { EMAIL_PATTERN } from '@lumina/schema';

export interface TextFieldRule<C extends string = string> {
  max: number;
  /** Default true. */
  required?: boolean;
  /** A message or an address may span lines; a name may not. */
  multiLine?: boolean;
  /** What the trimmed value must look like, and the error when it does not. */
  pattern?: { test: RegExp; code: C; message: string };
}

export interface TextFieldTexts<F extends string> {
  labels: Record<F, string>;
  required: (label: string) => string;
  tooLong: (label: string, max: number) => string;
  invalidCharacters: (label: string) => string;
}

/** What can be wrong with any text field; a field's pattern adds its own code (INVALID_EMAIL, INVALID_PHONE). */
export type TextFieldErrorCode = 'REQUIRED' | 'TOO_LONG' | 'INVALID';

/** One @, a dot in the domain, no spaces (the rule the checkout form shares with the browser). */
export const EMAIL = EMAIL_PATTERN;

/** Control characters other than tab and newlines. */
// eslint-disable-next-line no-control-regex -- rejects control characters on purpose
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** Trims each field of `rules` and lists what is wrong, in the rules' order (empty when all can be stored). */
export function checkTextFields<F extends string, C extends string = never>(
  draft: Partial<Record<NoInfer<F>, unknown>>,
  rules: Record<F, TextFieldRule<C>>,
  t: TextFieldTexts<NoInfer<F>>,
): { values: Record<F, string>; userErrors: UserError<TextFieldErrorCode | C>[] } {
  const values = {} as Record<F, string>;
  const userErrors: UserError<TextFieldErrorCode | C>[] = [];
  for (const field of Object.keys(rules) as F[]) {
    const rule = rules[field];
    const raw = draft[field];
    const value = typeof raw === 'string' ? raw.trim() : '';
    values[field] = value;
    const label = t.labels[field];
    const path = ['input', field];
    if (value === '') {
      if (rule.required !== false) userErrors.push({ code: 'REQUIRED', field: path, message: t.required(label) });
    } else if (value.length > rule.max) {
      userErrors.push({ code: 'TOO_LONG', field: path, message: t.tooLong(label, rule.max) });
    } else if (CONTROL.test(value) || (!rule.multiLine && /[\r\n]/.test(value))) {
      userErrors.push({ code: 'INVALID', field: path, message: t.invalidCharacters(label) });
    } else if (rule.pattern && !rule.pattern.test.test(value)) {
      userErrors.push({ code: rule.pattern.code, field: path, message: rule.pattern.message });
    }
  }
  return { values, userErrors };
}

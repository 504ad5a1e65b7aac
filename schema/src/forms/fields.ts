/**
 * The field rules every form is built from (Zod 4), each with its message from the one table (messages.ts):
 * trimmed text with a maximum length, an e-mail address, a phone number, a choice, an acknowledgement, a star
 * rating. A field gives at most one problem, the first of: empty, too long, odd characters, not the field's
 * pattern. Each problem carries the code the API answers it with (`userErrors { code field message }`).
 * Written with Zod Mini, the tree-shakable form of Zod 4: a page with a form carries only the parts it uses.
 */
import * as z from 'zod/mini';
import { FORM_MESSAGES, type FieldText } from './messages';

/** Why a form field was refused: the codes of the API's error enums (ContactErrorCode, OrderErrorCode, ...). */
export type FormErrorCode =
  | 'REQUIRED'
  | 'TOO_LONG'
  | 'INVALID'
  | 'INVALID_EMAIL'
  | 'INVALID_PHONE'
  | 'INVALID_POSTCODE'
  | 'WITHDRAWAL_NOT_ACCEPTED'
  | 'RATING_OUT_OF_RANGE'
  | 'OUT_OF_RANGE'
  | 'INVALID_SLUG'
  | 'DUPLICATE'
  | 'PASSWORD_TOO_SHORT';

/** One @, a dot in the domain, no spaces: what a mail client accepts in practice. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Digits, spaces and + ( ) . / -, at least six of them. */
export const PHONE_PATTERN = /^\+?[0-9 ()./-]{6,}$/;

/** Control characters other than tab and line breaks. */
// eslint-disable-next-line no-control-regex -- refuses control characters on purpose
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** A problem with a field: its code and message. */
type Problem = readonly [code: FormErrorCode, message: string];

/** Reports `problem` as the field's issue, with its code for the API. */
export function refuse(ctx: z.core.$RefinementCtx, [code, message]: Problem, path?: (string | number)[]): void {
  ctx.addIssue({ code: 'custom', message, params: { code }, ...(path ? { path } : {}) });
}

/** A field's value as typed; a field left out (null or undefined, as an API client may send it) is ''. */
const given = (trim: boolean) => z.pipe(z.nullish(z.string()), z.transform((value: string | null | undefined) => (trim ? (value ?? '').trim() : (value ?? ''))));

/** What was typed (trimmed unless `trim` is false), refused with the problem `problemOf` finds in it, if any. */
function checked(problemOf: (value: string) => Problem | null, trim = true) {
  return given(trim).check(
    z.superRefine((value: string, ctx) => {
      const problem = problemOf(value);
      if (problem) refuse(ctx, problem);
    }),
  );
}

interface TextOptions {
  /** A message or an address may span lines; a name may not. */
  multiLine?: boolean;
  /** What the trimmed value must look like, and the problem when it does not. */
  pattern?: { test: RegExp; code: FormErrorCode; message: string };
}

function textProblem(value: string, field: FieldText, max: number, options: TextOptions): Problem | null {
  if (value === '') return field.required ? ['REQUIRED', field.required] : null;
  if (value.length > max) return ['TOO_LONG', FORM_MESSAGES.tooLong(field.label, max)];
  if (CONTROL.test(value) || (!options.multiLine && /[\r\n]/.test(value))) return ['INVALID', FORM_MESSAGES.invalidCharacters(field.label)];
  if (options.pattern && !options.pattern.test.test(value)) return [options.pattern.code, options.pattern.message];
  return null;
}

/** A text that must be filled in: trimmed, at most `max` characters, no control characters. */
export function text(field: Required<FieldText>, max: number, options: TextOptions = {}) {
  return checked((value) => textProblem(value, field, max, options));
}

/** A text that may stay empty (then ''), otherwise under the same rules as `text`. */
export function optionalText(field: Pick<FieldText, 'label'>, max: number, options: TextOptions = {}) {
  return checked((value) => textProblem(value, { label: field.label }, max, options));
}

/** Only `message` when empty ('' or left out). */
function required(message: string, trim: boolean) {
  return checked((value) => (value === '' ? ['REQUIRED', message] : null), trim);
}

/** Only filled in, trimmed (the staff sign-in's e-mail address: the account decides the rest). */
export const filled = (field: Required<FieldText>) => required(field.required, true);

/** Only filled in, exactly as typed (a password: its spaces are part of it). */
export const secret = (field: Required<FieldText>) => required(field.required, false);

/** An e-mail address a mail client would accept, at most `max` characters. */
export function email(field: Required<FieldText>, max: number) {
  return text(field, max, { pattern: { test: EMAIL_PATTERN, code: 'INVALID_EMAIL', message: FORM_MESSAGES.invalidEmail } });
}

/** A phone number, optional: digits, spaces and + ( ) . / -, at most `max` characters. */
export function phone(field: Pick<FieldText, 'label'>, max: number) {
  return optionalText(field, max, { pattern: { test: PHONE_PATTERN, code: 'INVALID_PHONE', message: FORM_MESSAGES.invalidPhone } });
}

/** One of a set of options must be chosen (a payment method); '' is none. */
export const choice = (message: string) => required(message, false);

/** A box that must be ticked: `code` and `message` say what the shopper acknowledges. */
export function accepted(code: FormErrorCode, message: string) {
  return z.pipe(
    z.nullish(z.boolean()).check(
      z.superRefine((value: boolean | null | undefined, ctx) => {
        if (value !== true) refuse(ctx, [code, message]);
      }),
    ),
    z.transform((): true => true),
  );
}

/** A whole number of stars from `min` to `max`; 0 (none chosen yet) is out of range too. */
export function rating(min: number, max: number) {
  return z.custom<number>((value) => typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max, {
    error: FORM_MESSAGES.rating(min, max),
    params: { code: 'RATING_OUT_OF_RANGE' },
  });
}

/** Reports a problem from inside a transform, with its code for the API (as `refuse` does in a refinement). */
export function flag(ctx: z.core.ParsePayload, value: unknown, code: FormErrorCode, message: string): never {
  ctx.issues.push({ code: 'custom', message, params: { code }, input: value });
  return z.NEVER;
}

/** A whole number from `min` to `max`, typed as digits or given as a number. */
export function wholeNumber(field: Required<FieldText>, range: { min: number; max: number }) {
  return whole(field, range, (ctx, value) => flag(ctx, value, 'REQUIRED', field.required));
}

/** A whole number from `min` to `max`, or nothing (empty or left out: null). */
export function optionalWholeNumber(field: Pick<FieldText, 'label'>, range: { min: number; max: number }) {
  return whole(field, range, () => null);
}

function whole<E>(field: Pick<FieldText, 'label'>, range: { min: number; max: number }, empty: (ctx: z.core.ParsePayload, value: unknown) => E) {
  return z.pipe(
    z.nullish(z.unknown()),
    z.transform((value: unknown, ctx): number | E => {
      const typed = typeof value === 'string' ? value.trim() : value;
      if (typed === '' || typed === null || typed === undefined) {
        return empty(ctx, value);
      }
      const number = typeof typed === 'number' ? typed : typeof typed === 'string' && /^-?\d+$/.test(typed) ? Number(typed) : NaN;
      if (!Number.isInteger(number) || number < range.min || number > range.max) {
        return flag(ctx, value, 'OUT_OF_RANGE', FORM_MESSAGES.wholeNumber(field.label, range.min, range.max));
      }
      return number;
    }),
  );
}

/** A stored value as typed: "HALF_CASSETTE", " Half-Cassette " and "half-cassette" read alike. */
const choiceKey = (value: string) => value.trim().toLowerCase().replace(/_/g, '-');

/** One of `options` (stored values), case-insensitively; "HALF_CASSETTE" and " Half-Cassette " read as "half-cassette". */
export function oneOf<T extends string>(field: Required<FieldText>, options: readonly T[]) {
  return z.pipe(
    z.nullish(z.unknown()),
    z.transform((value: unknown, ctx): T => {
      const typed = typeof value === 'string' ? choiceKey(value) : '';
      if (typed === '') {
        return flag(ctx, value, 'REQUIRED', field.required);
      }
      const found = options.find((option) => choiceKey(option) === typed);
      if (!found) {
        return flag(ctx, value, 'INVALID', FORM_MESSAGES.oneOf(field.label, options));
      }
      return found;
    }),
  );
}

/** One of `options` or none: empty (or left out) is null. */
export function optionalOneOf<T extends string>(field: Pick<FieldText, 'label'>, options: readonly T[]) {
  return z.pipe(
    z.nullish(z.unknown()),
    z.transform((value: unknown, ctx): T | null => {
      const typed = typeof value === 'string' ? choiceKey(value) : '';
      if (typed === '') return null;
      return options.find((option) => choiceKey(option) === typed) ?? flag(ctx, value, 'INVALID', FORM_MESSAGES.oneOf(field.label, options));
    }),
  );
}

/** Any of `options`, each at most once, in the options' order; none is [] unless `required` says what to say then. */
export function someOf<T extends string>(field: FieldText, options: readonly T[]) {
  return z.pipe(
    z.nullish(z.unknown()),
    z.transform((value: unknown, ctx): T[] => {
      const typed = (Array.isArray(value) ? value : typeof value === 'string' && value.trim() ? [value] : []).map((v: unknown) => (typeof v === 'string' ? choiceKey(v) : ''));
      if (typed.some((v) => !options.some((option) => choiceKey(option) === v))) return flag(ctx, value, 'INVALID', FORM_MESSAGES.oneOf(field.label, options));
      if (typed.length === 0 && field.required) return flag(ctx, value, 'REQUIRED', field.required);
      return options.filter((option) => typed.includes(choiceKey(option)));
    }),
  );
}

const YES = ['true', 'ja', 'yes', '1'];
const NO = ['false', 'nee', 'no', '0'];

/** Yes or no; left out is `otherwise`. */
export function yesNo(field: FieldText, otherwise: boolean) {
  return z.pipe(
    z.nullish(z.unknown()),
    z.transform((value: unknown, ctx): boolean => {
      if (typeof value === 'boolean') return value;
      const typed = typeof value === 'string' ? value.trim().toLowerCase() : '';
      if (value === null || value === undefined || typed === '') return otherwise;
      if (YES.includes(typed)) return true;
      if (NO.includes(typed)) return false;
      return flag(ctx, value, 'INVALID', FORM_MESSAGES.yesNo(field.label));
    }),
  );
}

/** A form's schema: an object of fields. Its input is what is typed (`FormInput`), its output what is stored (`FormValues`). */
export type FormSchema = z.ZodMiniType<Record<string, unknown>, Record<string, unknown>>;
export type FormInput<S extends FormSchema> = z.input<S>;
export type FormValues<S extends FormSchema> = z.output<S>;

/** A refused field: the code of the API's error enum, the path from the form's root, the Dutch message. */
export interface FormError<C extends FormErrorCode = FormErrorCode> {
  code: C;
  path: string[];
  message: string;
}

export type FormResult<T, C extends FormErrorCode = FormErrorCode> = { ok: true; values: T } | { ok: false; errors: FormError<C>[] };

/**
 * Checks `input` against a form's schema: the values as stored (trimmed, normalised), or every refused field in
 * the form's order. `codes` are the ones the form can give (its API enum holds them); any other is a mistake in
 * the form and throws.
 */
export function parseForm<S extends z.ZodMiniType, C extends FormErrorCode>(schema: S, codes: readonly C[], input: unknown): FormResult<z.output<S>, C> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, values: result.data };
  return {
    ok: false,
    errors: result.error.issues.map((issue) => {
      const named: unknown = issue.code === 'custom' ? issue.params?.code : 'INVALID';
      const code = codes.find((c) => c === named);
      if (!code) throw new Error(`A form refused ${issue.path.join('.')} with ${String(named)}, not one of its codes (${codes.join(', ')})`);
      return { code, path: issue.path.map(String), message: issue.message };
    }),
  };
}

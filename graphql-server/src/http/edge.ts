/**
 * What enters the shop is checked once, at the edge, before any resolver, route or query runs (issue 17):
 * every string — GraphQL variables and literals, REST paths, query strings and JSON bodies — must be
 * well-formed Unicode without NUL (PostgreSQL cannot store U+0000, and a lone surrogate would be stored as
 * U+FFFD, silently changing what a customer typed); every list holds at most GUARDRAILS.input.maxListItems
 * values; nesting is bounded. A refusal is a Dutch 400 (REST) or BAD_USER_INPUT (GraphQL), never a 500.
 */
import type { RequestHandler } from 'express';
import { texts } from '@lumina/schema';
import { GUARDRAILS } from '../guardrails';

export type EdgeProblem = { message: string; path: (string | number)[] };

/** NUL, or half of a surrogate pair (a high one not followed by a low one, or a low one on its own). */
// eslint-disable-next-line no-control-regex -- NUL is what this refuses
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** A string PostgreSQL stores exactly as given: no NUL, no half of a surrogate pair. */
export function isStorableText(value: string): boolean {
  return !UNSTORABLE.test(value);
}

/** The first problem in a decoded value (JSON body, query object, GraphQL variables), or null. */
export function inspectValue(value: unknown, path: (string | number)[] = [], depth = 0): EdgeProblem | null {
  const { maxListItems, maxDepth } = GUARDRAILS.input;
  if (typeof value === 'string') return isStorableText(value) ? null : { message: texts.input.invalidText, path };
  if (value === null || typeof value !== 'object') return null;
  if (depth >= maxDepth) return { message: texts.input.tooDeep(maxDepth), path };
  if (Array.isArray(value)) {
    if (value.length > maxListItems) return { message: texts.input.listTooLong(maxListItems), path };
    for (let i = 0; i < value.length; i++) {
      const problem = inspectValue(value[i], [...path, i], depth + 1);
      if (problem) return problem;
    }
    return null;
  }
  for (const [key, inner] of Object.entries(value)) {
    if (!isStorableText(key)) return { message: texts.input.invalidText, path: [...path] };
    const problem = inspectValue(inner, [...path, key], depth + 1);
    if (problem) return problem;
  }
  return null;
}

const PLAIN_URL = /^[\x21-\x24\x26-\x7e]*$/;

/**
 * The raw URL (path and query string) as sent: every %-escape must decode to UTF-8 and the result must be
 * storable text. (Express and the query parser would otherwise answer in English, or turn a broken escape
 * into U+FFFD without a word.)
 */
export function inspectUrl(rawUrl: string): string | null {
  // Printable ASCII without a %-escape decodes to itself, and is storable: most addresses (/graphql) are that.
  if (PLAIN_URL.test(rawUrl)) return null;
  const [path = '', query = ''] = splitOnce(rawUrl, '?');
  const parts = [...path.split('/'), ...query.split('&').flatMap((pair) => splitOnce(pair, '='))];
  for (const part of parts) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(part.replace(/\+/g, ' '));
    } catch {
      return texts.input.badEscape;
    }
    if (!isStorableText(decoded)) return texts.input.invalidText;
  }
  return null;
}

function splitOnce(text: string, separator: string): [string, string] {
  const at = text.indexOf(separator);
  return at < 0 ? [text, ''] : [text.slice(0, at), text.slice(at + 1)];
}

/**
 * Express middleware: the URL first (before routing decodes it), then the parsed body. REST answers
 * `{ message }`; the GraphQL endpoint answers as GraphQL does, with BAD_USER_INPUT and the variable's path.
 */
export function edgeCheck(answer: 'rest' | 'graphql'): RequestHandler {
  return (req, res, next) => {
    const urlProblem = inspectUrl(req.originalUrl);
    const problem = urlProblem ? { message: urlProblem, path: [] } : inspectValue(req.body);
    if (!problem) return next();
    res.status(400);
    if (answer === 'rest') return void res.json({ message: problem.message });
    res.json({ errors: [{ message: problem.message, extensions: { code: 'BAD_USER_INPUT', field: problem.path.map(String) } }] });
  };
}

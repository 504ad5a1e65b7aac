/**
 * The values a hostile or careless client sends, as fast-check arbitraries: text with NUL and lone
 * surrogates, SQL and HTML, numbers out of every range, NaN and Infinity spelt as text, megabyte strings,
 * the wrong JSON type, and objects with keys such as __proto__ and constructor.
 */
import fc from 'fast-check';

export const NUL = '\u0000';

/** Text that every layer must survive. */
export const NASTY_TEXT = [
  '',
  ' ',
  NUL,
  `a${NUL}b`,
  '\uD800',
  'x\uDFFFy',
  '\uDBFF\uDBFF',
  '\uFEFF',
  '\u202E',
  '\r\n',
  'é',
  'Verduistérend',
  '🙂',
  "' OR 1=1 --",
  "'; DROP TABLE cart; --",
  '"); DELETE FROM customer_order; --',
  '%',
  '_',
  '\\',
  '%00',
  '%ED%A0%80',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '{{7*7}}',
  '${7*7}',
  '../../../etc/passwd',
  '__proto__',
  'constructor',
  'prototype',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-0',
  '0x1F',
  '9007199254740993',
  '99999999999999999999',
  '-1',
  '0',
  '1.5',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '{"$gt":""}',
];

/** Does this text hold a NUL or a lone surrogate (what the shop must refuse at the edge)? */
export function hasForbiddenText(value: unknown): boolean {
  if (typeof value === 'string') return value.includes(NUL) || /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(value);
  if (Array.isArray(value)) return value.some(hasForbiddenText);
  if (value && typeof value === 'object') return Object.entries(value).some(([k, v]) => hasForbiddenText(k) || hasForbiddenText(v));
  return false;
}

/** Long text: just under and over the 64 kB body limit, and a megabyte. */
export const longText = fc.constantFrom(5_000, 60_000, 70_000, 1_048_576).map((n) => 'a'.repeat(n));

export function hostileText(realistic: readonly string[] = []): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: fc.constantFrom(...NASTY_TEXT), weight: 6 },
    ...(realistic.length ? [{ arbitrary: fc.constantFrom(...realistic), weight: 6 }] : []),
    { arbitrary: fc.string({ maxLength: 40 }), weight: 2 },
    { arbitrary: fc.string({ unit: 'binary', maxLength: 20 }), weight: 2 },
    {
      arbitrary: fc
        .tuple(fc.constantFrom(...realistic, 'x'), fc.constantFrom(NUL, '\uD800', '\uDC00', "'", '%', '<b>'))
        .map(([a, b]) => `${a}${b}`),
      weight: 2,
    },
    { arbitrary: longText, weight: 1 },
  );
}

export const hostileInt = fc.oneof(
  { arbitrary: fc.constantFrom(0, 1, 2, 25, 99, 100, 101, 250, 1000), weight: 4 },
  { arbitrary: fc.constantFrom(-1, -100, 2147483647, -2147483648, 2147483648, 9007199254740991, 1e21), weight: 3 },
  { arbitrary: fc.integer(), weight: 2 },
);

export const hostileNumber = fc.oneof(
  { arbitrary: hostileInt, weight: 4 },
  { arbitrary: fc.constantFrom(0.5, 1.5, 40.000001, -0.0001, 1e308, -1e308, 5e-324, -0), weight: 3 },
  { arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }), weight: 2 },
);

/** Any JSON value, the wrong type wherever it lands. */
export const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.constant(null), weight: 3 },
  { arbitrary: fc.boolean(), weight: 2 },
  { arbitrary: hostileNumber, weight: 3 },
  { arbitrary: fc.constantFrom('NaN', 'Infinity', '-Infinity', '', NUL, '\uD800', "' OR 1=1 --"), weight: 3 },
  { arbitrary: fc.constantFrom([], [null], [1, 2], ['a'], {}, { a: 1 }, [[[]]]), weight: 2 },
  { arbitrary: fc.json({ maxDepth: 2 }).map((text) => JSON.parse(text) as unknown), weight: 1 },
);

/** Keys a client should never be able to smuggle in. */
export const ODD_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', '$where', 'id', 'price', 'unitPriceCents', 'totalCents', 'x'];

/** Sets own, enumerable properties, `__proto__` included (an object literal would set the prototype instead). */
export function withKeys<T extends object>(target: T, extra: [string, unknown][]): T {
  for (const [key, value] of extra) Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  return target;
}

export const oddKeys: fc.Arbitrary<[string, unknown][]> = fc.array(fc.tuple(fc.constantFrom(...ODD_KEYS), anyJson), { minLength: 1, maxLength: 3 });

/** Odd percent-encodings and path pieces. */
export const oddPathPiece = fc.oneof(
  fc.constantFrom(
    '%00',
    '%',
    '%G0',
    '%2',
    '%2F',
    '%252F',
    '%2e%2e',
    '..',
    '%C0%AF',
    '%ED%A0%80',
    '%FF',
    '%uD800',
    '%0A',
    '%0D%0A',
    '%20',
    '%E2%80%AE',
    '%F0%9F%99%82',
    ';',
    '%3B',
    '%3F',
    '%23',
    'a'.repeat(5000),
    '-1',
    '0',
    '1.5',
    '1e3',
    'NaN',
    '99999999999999999999',
    '__proto__',
    'constructor',
    "'%20OR%201=1--",
    '%3Cscript%3E',
  ),
  fc.string({ maxLength: 12 }).map((s) => encodeURIComponent(s)),
);

/** A NUL in percent-encoded text (a path or query string). */
export function hasForbiddenEncoded(text: string): boolean {
  return /%00/.test(text);
}

/**
 * encodeURIComponent that also takes lone surrogates (which it refuses): they are written as the three
 * bytes a careless encoder makes of them (WTF-8, e.g. %ED%A0%80).
 */
export function encodeLoose(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const next = text.charCodeAt(i + 1);
    if (c >= 0xd800 && c <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(text.slice(i, i + 2));
      i += 1;
    } else if (c >= 0xd800 && c <= 0xdfff) {
      out += [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    } else out += encodeURIComponent(text[i]!);
  }
  return out;
}

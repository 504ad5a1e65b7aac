/**
 * English in a Dutch shop (issue 31): what a shopper or staff member reads is Dutch. The unit test over every text
 * module (dutch-texts.test.ts) and the browser check over every public page (dutch-pages.spec.ts) both ask
 * `englishWords` of what they read.
 *
 * The list holds English words that are not Dutch words as well: `of`, `door`, `over`, `want`, `die`, `is`,
 * `status`, `contact`, `home`, `menu`, `filter`, `export`, `data`, `database`, `product`, `order`, `review`,
 * `admin`, `live`, `blind`, `been` and their like are Dutch too and are left out. A brand or trade name that
 * holds an English word is allowed by name.
 */
const ENGLISH = new Set(
  `
  the and your you with has have please page not found error failed loading starting from configure added cart
  roller blinds translucent try again invalid check allowed limits within settings overview search detailed view
  forget selected configuration custom fabric fabrics hidden available submit save cancel delete edit close back
  next previous success shipping returns warranty terms policy price total subtotal quantity color colour width
  height size light dark white black grey gray blue green brown red yellow purple chain side left right bottom
  mounting inside outside heavy duty notes comments accessories dimensions step steps free delivery days working
  years stars write read more less show hide sort popularity low high newest results products collection tile
  this that these are will would should could can cannot for to on at by it its our or but if then than when what
  which who how why where there here all any some each every only just also tracking system processing shipped
  completed cancelled sign password send sent welcome options summary sample samples
`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * Brand and trade names (and the file columns SPEC §7 names) that hold an English word. Matched case-insensitively
 * as whole phrases; what is left of a text after them is checked.
 */
const ALLOWED_NAMES = [
  // Colour name of the Authentics line (SPEC §2).
  'Off White',
  // The parcel services' own word.
  'track-and-trace',
  // Columns of the fabric SKU CSV file (SPEC §7), named in the import's help text.
  'Fabric Type',
  'Fabric Category',
  'Warranty Months',
  // The REST layer's messages name the field an integrator left out.
  '(quantity)',
];

const ALLOWED = new RegExp(ALLOWED_NAMES.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'giu');

/** The English words in a text (lower case, in order; empty when it is Dutch). A name with underscores is code (a cookie's). */
export function englishWords(text: string): string[] {
  return text
    .replace(ALLOWED, ' ')
    .toLowerCase()
    .split(/[^\p{L}_]+/u)
    .filter((word) => ENGLISH.has(word));
}

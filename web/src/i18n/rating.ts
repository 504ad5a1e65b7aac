/** A product's rating as the shop shows it (web/src/components/RatingSummary.tsx): only ever from its approved reviews. */
export const ratingTexts = {
  average: (average: string) => `${average} van 5`,
  count: (n: number) => `${n} ${n === 1 ? 'beoordeling' : 'beoordelingen'}`,
  stars: (n: number | string) => `${n} van 5 sterren`,
  /** A product without an approved review: no stars and no count (issue 31). */
  none: 'Nog geen beoordelingen',
};

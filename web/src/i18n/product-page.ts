/** What every product page says while it loads and when its product does not exist (SPEC §2, §8), in one place. */
export const productPageTexts = {
  loading: 'Laden...',
  notFoundTitle: 'Product niet gevonden',
  notFoundText: 'Het opgevraagde product bestaat niet.',
  backToProducts: 'Bekijk alle producten',
} as const;

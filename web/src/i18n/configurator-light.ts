/**
 * The light-filtering white configurator (SPEC §2 "Light-filtering white configurator", §4, §5, §9):
 * /product/lichtdoorlatend-wit and /rolgordijnen/lichtdoorlatend-wit-product. The spec's texts are copied as
 * written; the labels of the option groups and choices, their surcharges and the prices come from the rules,
 * the shared texts (price, add button, sizes) from configurator.ts.
 */
export const configuratorLightTexts = {
  /** The five numbered sections; 3–5 are titled by their option group's label in the rules ('Onderlat', …). */
  sections: {
    label: 'Stel je rolgordijn samen',
    dimensions: 'Afmetingen',
    chain: 'Kettingsysteem',
    /** Visually hidden after a completed section's check mark. */
    completed: 'voltooid',
    next: 'Volgende stap',
  },

  /** SPEC §9: the production time this page claims. */
  production: (min: number, max: number) => `Productietijd: ${min}–${max} werkdagen`,

  summary: {
    title: 'Jouw configuratie',
    dimensions: 'Afmetingen',
    size: (width: number, height: number, unit: string) => `${width} × ${height} ${unit}`,
    notChosen: 'Nog niet gekozen',
    prompt: 'Doorloop de vijf stappen hierboven: zodra alles is ingevuld, zie je hier je prijs.',
    /** SPEC §4 'Vanaf €29,95': the lowest price a shopper can pay (Product.price: the smallest size, the cheapest choices, the minimum price). */
    from: (price: string) => `Vanaf ${price}`,
    /** SPEC §4: the add button's label until all five sections are complete. */
    incomplete: 'Vul eerst alle opties in',
  },

  mobileBar: 'Prijs en toevoegen',
} as const;

/**
 * The texts of the blackout white configurator /product/verduisterend-wit (SPEC §2 "Blackout configurator mock",
 * made real here, ARCHITECTURE §6; SPEC §3 "Blackout mock draft", §9). The mock's Dutch texts are kept as written
 * ('Totaalprijs (incl. btw)', 'Configuratie voltooien'), its English summary heading is Dutch here; the option groups' labels and surcharges come from the product's rules, the numbers from
 * the engine. Kept apart so they load with this configurator only.
 */
export const blackoutWhiteTexts = {
  /** Section titles the rules have no single group label for (the other sections take their group's label). */
  sections: {
    dimensions: 'Afmetingen',
    chain: 'Kettingtype en bediening',
  },
  notesHint: 'Bijvoorbeeld een raam met een hendel, een schuine dagkant of een vraag voor het atelier.',

  price: {
    total: 'Totaalprijs (incl. btw)',
    incomplete: 'Vul eerst alle afmetingen en opties in',
  },

  summary: {
    /** SPEC §2's 'Your selected configuration', in Dutch. */
    title: 'Jouw gekozen configuratie',
    sizes: 'Afmetingen',
    sizesValue: (width: number, height: number, unit: string) => `${width} × ${height} ${unit}`,
    fabrication: 'Maakmaat',
    fabricationValue: (width: string, height: string) => `${width} × ${height} cm`,
    chain: 'Ketting',
    chainValue: (lengthCm: number) => `${lengthCm} cm, met kettingspanner`,
    mountingHeight: 'Montagehoogte',
    mountingHeightValue: (cm: number) => `${cm} cm`,
    notChosen: 'Nog niet gekozen',
    none: 'Geen',
  },

  add: {
    ready: 'Configuratie voltooien',
  },

  mobileBar: 'Prijs en configuratie voltooien',
} as const;

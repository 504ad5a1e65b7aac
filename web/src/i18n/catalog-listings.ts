/**
 * The texts of the catalogue listings (SPEC §2 "Light-filtering listing", "Blackout listing", "Fabric
 * collection"; §8; §9): the light-filtering and blackout listings, the fabric collection and the filter UI
 * they share. Numbers (delivery days, warranty years, prices, counts) are parameters filled from the API.
 * Kept apart from nl.ts so these texts load with their screens only.
 */

/** The eleven colour swatches of the listings (SPEC §2), in the spec's order; the key is the URL value. */
export const listingColours = [
  { key: 'wit', name: 'Wit' },
  { key: 'zwart', name: 'Zwart' },
  { key: 'grijs', name: 'Grijs' },
  { key: 'beige', name: 'Beige' },
  { key: 'bruin', name: 'Bruin' },
  { key: 'blauw', name: 'Blauw' },
  { key: 'groen', name: 'Groen' },
  { key: 'roze', name: 'Roze' },
  { key: 'paars', name: 'Paars' },
  { key: 'rood', name: 'Rood' },
  { key: 'geel', name: 'Geel' },
] as const;

export const catalogListings = {
  filters: {
    heading: 'Filters',
    /** The phone's disclosure button for the filter panel (its name stays; aria-expanded says the state). */
    toggle: 'Toon filters',
    sortLabel: 'Sorteer op',
    activeHeading: 'Actieve filters',
    removeChip: (label: string) => `Filter ${label} verwijderen`,
    /** After the first ten chips (SPEC §9). */
    more: (n: number) => `+${n} meer`,
    moreLabel: (n: number) => `Toon nog ${n} filters`,
    loadMore: 'Meer laden',
    loadingMore: 'Laden...',
    loadError: 'De resultaten konden niet worden geladen.',
  },

  listing: {
    sort: {
      popularity: 'Populariteit',
      priceAsc: 'Prijs Laag–Hoog',
      priceDesc: 'Prijs Hoog–Laag',
    },
    coloursHeading: 'Kleur',
    levelsHeading: 'Verduisteringsniveau',
    levels: {
      blackout: { label: 'Blackout', text: 'Volledig verduisterend' },
      semiBlackout: { label: 'Semi-verduisterend', text: 'Dempt licht effectief' },
      dimout: { label: 'Dimout', text: 'Zachte lichtdemping' },
    },
    resetColours: 'Reset kleuren',
    resetAll: 'Reset alle',
    count: (n: number) => `${n} product(en) gevonden`,
    loading: 'Producten laden...',
    empty: 'Geen producten gevonden met de huidige filters.',
    emptyReset: 'Reset alle filters',
    resultsLabel: 'Producten',
    view: 'Bekijk product',
    /** A made-to-measure product's price: the lowest a shopper can pay for it (issue 31). */
    fromPrice: (price: string) => `vanaf ${price}`,
    blackoutBadge: '100% Verduisterend',
    levelBadge: { SEMI_BLACKOUT: 'Semi-verduisterend', DIMOUT: 'Dimout' } as Record<string, string>,
    colorsLabel: 'Beschikbare kleuren',
    moreColours: (n: number) => `+${n} meer`,
    imageAlt: (name: string) => `Rolgordijn: ${name}`,
    /** SPEC §8: shown for light-filtering products whose page is not there yet (a dialog, not a browser alert). */
    redesign: 'Product pagina wordt momenteel herontworpen. Kom binnenkort terug!',
    close: 'Sluiten',
    advice: 'Gratis advies aanvragen',
    adviceText: 'Twijfel je tussen stoffen of niveaus? Onze adviseurs helpen je gratis, bij jou thuis of op afstand.',
    adviceHeading: 'Hulp nodig bij je keuze?',
    benefits: {
      heading: 'Waarom bij ons',
      madeToMeasure: { title: 'Op maat gemaakt', text: 'Elk rolgordijn wordt gemaakt op jouw maten, tot op de centimeter.' },
      freeAdvice: { title: 'Gratis advies', text: 'Twijfel je over stof of kleur? We helpen je graag, zonder kosten.' },
      warranty: {
        title: (years: number) => `${years} jaar garantie`,
        titleFallback: 'Garantie',
        text: 'Stevige systemen en stoffen die jaren meegaan.',
      },
      delivery: {
        title: 'Snel in huis',
        text: (days: number) => `Levering binnen ${days} werkdagen, rechtstreeks van de maker.`,
        textFallback: 'Rechtstreeks van de maker bij jou thuis.',
      },
    },
  },

  lightFiltering: {
    title: 'Lichtdoorlatende rolgordijnen',
    heading: 'Lichtdoorlatende rolgordijnen',
    intro: 'Zacht gefilterd daglicht en privacy overdag, op maat gemaakt voor jouw ramen.',
  },

  blackout: {
    title: 'Verduisterende rolgordijnen',
    heading: 'Verduisterende rolgordijnen',
    eyebrow: 'Slaap, werk en ontspan in het donker',
    intro:
      'Verduisterende rolgordijnen houden 95 tot 100% van het licht tegen: voor een slaapkamer die echt donker wordt, een thuiswerkplek zonder schittering op het scherm of een kinderkamer waar het middagdutje lukt. Kies het niveau van verduistering dat bij jouw kamer past, en je kleur.',
  },

  fabrics: {
    title: 'Onze collectie lichtdoorlatende stoffen',
    heading: 'Onze collectie lichtdoorlatende stoffen',
    intro: 'Bekijk onze stoffen per soort, prijsgroep, kleur en materiaal, en kies de stof voor jouw rolgordijn.',
    sort: { name: 'Naam', priceGroup: 'Prijsgroep' },
    typeHeading: 'Stofsoort',
    types: { LICHTDOORLATEND: 'Lichtdoorlatend', VERDUISTEREND: 'Verduisterend', SCREEN: 'Screen', SEMI_TRANSPARANT: 'Semi-transparant' } as Record<
      string,
      string
    >,
    priceGroupHeading: 'Prijsgroep',
    priceGroup: (n: number) => `Prijsgroep ${n}`,
    colourHeading: 'Kleur',
    materialHeading: 'Materiaal',
    count: (n: number) => `${n} stof(fen) gevonden`,
    loading: 'Laden...',
    /** The lowest price a shopper can pay for a blind of the fabric (the product made of it), issue 31. */
    fromPrice: (price: string) => `vanaf ${price}`,
    /** Beside its price group: that group's rate, said as a rate. */
    perSquareMetre: (rate: string) => `${rate} per m²`,
    imageAlt: (name: string) => `Stofstaal ${name}`,
    sampleOnly: 'Alleen verkrijgbaar als stofstaal',
    notOrderable: 'Nog niet verkrijgbaar als rolgordijn',
    resultsLabel: 'Stoffen',
    emptyTitle: 'Geen stoffen gevonden',
    emptyText: 'Er zijn geen stoffen die voldoen aan de huidige filters.',
    resetAll: 'Reset alle filters',
  },
} as const;

/**
 * The texts every configurator shares, and those of the configuration page /product/{id} (SPEC §2
 * "Configuration page", §4, §5, §8). The spec's texts are copied as written (its English toasts too); numbers
 * (limits, prices, delivery days, chain lengths) are parameters filled from the rules, the engine and the
 * shop facts. Kept apart so they load with the configurators only.
 */
export const configuratorTexts = {
  loadError: 'Dit product kon niet worden geladen.',
  retry: 'Opnieuw proberen',

  slider: {
    label: (name: string) => `Afbeeldingen van ${name}`,
    previous: 'Vorige afbeelding',
    next: 'Volgende afbeelding',
    show: (n: number, total: number) => `Toon afbeelding ${n} van ${total}`,
    counter: (n: number, total: number) => `${n} / ${total}`,
    pause: 'Diavoorstelling pauzeren',
    play: 'Diavoorstelling afspelen',
  },

  size: {
    label: (label: string, unit: string) => `${label} (${unit})`,
    decrease: (label: string, step: number, unit: string) => `${label} ${step} ${unit} kleiner`,
    increase: (label: string, step: number, unit: string) => `${label} ${step} ${unit} groter`,
    range: (min: number, max: number, unit: string) => `${min}–${max} ${unit}`,
    area: (m2: string) => `Oppervlakte: ${m2} m²`,
  },

  /** Made to measure as the trade does it (ARCHITECTURE §4). */
  made: {
    delivery: (label: string) => `Verwachte levering: ${label}`,
    /** The fabric the chosen colour is made in, as the fabric collection names it. */
    fabric: (name: string) => `Stof: ${name}`,
    childSafe: (maxChainCm: number, maxBlindCm: number, loopCm: number) =>
      `Elke ketting is kinderveilig volgens EN 13120: zonder montagehoogte is ze hoogstens ${maxChainCm} cm lang (voor rolgordijnen tot ${maxBlindCm} cm hoog), met montagehoogte eindigt de lus minstens ${loopCm} cm boven de vloer, en er zit altijd een kettingspanner bij.`,
    mountingHeight: 'Montagehoogte (cm, optioneel)',
    mountingHeightHint: (maxBlindCm: number) =>
      `De hoogte van de bovenkant van het rolgordijn boven de vloer. Nodig voor een rolgordijn hoger dan ${maxBlindCm} cm.`,
    yourChain: (cm: number) => `Jouw ketting: ${cm} cm, met kettingspanner.`,
    measuring: 'Zo meet je op',
  },

  /**
   * How the blind hangs (issue 31): each way with its drawing and how to measure for it, and what the atelier makes
   * of the measured size in one sentence.
   */
  mounting: {
    inside: {
      how: 'In de raamopening, tussen de dagkanten. Meet de binnenmaat van de opening.',
      drawing: 'Tekening: het rolgordijn hangt binnen de raamopening, met wat ruimte aan beide kanten.',
    },
    outside: {
      how: 'Op het kozijn of de muur, over de raamopening heen. Meet wat het moet bedekken.',
      drawing: 'Tekening: het rolgordijn hangt boven en over de raamopening, breder dan de opening.',
    },
    choose: 'Kies in de dag of op de dag: daarvan hangt af op welke maat het atelier je rolgordijn maakt.',
    /** "0,5 cm smaller", "0,5 cm smaller en 1 cm korter". */
    less: (narrower: string | null, shorter: string | null) => [narrower && `${narrower} smaller`, shorter && `${shorter} korter`].filter(Boolean).join(' en '),
    fabricationInside: (less: string, size: string) => `In de dag maakt het atelier je rolgordijn ${less} dan je maat, zodat het vrij in de raamopening draait: ${size}.`,
    fabricationInsideExact: (size: string) => `In de dag maakt het atelier je rolgordijn op je maat, zo groot als de raamopening: ${size}.`,
    fabricationOutside: (size: string) => `Op de dag maakt het atelier je rolgordijn precies op je maat, zodat het de raamopening helemaal bedekt: ${size}.`,
  },

  price: {
    /** The lowest price a shopper can pay (Product.price: the smallest size, the cheapest choices), never the rate per m². */
    from: (price: string) => `Vanaf ${price}`,
    total: 'Totaalprijs',
    inclVat: 'incl. btw',
    incomplete: 'Vul eerst alle afmetingen en opties in',
  },

  add: {
    incomplete: 'Configuratie onvolledig',
    ready: 'Toevoegen aan winkelwagen',
    adding: 'Toevoegen...',
    added: 'Toegevoegd aan winkelwagen!',
    save: 'Wijziging opslaan',
    editing: 'Je wijzigt een regel uit je winkelwagen.',
    /** SPEC §8, as written. */
    invalidDimensions: { title: 'Ongeldige afmetingen', description: 'Controleer of de breedte en de hoogte binnen de toegestane maten vallen.' },
    priceChanged: (price: string) => ({
      title: 'Prijs aangepast',
      description: `De prijzen zijn intussen gewijzigd: je winkelwagen rekent met ${price} per stuk.`,
    }),
  },

  /** SPEC §2 Authentics' free colour sample ('Gratis kleurstaal aanvragen', 'Verstuur aanvraag'), on every configurator (issue 31). */
  sample: {
    open: 'Gratis kleurstaal aanvragen',
    title: 'Gratis kleurstaal aanvragen',
    text: 'We sturen je gratis een staal van de stof, zodat je de kleur thuis bij je raam kunt bekijken.',
    colour: 'Kleur van je staal',
    colourHint: 'Kies een andere kleur op de pagina om daarvan een staal te krijgen.',
    name: 'Naam',
    address: 'Adres',
    email: 'E-mailadres',
    submit: 'Verstuur aanvraag',
    sending: 'Versturen...',
    cancel: 'Annuleren',
    close: 'Sluiten',
    sentTitle: 'Aanvraag ontvangen',
    sentText: (colour: string) => `We sturen je zo snel mogelijk een gratis kleurstaal in ${colour}.`,
    failed: 'Je aanvraag kon niet worden verstuurd. Probeer het opnieuw; wat je invulde blijft staan.',
  },

  trust: {
    label: 'Waarom bij ons',
    warranty: (years: number) => `${years} jaar garantie`,
    advice: 'Gratis advies en meetservice',
    delivery: (days: number) => `Op maat gemaakt en geleverd in ${days} werkdagen`,
    shipping: (threshold: string) => `Gratis verzending vanaf ${threshold}`,
  },

  /** /product/{id} (SPEC §2 "Configuration page"). */
  blackout: {
    dimensions: 'Afmetingen',
    summary: 'Jouw configuratie',
    mobileBar: 'Prijs en toevoegen',
  },
} as const;

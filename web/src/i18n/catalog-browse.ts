/**
 * The texts of the catalogue screens a shopper browses (SPEC §2 "Product list", "Category choice page",
 * "English overview", "Dutch overview", "Tile demo"; §8). The spec's texts are copied as written (its
 * English ones too); numbers (prices, counts, delivery days) are parameters filled from the API.
 * Kept apart from nl.ts so these texts load with their screens only.
 */

/** "Authentics", "rolgordijnen" -> "Rolgordijnen": a category from the URL as a title. */
const capitalised = (word: string) => word.charAt(0).toLocaleUpperCase('nl-BE') + word.slice(1);

/** Titles of the categories the shop knows (SPEC §2: category=rolgordijnen gives 'Rolgordijnen'). */
const categoryTitles: Readonly<Record<string, string>> = { rolgordijnen: 'Rolgordijnen' };

export const catalogBrowse = {
  common: {
    loading: 'Producten laden...',
    loadError: 'De producten konden niet worden geladen.',
    retry: 'Opnieuw proberen',
    /** The picture of a product on a card: what it shows, since the name is right beside it. */
    imageAlt: (name: string) => `Illustratie: ${name} voor een raam`,
  },

  productList: {
    allTitle: 'Alle Producten',
    /** A known category's title; any other category is shown capitalised. */
    categoryTitle: (category: string) => categoryTitles[category.toLowerCase()] ?? capitalised(category),
    searchTitle: (term: string) => `Zoekresultaten voor "${term}"`,
    searchCount: (n: number) => `${n} resultaten gevonden`,
    count: (n: number) => `${n} producten`,
    empty: 'Geen producten gevonden.',
    emptyHint: 'Probeer een ander zoekwoord of bekijk al onze rolgordijnen.',
    showAll: 'Bekijk alle producten',
    listLabel: 'Producten',
    /** The from-price of a made-to-measure product (its price depends on the size). */
    fromPrice: (price: string) => `vanaf ${price}`,
    add: 'Toevoegen aan winkelwagen',
    adding: 'Toevoegen...',
    configure: 'Configureer & bestel',
    /** Appended to a card button's visible label in its accessible name, so each card's button is named apart. */
    forProduct: (name: string) => `: ${name}`,
    loadMore: 'Meer laden',
    loadingMore: 'Laden...',
    shownOf: (shown: number, total: number) => `${shown} van ${total} getoond`,
  },

  overview: {
    title: 'Rolgordijnen',
    heading: 'Ontdek onze op maat gemaakte rolgordijnen',
    intro: 'Lichtdoorlatend, verduisterend of screen: kies je stof, geef je maten op en wij maken je rolgordijn op maat.',
    filtersLabel: 'Filter de rolgordijnen',
    chips: {
      all: 'Alle rolgordijnen',
      lichtdoorlatend: 'Lichtdoorlatend',
      verduisterend: 'Verduisterend',
      ketting: 'Ketting bediening',
      motor: 'Motor bediening',
    },
    listLabel: 'Rolgordijnen',
    /** Announced (not shown) when a filter has been applied. */
    count: (n: number) => (n === 1 ? '1 rolgordijn gevonden' : `${n} rolgordijnen gevonden`),
    fromPrice: (price: string) => `vanaf ${price}`,
    configure: 'Configureer & bestel',
    empty: 'Geen producten gevonden met de huidige filters.',
    showAll: 'Toon alle rolgordijnen',
    why: {
      heading: (brand: string) => `Waarom kiezen voor ${brand}?`,
      headingFallback: 'Waarom kiezen voor ons?',
      workshop: {
        title: 'Eigen atelier',
        text: 'We maken elk rolgordijn zelf, in ons eigen atelier: geen tussenpersoon, wel vakmanschap.',
      },
      fabrics: {
        title: 'Kwaliteitsstoffen',
        text: 'Stevige stoffen die mooi blijven hangen en niet snel verkleuren, gekozen door onze vakmensen.',
      },
      delivery: {
        title: (days: number) => `Levering binnen ${days} werkdagen`,
        titleFallback: 'Snelle levering',
        text: 'Op maat gemaakt en snel bij je thuis, zodat je niet lang op je rolgordijn hoeft te wachten.',
      },
      service: {
        title: 'Echte klantenservice',
        text: 'Mensen die je vraag begrijpen, telefonisch of per e-mail, voor en na je bestelling.',
      },
    },
  },

  /** The six cards of the overviews when the API has none (SPEC §2 English overview), by slug. */
  fallbackCards: {
    'blackout-white-roller-blind': {
      name: 'Verduisterend rolgordijn – Wit',
      description: 'Volledig verduisterende stof in zuiver wit, op maat gemaakt tot op de centimeter. Ideaal voor slaapkamers.',
    },
    'lichtdoorlatend-wit': {
      name: 'Lichtdoorlatend rolgordijn – Wit',
      description: 'Zacht gefilterd daglicht en privacy overdag. Lichte, soepele stof in wit voor woonkamer en keuken.',
    },
    'screen-grey-roller-blind': {
      name: 'Screen rolgordijn – Grijs',
      description: 'Zonwerende screenstof die warmte en schittering tegenhoudt en het zicht naar buiten bewaart.',
    },
    'blackout-grey-roller-blind': {
      name: 'Verduisterend rolgordijn – Grijs',
      description: 'Verduisterende stof in warm grijs: rust in de slaapkamer, strak in elk interieur.',
    },
    'light-filtering-white-roller-blind': {
      name: 'Lichtdoorlatend rolgordijn Basic – Wit',
      description: 'Onze voordeligste lichtdoorlatende stof: eenvoudig, licht en op maat.',
    },
    'screen-bronze-roller-blind': {
      name: 'Screen rolgordijn – Brons',
      description: 'Screenstof in brons met een metaalachtige glans: zonwering met karakter.',
    },
  } as Readonly<Record<string, { name: string; description: string }>>,

  categoryChoice: {
    title: 'Soorten rolgordijnen',
    heading: 'Welk rolgordijn past bij jouw ruimte?',
    intro: 'Het verschil zit in hoeveel daglicht de stof doorlaat. Kies de soort die past bij hoe je de ruimte gebruikt.',
    tilesLabel: 'Soorten rolgordijnen',
    lightFiltering: {
      title: 'Lichtdoorlatend',
      text: 'Filtert het daglicht zacht en houdt inkijk tegen, terwijl je ruimte licht en open blijft. Ideaal voor woonkamer, keuken en thuiskantoor.',
      points: ['Zacht, gespreid daglicht', 'Privacy overdag', 'Geen felle zon op je scherm'],
      alt: 'Woonkamer met een wit lichtdoorlatend rolgordijn waar het daglicht zacht doorheen schijnt.',
      cta: 'Bekijk lichtdoorlatende rolgordijnen',
    },
    blackout: {
      title: 'Verduisterend',
      text: 'Houdt het licht buiten, ook midden op de dag. Voor slaapkamers en kinderkamers, of voor wie in ploegen werkt of thuis films kijkt.',
      points: ['Donker, ook overdag', 'Rust in de slaapkamer', 'Houdt warmte en kou beter tegen'],
      alt: 'Slaapkamer met een wit verduisterend rolgordijn dat het raam helemaal afsluit.',
      cta: 'Bekijk verduisterende rolgordijnen',
    },
  },

  atelier: {
    title: 'Het atelier',
    eyebrow: 'Atelierlijn',
    heading: 'Rolgordijnen uit ons atelier',
    intro: (city: string, min: number, max: number) =>
      `Elk rolgordijn wordt in ons atelier in ${city} met de hand op maat gemaakt en is klaar binnen ${min}–${max} werkdagen.`,
    introFallback: 'Elk rolgordijn wordt in ons atelier met de hand op maat gemaakt.',
    listLabel: 'Rolgordijnen uit het atelier',
    /** SPEC §2 "English overview" ('Starting from €', 'Configure & Order'), in Dutch as the Dutch overview words it. */
    startingFrom: (price: string) => `vanaf ${price}`,
    configure: 'Configureer & bestel',
  },

  tileDemo: {
    title: 'Tegeldemo',
    heading: 'Doorschijnende rolgordijnen',
    intro: 'Drie doorschijnende stoffen naast elkaar, met het daglicht erachter. Kies een tegel om hem te selecteren.',
    groupLabel: 'Kies een stof',
    selected: 'Geselecteerd',
    /** A made-to-measure tile's price: the lowest a shopper can pay (issue 31). */
    fromPrice: (price: string) => `vanaf ${price}`,
    opening: (name: string) => `${name} is geselecteerd. De productpagina wordt geopend.`,
    noPage: (name: string) =>
      `${name} is geselecteerd. Voor deze kleur is er nog geen productpagina; die volgt binnenkort. Vragen over deze stof? We helpen je graag.`,
    contact: 'Neem contact op',
    empty: 'Er zijn op dit moment geen tegels om te tonen.',
  },
} as const;

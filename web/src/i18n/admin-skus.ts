/**
 * The texts of the staff's fabric SKU management (SPEC §2 "Admin SKU management", §4 Live/Hidden, §8 empty
 * and loading texts), in Dutch: the spec's English names (the tabs, 'Loading fabric SKU database...', 'Export CSV',
 * 'Settings', Live/Hidden) are translated; its Dutch empty state is copied as written. The CSV file keeps its
 * columns (SPEC §7), which the import's help names. Kept apart
 * from nl.ts so these texts load with the staff screens only.
 */
import type { FabricSkuChangeAction, FabricSkuImportAction, FabricSkuSetting, FabricType } from '../gql/admin';
import { adminOrders } from './admin-orders';

export const adminSkus = {
  title: (brand: string) => `${brand} Beheer – Stof-SKU's`,
  titleFallback: "Beheer – Stof-SKU's",
  intro: 'De stoffen in de SKU-database: wat de winkel toont, wat het atelier bestelt en wat de export meegeeft.',

  /** SPEC §2. */
  tabs: {
    label: 'Weergave',
    overview: 'Stoffenoverzicht',
    search: 'SKU zoeken',
    detail: 'Details',
  },
  /** SPEC §8. */
  loading: 'Stof-SKU-database laden...',
  loadFailed: 'De stof-SKU-database kon niet worden geladen.',
  retry: 'Opnieuw proberen',
  count: (n: number) => `${n} ${n === 1 ? 'stof' : 'stoffen'} in de database`,
  /** SPEC §8. */
  emptyTitle: 'Geen stoffen gevonden',
  emptyText: 'Er zijn geen stoffen die voldoen aan de huidige filters.',

  /** SPEC §4. */
  live: 'Zichtbaar',
  hidden: 'Verborgen',
  sampleAvailable: 'Staal beschikbaar',
  noSample: 'Geen staal',

  card: {
    open: (sku: string, name: string) => `${sku}, ${name}: details openen`,
    priceGroup: (group: number) => `Prijsgroep ${group}`,
    maxWidth: (cm: number, cassette: string) => `Max. ${cm} cm breed · ${cassette}`,
    leadTime: (days: number) => `Levertijd ${days} ${days === 1 ? 'dag' : 'dagen'}`,
    supplier: (name: string) => `Leverancier: ${name}`,
    manufacturerCode: 'Fabrikantcode',
    supplierCode: 'Leverancierscode',
  },
  overviewLabel: 'Alle stoffen',

  search: {
    label: 'Zoek op SKU, product-ID of fabrikantcode',
    placeholder: 'Bijv. LUM-LD-0101, RG-LD-VOILE of LS310/01',
    submit: 'Zoeken',
    searching: 'Zoeken...',
    prompt: 'Typ een SKU, product-ID of fabrikantcode en druk op Enter of Zoeken.',
    count: (n: number, term: string) => `${n} ${n === 1 ? 'stof' : 'stoffen'} gevonden voor “${term}”`,
    resultsLabel: 'Zoekresultaten',
    failed: 'Het zoeken is mislukt. Controleer je verbinding en probeer het opnieuw.',
  },
  loadMore: 'Meer laden',

  detail: {
    prompt: 'Selecteer een stof in het stoffenoverzicht of zoek er een op met SKU zoeken om de details te zien.',
    loading: 'Stof laden...',
    notFound: (sku: string) => `Er is geen stof met SKU ${sku}.`,
    failed: 'Deze stof kon niet worden geladen.',
    productHeading: 'Productinformatie',
    manufacturingHeading: 'Productiegegevens',
    exportHeading: 'Exportmetadata',
    availabilityHeading: 'Beschikbaarheid',
    historyHeading: 'Wijzigingen van de instellingen',
    noHistory: 'Nog geen wijzigingen.',
    internalSku: 'Interne SKU',
    productId: 'Product-ID (stoflijn)',
    name: 'Naam',
    fabricType: 'Stofsoort',
    priceGroup: 'Prijsgroep',
    manufacturerCode: 'Fabrikantcode',
    supplierCode: 'Leverancierscode',
    supplier: 'Leverancier',
    maxWidth: 'Maximale breedte',
    cm: (n: number) => `${n} cm`,
    cassette: 'Cassette',
    leadTime: 'Levertijd',
    days: (n: number) => `${n} ${n === 1 ? 'dag' : 'dagen'}`,
    fabricCategory: 'Stofcategorie',
    qualityGrade: 'Kwaliteitsklasse',
    warranty: 'Garantie',
    months: (n: number) => `${n} maanden`,
    specialInstructions: 'Speciale instructies',
    none: 'Geen',
    visibleText: (visible: boolean) => (visible ? 'In de stoffencollectie van de winkel' : 'Niet in de stoffencollectie van de winkel'),
    sampleText: (available: boolean) => (available ? 'Klanten kunnen een gratis kleurstaal aanvragen' : 'Geen gratis kleurstaal'),
    change: (setting: string, value: string) => `${setting}: ${value}`,
    by: (who: string) => `door ${who} op`,
    changesHeading: 'Wijzigingen van de stof',
    noChanges: 'Nog niet gewijzigd sinds de stof in de database kwam.',
    changeActions: { CREATED: 'Aangemaakt', UPDATED: 'Gewijzigd' } satisfies Record<FabricSkuChangeAction, string>,
    fieldChange: (label: string, before: string | null, after: string) => (before === null ? `${label}: ${after}` : `${label}: ${before} → ${after}`),
    usedByHeading: 'Gebruikt in producten',
    notUsed: 'Geen product wordt in deze stof gemaakt.',
    usedFor: (colour: string | null) => (colour ? `kleur ${colour}` : 'enige stof'),
    unpublished: 'niet gepubliceerd',
  },
  settingNames: {
    VISIBLE_ON_FRONTEND: 'Zichtbaarheid',
    SAMPLE_AVAILABLE: 'Kleurstaal',
  } satisfies Record<FabricSkuSetting, string>,
  settingValues: {
    VISIBLE_ON_FRONTEND: (value: boolean) => (value ? 'Zichtbaar' : 'Verborgen'),
    SAMPLE_AVAILABLE: (value: boolean) => (value ? 'Staal beschikbaar' : 'Geen staal'),
  } satisfies Record<FabricSkuSetting, (value: boolean) => string>,

  fabricTypes: {
    LICHTDOORLATEND: 'Lichtdoorlatend',
    VERDUISTEREND: 'Verduisterend',
    SCREEN: 'Screen',
    SEMI_TRANSPARANT: 'Semi-transparant',
  } satisfies Record<FabricType, string>,
  /** The same cassette names as on the order cards. */
  cassette: adminOrders.cassette,

  /** SPEC §2. */
  exportCsv: 'CSV exporteren',
  exportCsvHint: 'Alle stoffen als CSV-bestand',

  settings: {
    /** SPEC §2. */
    button: 'Instellingen',
    selectFirst: 'Selecteer eerst een stof in Details om de instellingen te wijzigen.',
    title: (sku: string) => `Instellingen – ${sku}`,
    description: (name: string) => `Wat de winkel van ${name} toont.`,
    live: 'Zichtbaar in de winkel',
    liveHint: 'Uit (verborgen): de stof verdwijnt uit de stoffencollectie van de winkel.',
    sample: 'Staal beschikbaar',
    sampleHint: 'Klanten kunnen een gratis kleurstaal van deze stof aanvragen.',
    close: 'Sluiten',
    cancel: 'Annuleren',
    save: 'Opslaan',
    saving: 'Opslaan...',
    saved: (sku: string) => `De instellingen van ${sku} zijn opgeslagen.`,
    failed: 'De instellingen konden niet worden opgeslagen. Controleer je verbinding en probeer het opnieuw.',
  },

  /** 'Nieuwe stof' and 'Bewerken': every field of a SKU (issue 20 item 4). */
  form: {
    create: 'Nieuwe stof',
    createTitle: 'Nieuwe stof',
    createDescription: 'Alle gegevens van de nieuwe stof-SKU. De interne SKU kan later niet meer worden gewijzigd.',
    edit: 'Bewerken',
    editTitle: (sku: string) => `Bewerken – ${sku}`,
    editDescription: (name: string) => `Alle gegevens van ${name}. Elke wijziging wordt bewaard met wie en wanneer.`,
    choose: 'Kies...',
    skuFixed: 'De interne SKU van een bestaande stof blijft zoals hij is.',
    /** Issue 31: a fabric made into a product is in that product's price group, which the price screen sets. */
    priceGroupHint: 'Deze prijsgroep geldt zolang er geen product van deze stof gemaakt wordt. Daarna telt die van het product, die je bij Prijzen wijzigt.',
    close: 'Sluiten',
    cancel: 'Annuleren',
    save: 'Opslaan',
    saving: 'Opslaan...',
    created: (sku: string) => `Stof ${sku} is aangemaakt.`,
    saved: (sku: string) => `Stof ${sku} is opgeslagen.`,
    failed: 'De stof kon niet worden opgeslagen. Controleer je verbinding en probeer het opnieuw.',
  },

  /** 'Importeren': a CSV of SKUs, previewed row by row, written only when every row is valid. */
  import: {
    button: 'Importeren',
    title: 'Stoffen importeren',
    description:
      'Kies een CSV-bestand met dezelfde kolommen als CSV exporteren (Internal SKU eerst); een nieuwe stof heeft ook Fabric Type, Manufacturer Code, Supplier Code, Fabric Category, Quality Grade en Warranty Months nodig. Je ziet eerst per rij wat er gebeurt; er wordt pas iets bewaard als elke rij klopt.',
    file: 'CSV-bestand',
    fileHint: (kB: number, rows: number) => `Hoogstens ${kB} kB en ${rows} rijen.`,
    tooLarge: (kB: number) => `Dit bestand is groter dan ${kB} kB. Splits het en importeer de delen na elkaar.`,
    notCsv: 'Kies een CSV-bestand (.csv).',
    reading: 'Bestand controleren...',
    previewLabel: 'Voorbeeld van de import',
    row: 'Rij',
    sku: 'Interne SKU',
    action: 'Actie',
    errors: 'Fouten',
    actions: { CREATE: 'Nieuw', UPDATE: 'Wijzigen', UNCHANGED: 'Ongewijzigd' } satisfies Record<FabricSkuImportAction, string>,
    noErrors: 'Geen',
    cellError: (column: string, message: string) => `${column}: ${message}`,
    summary: (rows: number, invalid: number) =>
      invalid === 0 ? `${rows} ${rows === 1 ? 'rij' : 'rijen'}, alle in orde.` : `${rows} ${rows === 1 ? 'rij' : 'rijen'}, waarvan ${invalid} met fouten: verbeter het bestand en kies het opnieuw.`,
    close: 'Sluiten',
    cancel: 'Annuleren',
    submit: 'Importeren',
    importing: 'Importeren...',
    done: (rows: number) => `${rows} ${rows === 1 ? 'rij' : 'rijen'} geïmporteerd.`,
    failed: 'Het bestand kon niet worden gecontroleerd of geïmporteerd. Controleer je verbinding en probeer het opnieuw.',
  },
} as const;

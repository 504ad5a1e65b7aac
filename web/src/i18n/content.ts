/**
 * The texts of the content pages: About, Contact, the legal pages and the service pages (Dutch).
 * Every number, name and piece of contact data is a parameter filled from the `shop` facts served by the
 * API (ARCHITECTURE §7); nothing here quotes a delivery time, warranty or threshold of its own.
 * Kept apart from nl.ts so these long texts load with their pages only.
 */

import { COOKIES } from '@lumina/schema';

/** The shop facts the content pages quote, flattened (see features/content/shared/facts.ts). */
export interface ContentFacts {
  brand: string;
  foundedYear: number;
  email: string;
  phone: string;
  address: { street: string; postalCode: string; city: string; country: string };
  vatNumber: string;
  vatPercent: number;
  paymentMethods: readonly string[];
  factoryLineWorkingDays: number;
  atelierMinWorkingDays: number;
  atelierMaxWorkingDays: number;
  productionMinWorkingDays: number;
  productionMaxWorkingDays: number;
  /** Formatted, e.g. "€ 375,00". */
  freeShippingThreshold: string;
  countries: readonly string[];
  legalYears: number;
  generalYears: number;
  factoryYearsAuthentics: number;
  complaintDaysAfterDelivery: number;
  replyWithinWorkingDays: number;
  invoiceRetentionYears: number;
  legalLastUpdated: string;
}

/** A paragraph, or a bulleted list. */
export type Block = string | { list: readonly string[] };

export interface Section {
  id: string;
  title: string;
  blocks: readonly Block[];
}

const and = (items: readonly string[]) =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} en ${items[items.length - 1]}`;
const years = (n: number) => `${n} jaar`;
const workingDays = (n: number) => `${n} werkdagen`;
const range = (min: number, max: number) => `${min}–${max}`;
const addressLine = (f: ContentFacts) => `${f.address.street}, ${f.address.postalCode} ${f.address.city} (${f.address.country})`;

export const content = {
  common: {
    tocHeading: 'Op deze pagina',
    lastUpdated: (when: string) => `Laatst bijgewerkt: ${when}`,
    loadError: 'Deze pagina kon niet worden geladen.',
    retry: 'Opnieuw proberen',
    loading: 'Laden...',
    questions: 'Nog vragen?',
    questionsText: 'Ons team helpt je graag verder, telefonisch of via het contactformulier.',
    toContact: 'Neem contact op',
    articleLabel: (n: number) => `Artikel ${n}`,
  },

  about: {
    title: 'Over ons',
    eyebrow: 'Over ons',
    heading: (brand: string, city: string) => `${brand}: raambekleding met de hand gemaakt in ${city}`,
    intro: (brand: string, foundedYear: number, city: string) =>
      `${brand} is een Belgisch familiebedrijf. Sinds ${foundedYear} maken we in ons atelier in ${city} rolgordijnen op maat, voor huizen in België en Nederland.`,
    storyHeading: 'Ons verhaal',
    /** More than N years: N is the age rounded down to whole decades ("meer dan 30 jaar"). */
    storyLead: (decades: number) => `Meer dan ${decades} jaar vakmanschap`,
    story: (foundedYear: number, city: string) => [
      `Het begon in ${foundedYear} met één werkbank, een snijtafel en de overtuiging dat een raam pas af is als de bekleding er perfect in past. Vandaag werken we nog altijd zo: elk rolgordijn wordt in ${city} gemeten, gesneden en afgewerkt door mensen die hun vak kennen.`,
      'We verkopen rechtstreeks, zonder tussenpersonen. Zo houden we de prijzen scherp en weet je altijd wie je rolgordijn gemaakt heeft — en wie je belt als je een vraag hebt.',
    ],
    timelineHeading: 'Onze geschiedenis',
    timeline: (foundedYear: number) => [
      { year: foundedYear, title: 'Opgericht in België', text: 'Ons atelier opent de deuren en maakt de eerste rolgordijnen op maat voor klanten uit de buurt.' },
      { year: 2010, title: 'Online configureren', text: 'Met ons online platform stel je je rolgordijn op maat zelf samen, met de prijs meteen in beeld.' },
      { year: 2020, title: 'Milieuvriendelijke materialen', text: 'We kiezen voor duurzame stoffen en verpakkingen en beperken ons snijafval.' },
      { year: 2025, title: 'De toekomst van maatwerk', text: 'Nieuwe technieken in het atelier, met dezelfde zorg voor elk raam als op de eerste dag.' },
    ],
    valuesHeading: 'Waar we voor staan',
    values: [
      { title: 'Vakmanschap', text: 'Ervaren handen in ons eigen atelier: gemeten, gesneden en afgewerkt tot op de millimeter.' },
      { title: 'Betrouwbaarheid', text: 'Heldere prijzen, eerlijke levertijden en afspraken die we nakomen.' },
      { title: 'Persoonlijke Service', text: 'Advies aan huis, opmeting ter plaatse en een vast aanspreekpunt voor je vragen.' },
      { title: 'Innovatie', text: 'Nieuwe stoffen, systemen en technieken, zolang ze je rolgordijn beter maken.' },
    ],
    tilesLabel: 'Uit ons atelier',
    tiles: {
      workbench: 'Tekening van een werkbank met een rol stof en een schaar.',
      swatches: 'Tekening van stofstalen in linnen, zand, antraciet en terracotta.',
      measuring: 'Tekening van een meetlint langs een raam.',
      window: 'Tekening van een raam met een half neergelaten rolgordijn.',
    },
    ctaHeading: 'Benieuwd wat we voor jou kunnen maken?',
    ctaText: 'Vraag vrijblijvend advies of plan een opmeting aan huis.',
    cta: 'Neem contact op',
  },

  contact: {
    title: 'Contact',
    heading: 'Contact',
    intro: 'Een vraag over stoffen, maten of je bestelling? Stuur ons een bericht of bel ons. We helpen je graag.',
    detailsHeading: 'Contactgegevens',
    email: 'E-mail',
    phone: 'Telefoon',
    whatsapp: 'WhatsApp',
    address: 'Atelier en showroom',
    hoursHeading: 'Openingsuren',
    socialHeading: 'Sociale media',
    socialUnavailable: 'nog niet beschikbaar',
    socials: ['Facebook', 'Instagram'],
    socialNote: 'We zijn nog niet actief op sociale media. Je vindt ons hier binnenkort.',
    form: {
      heading: 'Stuur ons een bericht',
      requiredNote: 'Velden met * zijn verplicht.',
      required: 'verplicht',
      optional: '(optioneel)',
      name: 'Naam',
      email: 'E-mailadres',
      phone: 'Telefoonnummer',
      subject: 'Onderwerp',
      message: 'Bericht',
      submit: 'Verstuur bericht',
      sending: 'Verzenden...',
      /** Above the button when fields have errors (their messages are the contact form's in schema/src/forms). */
      errorSummary: (n: number) => (n === 1 ? 'Controleer het gemarkeerde veld.' : `Controleer de ${n} gemarkeerde velden.`),
      successTitle: 'Bericht verzonden',
      successText: 'We nemen zo spoedig mogelijk contact met u op.',
      failureTitle: 'Je bericht is niet verzonden',
      failureText: 'Er ging iets mis bij het versturen. Wat je typte staat er nog: probeer het zo opnieuw, of bel ons.',
    },
    whyHeading: 'Waarom kiezen voor ons',
    why: (f: Pick<ContentFacts, 'atelierMinWorkingDays' | 'atelierMaxWorkingDays' | 'generalYears'>) => [
      { key: 'advice', title: 'Gratis advies aan huis', text: 'We komen vrijblijvend langs met stalen en advies voor elke ruimte.' },
      { key: 'measure', title: 'Professioneel opmeten', text: 'Onze vakmensen meten je ramen op, zodat alles perfect past.' },
      { key: 'custom', title: 'Rolgordijnen op maat', text: 'Elk rolgordijn maken we in ons eigen atelier, op jouw maten.' },
      {
        key: 'delivery',
        title: 'Snelle levering en plaatsing',
        text: `Levering en plaatsing binnen ${range(f.atelierMinWorkingDays, f.atelierMaxWorkingDays)} werkdagen.`,
      },
      { key: 'warranty', title: `${years(f.generalYears)} garantie`, text: `${years(f.generalYears)} garantie op onze rolgordijnen.` },
      { key: 'service', title: 'Service na verkoop', text: 'Ook na de plaatsing blijven we bereikbaar voor onderhoud en herstel.' },
    ],
    chat: {
      button: 'Chat met ons',
      heading: 'Chatten kan nog niet',
      text: 'Onze chat is nog niet beschikbaar. Bel ons, stuur een WhatsApp-bericht of gebruik het contactformulier op deze pagina.',
      call: (phone: string) => `Bel ${phone}`,
      whatsapp: 'WhatsApp ons',
      toForm: 'Naar het formulier',
      close: 'Sluiten',
    },
  },

  legal: {
    terms: {
      title: 'Algemene voorwaarden',
      intro: (f: ContentFacts) =>
        `Deze voorwaarden gelden voor elke bestelling bij ${f.brand}. Lees ze even door voor je bestelt; bij vragen helpen we je graag.`,
      sections: (f: ContentFacts): Section[] => [
        {
          id: 'artikel-1',
          title: 'Definities',
          blocks: [
            {
              list: [
                `Verkoper: ${f.brand}, zoals vermeld in artikel 2.`,
                'Klant: de natuurlijke persoon die buiten zijn beroep of bedrijf een overeenkomst met ons sluit (consument), of de onderneming die bij ons koopt.',
                'Maatwerk: een product dat volgens de specificaties of maten van de klant wordt vervaardigd, zoals een rolgordijn op maat.',
                'Overeenkomst op afstand: een overeenkomst die via de webshop, e-mail of telefoon tot stand komt zonder dat we elkaar fysiek ontmoeten.',
              ],
            },
          ],
        },
        {
          id: 'artikel-2',
          title: 'Identiteit van de verkoper',
          blocks: [
            `${f.brand}, ${addressLine(f)}. Btw-nummer: ${f.vatNumber}. E-mail: ${f.email}. Telefoon: ${f.phone}.`,
          ],
        },
        {
          id: 'artikel-3',
          title: 'Toepasselijkheid',
          blocks: [
            'Deze voorwaarden gelden voor elk aanbod, elke bestelling en elke overeenkomst tussen de verkoper en de klant. Afwijkingen gelden alleen als we ze schriftelijk hebben bevestigd.',
            'Voorwaarden van de klant zijn niet van toepassing. Is een bepaling ongeldig, dan blijven de overige bepalingen gelden.',
          ],
        },
        {
          id: 'artikel-4',
          title: 'Aanbod en prijzen',
          blocks: [
            `Alle prijzen zijn in euro en inclusief ${f.vatPercent}% btw. Eventuele verzendkosten zie je vóór je de bestelling bevestigt.`,
            'De prijs van een rolgordijn op maat wordt berekend op basis van de gekozen afmetingen en opties. Kennelijke vergissingen of schrijffouten in het aanbod binden ons niet.',
            'Afbeeldingen en kleuren op het scherm zijn zo getrouw mogelijk, maar kleine afwijkingen in kleur of structuur van de stof zijn mogelijk.',
          ],
        },
        {
          id: 'artikel-5',
          title: 'Totstandkoming van de overeenkomst',
          blocks: [
            'De overeenkomst komt tot stand zodra je je bestelling bevestigt en wij de ontvangst per e-mail bevestigen. Controleer in die bevestiging je maten en opties: daarna starten we met de productie.',
            'We mogen een bestelling weigeren of aan voorwaarden verbinden als daar een gegronde reden voor is; we laten je dat dan zo snel mogelijk weten.',
          ],
        },
        {
          id: 'artikel-6',
          title: 'Maatwerk en opmeting',
          blocks: [
            'Rolgordijnen worden gemaakt op de maten die je zelf opgeeft, tenzij wij de opmeting ter plaatse hebben gedaan. Volg daarbij onze meetinstructies.',
            'Opgegeven maten zijn jouw verantwoordelijkheid. Hebben wij opgemeten en klopt de maat niet, dan maken we het rolgordijn kosteloos opnieuw.',
          ],
        },
        {
          id: 'artikel-7',
          title: 'Betaling',
          blocks: [
            `Je betaalt bij het bestellen met ${and(f.paymentMethods)}. De productie start na ontvangst van de betaling.`,
            'Bij een bestelling op factuur (voor ondernemingen) geldt de betaaltermijn op de factuur.',
          ],
        },
        {
          id: 'artikel-8',
          title: 'Levering en levertermijnen',
          blocks: [
            `We leveren in ${and(f.countries)}. Premium rolgordijnen uit de fabriekslijn leveren we binnen ${workingDays(f.factoryLineWorkingDays)}; maatwerk uit ons atelier binnen ${range(f.atelierMinWorkingDays, f.atelierMaxWorkingDays)} werkdagen na de bevestiging van je bestelling.`,
            `Verzending is gratis vanaf een bestelbedrag van ${f.freeShippingThreshold}.`,
            'Levertermijnen zijn een inschatting. Wordt een termijn overschreden, dan laten we het je weten; bij een aanzienlijke vertraging mag je de overeenkomst kosteloos ontbinden.',
          ],
        },
        {
          id: 'artikel-9',
          title: 'Eigendom en risico',
          blocks: [
            'De producten blijven onze eigendom tot de volledige prijs betaald is. Het risico van verlies of beschadiging gaat op je over zodra jij of een door jou aangewezen persoon het product in ontvangst neemt.',
          ],
        },
        {
          id: 'artikel-10',
          title: 'Herroepingsrecht',
          blocks: [
            'Bij een aankoop op afstand heeft een consument in principe een wettelijk herroepingsrecht (bedenktermijn). Dat recht geldt niet voor producten die volgens de specificaties van de consument zijn vervaardigd of duidelijk voor een specifieke persoon bestemd zijn (artikel VI.53, 3° van het Wetboek van economisch recht; in Nederland artikel 6:230p van het Burgerlijk Wetboek).',
            'Rolgordijnen op maat zijn zulk maatwerk: ze kunnen dus niet worden herroepen of geretourneerd zodra de bestelling bevestigd is. Voor producten die geen maatwerk zijn, zoals stalen en losse accessoires, geldt het herroepingsrecht wel; de voorwaarden daarvan vind je op onze pagina Retourneren.',
          ],
        },
        {
          id: 'artikel-11',
          title: 'Conformiteit en wettelijke garantie',
          blocks: [
            `Als consument heb je recht op de wettelijke garantie van ${years(f.legalYears)} na levering voor gebreken die al bij de levering bestonden. Je kunt dan kosteloos herstel of vervanging vragen, en als dat niet mogelijk is een prijsvermindering of ontbinding.`,
            'Deze wettelijke rechten gelden altijd, naast onze eigen garantie.',
          ],
        },
        {
          id: 'artikel-12',
          title: 'Commerciële garantie',
          blocks: [
            `Op onze rolgordijnen geven we een algemene garantie van ${years(f.generalYears)} op materiaal- en fabricagefouten. Op de Authentics-lijn geldt een fabrieksgarantie van ${years(f.factoryYearsAuthentics)}.`,
            'Niet gedekt zijn schade door verkeerde montage of bediening, normale slijtage, verkleuring door zonlicht en aanpassingen door derden. Meer uitleg vind je op onze pagina Garantie.',
          ],
        },
        {
          id: 'artikel-13',
          title: 'Klachten',
          blocks: [
            `Controleer je bestelling bij ontvangst. Meld zichtbare schade of afwijkingen binnen ${f.complaintDaysAfterDelivery} dagen na levering aan ${f.email}, met je bestelnummer en foto's.`,
            `We antwoorden binnen ${workingDays(f.replyWithinWorkingDays)} en zoeken samen met jou naar een oplossing.`,
            'Komen we er samen niet uit, dan kun je in België terecht bij de Consumentenombudsdienst (consumentenombudsdienst.be) en in de hele EU bij het ODR-platform van de Europese Commissie.',
          ],
        },
        {
          id: 'artikel-14',
          title: 'Toepasselijk recht en bevoegde rechter',
          blocks: [
            'Op deze voorwaarden en elke overeenkomst is het Belgisch recht van toepassing. Als consument behoud je de bescherming van de dwingende regels van het land waar je woont.',
            `Geschillen worden voorgelegd aan de bevoegde rechtbank van ${f.address.city}, onverminderd het recht van de consument om de rechter van zijn woonplaats te kiezen.`,
          ],
        },
      ],
    },

    privacy: {
      title: 'Privacybeleid',
      intro: (f: ContentFacts) =>
        `${f.brand} gaat zorgvuldig om met je persoonsgegevens. Hier lees je welke gegevens we verwerken, waarom, hoe lang en welke rechten je hebt.`,
      sections: (f: ContentFacts): Section[] => [
        {
          id: 'sectie-1',
          title: 'Wie is verantwoordelijk?',
          blocks: [`De verwerkingsverantwoordelijke is ${f.brand}, ${addressLine(f)}, btw-nummer ${f.vatNumber}. Je bereikt ons via ${f.email} of ${f.phone}.`],
        },
        {
          id: 'sectie-2',
          title: 'Welke gegevens we verwerken',
          blocks: [
            {
              list: [
                'Contactgegevens: naam, e-mailadres, telefoonnummer en adres.',
                'Bestelgegevens: je producten, maten, opties, bedragen en leveradres.',
                'Betaalgegevens: de betaalmethode en de status van je betaling. Je kaartgegevens verwerkt de betaalprovider, niet wij.',
                'Berichten: wat je ons schrijft via het contactformulier, e-mail of telefoon.',
                'Technische gegevens: wat nodig is om de webshop te laten werken, zoals je winkelwagen (zie ons cookiebeleid).',
              ],
            },
          ],
        },
        {
          id: 'sectie-3',
          title: 'Waarvoor we ze gebruiken',
          blocks: [
            {
              list: [
                'Je bestelling uitvoeren, leveren en factureren (uitvoering van de overeenkomst).',
                'Je vragen beantwoorden en afspraken voor advies of opmeting plannen (uitvoering van de overeenkomst of ons gerechtvaardigd belang).',
                'Onze wettelijke boekhoud- en fiscale verplichtingen nakomen (wettelijke verplichting).',
                'De webshop beveiligen en verbeteren (gerechtvaardigd belang).',
              ],
            },
            'We gebruiken je gegevens niet voor geautomatiseerde besluitvorming of profilering, en we sturen geen nieuwsbrief zonder je uitdrukkelijke toestemming.',
          ],
        },
        {
          id: 'sectie-4',
          title: 'Hoe lang we ze bewaren',
          blocks: [
            `Facturen en de bijbehorende gegevens bewaren we ${years(f.invoiceRetentionYears)}, zoals de boekhoudwetgeving vraagt.`,
            'Contactberichten bewaren we zolang nodig is om je vraag te behandelen en op te volgen. Andere gegevens verwijderen we zodra we ze niet meer nodig hebben.',
          ],
        },
        {
          id: 'sectie-5',
          title: 'Met wie we ze delen',
          blocks: [
            'We delen gegevens alleen met partijen die ons helpen je bestelling uit te voeren: de betaalprovider, de vervoerder die je pakket levert en onze hostingpartner. Met hen hebben we afspraken over vertrouwelijkheid en beveiliging.',
            'We verkopen je gegevens nooit en geven ze niet door voor reclame van anderen.',
          ],
        },
        {
          id: 'sectie-6',
          title: 'Doorgifte buiten de Europese Unie',
          blocks: ['We bewaren je gegevens binnen de Europese Economische Ruimte. Is een doorgifte daarbuiten ooit nodig, dan gebeurt dat alleen met de passende waarborgen die de wet vraagt.'],
        },
        {
          id: 'sectie-7',
          title: 'Beveiliging',
          blocks: ['We nemen technische en organisatorische maatregelen om je gegevens te beschermen: versleutelde verbindingen, beperkte toegang voor medewerkers en regelmatige updates van onze systemen.'],
        },
        {
          id: 'sectie-8',
          title: 'Je rechten',
          blocks: [
            'Je hebt het recht om je gegevens in te zien, te laten verbeteren of verwijderen, de verwerking te laten beperken, bezwaar te maken en je gegevens over te dragen. Heb je toestemming gegeven, dan kun je die altijd intrekken.',
            `Stuur je verzoek naar ${f.email}. We antwoorden binnen een maand.`,
          ],
        },
        {
          id: 'sectie-9',
          title: 'Vragen en klachten',
          blocks: [
            `Heb je een vraag of klacht over hoe we met je gegevens omgaan, neem dan eerst contact met ons op via ${f.email}.`,
            'Je kunt ook een klacht indienen bij de Gegevensbeschermingsautoriteit (gegevensbeschermingsautoriteit.be, Drukpersstraat 35, 1000 Brussel) of, als je in Nederland woont, bij de Autoriteit Persoonsgegevens.',
          ],
        },
      ],
      gdprHeading: 'AVG / GDPR',
      gdpr: 'Dit privacybeleid volgt de Algemene Verordening Gegevensbescherming (AVG, in het Engels General Data Protection Regulation of GDPR, Verordening (EU) 2016/679) en de Belgische wet van 30 juli 2018 betreffende de bescherming van natuurlijke personen met betrekking tot de verwerking van persoonsgegevens.',
    },

    cookies: {
      title: 'Cookiebeleid',
      intro: (f: ContentFacts) => `${f.brand} gebruikt zo weinig mogelijk cookies: alleen wat nodig is om de webshop te laten werken.`,
      sections: (f: ContentFacts): Section[] => [
        {
          id: 'sectie-1',
          title: 'Wat zijn cookies?',
          blocks: ['Cookies zijn kleine tekstbestanden die een website op je toestel bewaart. Vergelijkbare technieken, zoals lokale opslag in je browser, vallen in dit beleid onder dezelfde regels.'],
        },
        {
          id: 'sectie-2',
          title: 'Welke cookies we gebruiken',
          blocks: [
            {
              list: [
                `Winkelwagen (${COOKIES.cart}): onthoudt welke rolgordijnen in je winkelwagen zitten. Strikt noodzakelijk; het cookie bevat alleen een willekeurige code, geen persoonsgegevens.`,
                'Themavoorkeur (lokale opslag, theme): onthoudt of je het lichte of donkere thema koos. Strikt noodzakelijk voor de functie die je zelf aanzet.',
                'Aanmelding medewerkers: houdt medewerkers van de winkel aangemeld in het beheergedeelte. Niet gebruikt voor bezoekers.',
              ],
            },
            'Voor strikt noodzakelijke cookies is geen toestemming nodig, maar we vertellen je wel graag wat ze doen.',
          ],
        },
        {
          id: 'sectie-3',
          title: 'Geen analytische of advertentiecookies',
          blocks: ['We plaatsen geen cookies om je surfgedrag te volgen, statistieken bij te houden of advertenties te tonen. Komt daar ooit verandering in, dan vragen we eerst je toestemming.'],
        },
        {
          id: 'sectie-4',
          title: 'Cookies van derden',
          blocks: [
            `Bij het afrekenen kan de betaalprovider (${and(f.paymentMethods)}) eigen cookies plaatsen om je betaling veilig af te handelen. Daarvoor geldt het cookiebeleid van die provider.`,
            'Onze lettertypen en afbeeldingen komen van onze eigen server: er worden geen cookies van externe diensten geladen.',
          ],
        },
        {
          id: 'sectie-5',
          title: 'Cookies beheren of verwijderen',
          blocks: ['Je kunt cookies en lokale opslag op elk moment verwijderen of blokkeren via de instellingen van je browser. Zonder het winkelwagencookie kan de webshop je winkelwagen niet onthouden.'],
        },
        {
          id: 'sectie-6',
          title: 'Wijzigingen en contact',
          blocks: [`We passen dit beleid aan als onze webshop verandert; de datum bovenaan toont de laatste versie. Vragen? Mail naar ${f.email}.`],
        },
      ],
    },
  },

  service: {
    shipping: {
      title: 'Verzending en levering',
      intro: (f: ContentFacts) =>
        `We leveren in ${and(f.countries)}. Hoe snel hangt af van de lijn die je kiest: de premium fabriekslijn of maatwerk uit ons atelier.`,
      sections: (f: ContentFacts): Section[] => [
        {
          id: 'levertijden',
          title: 'Levertijden',
          blocks: [
            {
              list: [
                `Premium rolgordijnen (fabriekslijn): geleverd binnen ${workingDays(f.factoryLineWorkingDays)}.`,
                `Maatwerk uit ons atelier: geleverd of geplaatst binnen ${range(f.atelierMinWorkingDays, f.atelierMaxWorkingDays)} werkdagen.`,
                `Lichtdoorlatende rolgordijnen uit de configurator: productietijd ${range(f.productionMinWorkingDays, f.productionMaxWorkingDays)} werkdagen, daarna verzending.`,
              ],
            },
            'De termijn loopt vanaf de bevestiging van je bestelling en je betaling. Werkdagen zijn maandag tot en met vrijdag, feestdagen niet meegerekend.',
          ],
        },
        {
          id: 'verzendkosten',
          title: 'Verzendkosten',
          blocks: [
            `Verzending is gratis in ${and(f.countries)} vanaf een bestelbedrag van ${f.freeShippingThreshold}. Onder dat bedrag zie je de verzendkosten in je winkelwagen, vóór je betaalt.`,
          ],
        },
        {
          id: 'track-and-trace',
          title: 'Track & trace',
          blocks: ['Zodra je pakket vertrekt, krijg je een e-mail met een track & trace-code. Daarmee volg je de levering bij de vervoerder tot aan je deur.'],
        },
        {
          id: 'plaatsing',
          title: 'Levering met plaatsing',
          blocks: ['Kies je voor plaatsing, dan maken we samen een afspraak. Onze monteur hangt de rolgordijnen op en neemt de verpakking mee.'],
        },
        {
          id: 'ontvangst',
          title: 'Bij ontvangst',
          blocks: [
            `Controleer de verpakking en de rolgordijnen bij ontvangst. Zie je schade of een afwijking, meld het ons dan binnen ${f.complaintDaysAfterDelivery} dagen na levering via ${f.email}, met foto's en je bestelnummer.`,
          ],
        },
      ],
    },

    warranty: {
      title: 'Garantie',
      intro: () => 'Een rolgordijn gaat jaren mee. Mocht er toch iets mis zijn, dan ben je op drie manieren beschermd.',
      sections: (f: ContentFacts): Section[] => [
        {
          id: 'wettelijke-garantie',
          title: `Wettelijke garantie: ${years(f.legalYears)}`,
          blocks: [
            `Als consument heb je in België en Nederland recht op de wettelijke garantie van ${years(f.legalYears)} na levering. Die geldt voor gebreken die al bij de levering bestonden: je hebt dan recht op kosteloos herstel of vervanging. Deze garantie staat in de wet en geldt altijd.`,
          ],
        },
        {
          id: 'algemene-garantie',
          title: `Algemene garantie: ${years(f.generalYears)}`,
          blocks: [
            `Bovenop de wettelijke garantie geven we zelf ${years(f.generalYears)} garantie op onze rolgordijnen tegen materiaal- en fabricagefouten: het mechanisme, de ketting, de onderlat en de naden van de stof.`,
          ],
        },
        {
          id: 'fabrieksgarantie-authentics',
          title: `Fabrieksgarantie Authentics: ${years(f.factoryYearsAuthentics)}`,
          blocks: [
            `Op de rolgordijnen van de Authentics-lijn geeft de fabrikant een fabrieksgarantie van ${years(f.factoryYearsAuthentics)}. We handelen die voor je af: je meldt het probleem gewoon bij ons.`,
          ],
        },
        {
          id: 'niet-gedekt',
          title: 'Wat valt niet onder de garantie',
          blocks: [
            {
              list: [
                'Schade door een verkeerde montage of door gebruik dat niet in de handleiding staat.',
                'Normale slijtage en lichte verkleuring door zonlicht.',
                'Schade door vocht, vuur, huisdieren of ongevallen.',
                'Herstellingen of aanpassingen door anderen dan ons.',
              ],
            },
          ],
        },
        {
          id: 'aanvragen',
          title: 'Garantie aanvragen',
          blocks: [
            `Mail je bestelnummer, een korte beschrijving en een paar foto's naar ${f.email}. We antwoorden binnen ${workingDays(f.replyWithinWorkingDays)} met een oplossing: herstel, een nieuw onderdeel of een nieuw rolgordijn.`,
          ],
        },
      ],
    },

    returns: {
      title: 'Retourneren',
      intro: () => 'Onze rolgordijnen maken we speciaal voor jouw ramen. Daarom gelden er voor retourneren andere regels dan bij een gewone webshop.',
      sections: (f: ContentFacts): Section[] => [
        {
          id: 'maatwerk',
          title: 'Maatwerk kan niet worden geretourneerd',
          blocks: [
            'Voor producten die op maat gemaakt zijn, geldt het wettelijke herroepingsrecht (de bedenktermijn bij aankopen op afstand) niet. Een rolgordijn op maat kun je dus niet terugsturen omdat je van gedachten veranderd bent.',
            'Twijfel je over een stof of kleur? Vraag eerst gratis advies of stalen aan, voor je bestelt.',
          ],
        },
        {
          id: 'geen-maatwerk',
          title: 'Producten die geen maatwerk zijn',
          blocks: [
            'Voor stalen en losse accessoires geldt het wettelijke herroepingsrecht wel. Laat ons binnen de wettelijke bedenktermijn weten dat je ze wilt terugsturen; we betalen het aankoopbedrag terug zodra we ze ongebruikt terug hebben.',
          ],
        },
        {
          id: 'klacht',
          title: 'Een klacht melden',
          blocks: [
            {
              list: [
                `Meld schade of een gebrek binnen ${f.complaintDaysAfterDelivery} dagen na levering via ${f.email}.`,
                "Vermeld je bestelnummer en voeg foto's toe van het probleem en van het etiket op de rolbuis.",
                `We antwoorden binnen ${workingDays(f.replyWithinWorkingDays)} en stellen een oplossing voor: herstel, vervanging of terugbetaling.`,
                'Stuur niets terug zonder overleg: we regelen het transport met je.',
              ],
            },
          ],
        },
        {
          id: 'verkeerd-gemeten',
          title: 'Verkeerd gemeten?',
          blocks: [
            'Heb je zelf gemeten en past het rolgordijn niet, dan is dat geen gebrek. Neem toch contact met ons op: vaak kunnen we het rolgordijn in ons atelier inkorten of versmallen tegen een kleine vergoeding, en anders maken we een nieuw tegen een gereduceerde prijs.',
            'Hebben wij ter plaatse gemeten en klopt de maat niet, dan maken we het rolgordijn kosteloos opnieuw.',
          ],
        },
      ],
    },

    measuring: {
      title: 'Meetinstructies',
      intro: () =>
        'Goed gemeten is half gewonnen. Met een stalen rolmeter en deze stappen meet je je raam in een paar minuten nauwkeurig op. Meet in centimeters, tot op de millimeter.',
      sections: (): Section[] => [
        {
          id: 'keuze',
          title: 'In de dag of op de dag?',
          blocks: [
            'Een rolgordijn in de dag hangt binnen de raamopening, tegen het plafond van de nis of het kozijn. Een rolgordijn op de dag hangt boven de raamopening, tegen de muur of het kozijn, en valt over de opening heen.',
            'In de dag ziet er strak uit en laat de vensterbank vrij; op de dag verduistert beter, omdat er langs de zijkanten minder licht binnenvalt.',
          ],
        },
        {
          id: 'in-de-dag',
          title: 'Meten in de dag',
          blocks: [
            {
              list: [
                'Meet de breedte van de opening op drie plaatsen: bovenaan, in het midden en onderaan.',
                'Meet de hoogte op drie plaatsen: links, in het midden en rechts.',
                'Neem telkens de kleinste maat. Muren en kozijnen zijn zelden helemaal recht.',
                'Geef de kleinste maten door zoals je ze gemeten hebt: de speling die het rolgordijn nodig heeft, trekken wij er in het atelier van af.',
                'Controleer of er niets in de weg zit, zoals raamkrukken of een vensterbank die uitsteekt.',
              ],
            },
          ],
        },
        {
          id: 'op-de-dag',
          title: 'Meten op de dag',
          blocks: [
            {
              list: [
                'Meet de breedte van de raamopening op drie plaatsen en neem de grootste maat.',
                'Tel er aan elke kant een overlap bij; wij raden minstens 5 cm per kant aan voor een goede verduistering.',
                'Meet de hoogte vanaf de plaats waar de steunen komen (meestal 5 tot 10 cm boven de opening) tot onder de opening, plus de gewenste overlap onderaan.',
                'Geef de totale maat door: zo groot wordt het rolgordijn.',
              ],
            },
          ],
        },
        {
          id: 'tips',
          title: 'Tips',
          blocks: [
            {
              list: [
                'Gebruik een stalen rolmeter, geen stoffen meetlint: dat rekt uit.',
                'Meet elk raam apart, ook als ze even groot lijken.',
                'Schrijf breedte altijd eerst en hoogte daarna, zoals in onze configurator.',
                'Twijfel je? Vraag een opmeting aan huis: dan zijn de maten onze verantwoordelijkheid.',
              ],
            },
          ],
        },
      ],
      figures: {
        inside: 'Raam in een nis met drie breedtematen (boven, midden, onder) en drie hoogtematen (links, midden, rechts); de kleinste telt.',
        outside: 'Raam met een rolgordijn op de dag dat aan elke kant en bovenaan voorbij de opening steekt.',
        width: 'Breedte',
        height: 'Hoogte',
        smallest: 'kleinste maat telt',
        overlap: 'overlap',
      },
    },

    mounting: {
      title: 'Montage',
      intro: () =>
        'Een rolgordijn hang je in een half uur zelf op. Je hebt een boormachine, een waterpas, een potlood en een schroevendraaier nodig; schroeven en pluggen zitten in de verpakking.',
      sections: (): Section[] => [
        {
          id: 'stap-1',
          title: 'Stap 1: Controleer de levering',
          blocks: ['Pak het rolgordijn uit en controleer of de maat klopt en alle onderdelen er zijn: het rolgordijn, twee steunen, de kettingbeveiliging, schroeven en pluggen.'],
        },
        {
          id: 'stap-2',
          title: 'Stap 2: Markeer de steunen',
          blocks: [
            'Houd de steunen op hun plaats: in de dag tegen het plafond van de nis, op de dag tegen de muur boven de opening. Zet ze zo ver mogelijk naar buiten, net binnen de breedte van het rolgordijn.',
            'Controleer met een waterpas of de twee steunen even hoog zitten, en markeer de boorgaten met een potlood.',
          ],
        },
        {
          id: 'stap-3',
          title: 'Stap 3: Boor en schroef de steunen vast',
          blocks: ['Boor de gaten, steek de pluggen erin en schroef de steunen stevig vast. In een houten kozijn schroef je zonder pluggen; boor dan eerst een klein gaatje voor.'],
        },
        {
          id: 'stap-4',
          title: 'Stap 4: Klik het rolgordijn in',
          blocks: ['Steek eerst de kant met de ketting in de steun, en druk dan de andere kant in de tweede steun tot je een klik hoort.'],
        },
        {
          id: 'stap-5',
          title: 'Stap 5: Bevestig de kettingbeveiliging',
          blocks: ['Trek de ketting strak en schroef de kettingbeveiliging zo laag mogelijk tegen het kozijn of de muur. Zo vormt de ketting geen lus waar een kind in verstrikt kan raken. Sla deze stap nooit over.'],
        },
        {
          id: 'stap-6',
          title: 'Stap 6: Test het rolgordijn',
          blocks: ['Laat het rolgordijn een paar keer helemaal zakken en weer optrekken. Loopt de stof scheef op, neem dan contact met ons op: we helpen je het af te stellen.'],
        },
      ],
      figures: {
        brackets: 'Twee steunen op gelijke hoogte, met een waterpas ertussen en potloodmarkeringen voor de boorgaten.',
        clickIn: 'Het rolgordijn wordt eerst aan de kant van de ketting in de steun gestoken en dan aan de andere kant ingeklikt.',
        chainSafety: 'De ketting hangt strak en is onderaan vastgezet met een kettingbeveiliging tegen de muur.',
      },
    },
  },
} as const;


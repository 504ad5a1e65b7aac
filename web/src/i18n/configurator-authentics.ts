/**
 * The texts of the Authentics page /product/rolgordijn-authentics-offwhite (SPEC §2 "Authentics page", §3
 * "Colour sample request", §4, §5, §9 "Authentics"). The spec's texts are copied as written ('Bereken je prijs',
 * 'Inclusief BTW', the accordion's four titles); numbers (warranty years, delivery days) are parameters filled from
 * the shop facts. The spec's 'Gebaseerd op 1.421 klantbeoordelingen' had no review behind it: the page shows the
 * rating of the product's approved reviews instead (web/src/i18n/rating.ts, issue 31). The size labels, hints, range message and add button come from the rules and the shared
 * configurator texts. Kept apart so they load with this page only.
 */
export const authenticsTexts = {
  /** Above the name: the fabric the line is made of (SPEC §3: stofsoort semi-transparant). */
  kind: 'Semi-transparant rolgordijn',

  colour: {
    legend: 'Kleur',
    chosen: (name: string) => `Gekozen kleur: ${name}`,
  },

  sizes: {
    title: 'Jouw maten',
    intro: 'Geef de breedte en hoogte in millimeter op.',
  },

  price: {
    compute: 'Bereken je prijs',
    computeHint: 'Vul een geldige breedte en hoogte in om je prijs te berekenen.',
    computeMountingHint: 'Kies in de dag of op de dag om je prijs te berekenen.',
    label: 'Jouw prijs',
    inclVat: 'Inclusief BTW',
  },

  sellingPoints: {
    title: 'Waarom Authentics',
    warranty: (years: number) => `${years} jaar garantie`,
    factory: 'Rechtstreeks uit de fabriek: bespaar tot 40%',
    measured: 'Verkeerd gemeten? Je krijgt gratis een nieuw product',
    wallet: 'Voor elke portemonnee',
    fading: 'Minimale verkleuring',
    light: 'Kies zelf hoeveel licht je binnenlaat',
  },


  accordion: {
    description: 'Omschrijving',
    specs: 'Specificaties & Levertijd',
    measuring: 'Meten',
    mounting: 'Montage',
    specsItems: {
      deliveryTitle: 'Levertijd',
      delivery: (days: number) => `Ongeveer ${days} werkdagen.`,
      chainTitle: 'Bediening',
      chain: 'Kunststof ketting in wit, zwart of grijs.',
      metalChain: 'Optioneel een metalen ketting, tegen meerprijs.',
      mountingTitle: 'Montage',
      mounting: 'In de dag (in de raamopening) of op de dag (op het kozijn).',
      warrantyTitle: 'Garantie',
      warranty: (years: number) => `${years} jaar fabrieksgarantie.`,
    },
    measuringText:
      'Meet de breedte en de hoogte van je raam in millimeter, op drie plaatsen, en neem de kleinste maat. Onze meetinstructies leggen het stap voor stap uit.',
    measuringLink: 'Naar de meetinstructies',
    mountingText: 'Het rolgordijn hangt in de dag of op de dag, met de steunen die erbij zitten. De montage-instructies tonen hoe.',
    mountingLink: 'Naar de montage-instructies',
  },
} as const;

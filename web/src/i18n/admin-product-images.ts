/**
 * The texts of a product's pictures (/admin/producten/{id}/afbeeldingen, beheer only). The server's refusals come
 * with their own Dutch message and are shown as sent.
 */
export const adminProductImages = {
  link: 'Afbeeldingen',
  back: 'Terug naar de producten',
  title: (name: string) => `Afbeeldingen van ${name}`,
  intro: 'De eerste afbeelding is de hoofdafbeelding: die tonen de productpagina en de kaarten eerst. Elke afbeelding heeft een alt-tekst die zegt wat ze toont.',
  notFound: 'Dit product bestaat niet.',
  loadFailed: 'De afbeeldingen konden niet worden geladen.',
  failed: 'Dat is niet gelukt. Controleer je verbinding en probeer het opnieuw.',
  empty: 'Dit product heeft nog geen afbeeldingen.',
  listLabel: 'Afbeeldingen, in de volgorde van de winkel',
  main: 'Hoofdafbeelding',
  position: (n: number, total: number) => `Afbeelding ${n} van ${total}`,
  size: (width: number, height: number) => `${width} × ${height} px`,
  drawing: 'tekening (SVG)',
  photo: 'foto (AVIF en WebP)',

  upload: {
    heading: 'Afbeelding toevoegen',
    file: 'Bestand',
    fileHint: 'JPEG, PNG of WebP, hoogstens 10 MB en 40 megapixel. Ze wordt rechtgezet en zonder EXIF-gegevens (zoals de plaats) bewaard.',
    alt: 'Alt-tekst',
    altHint: 'Wat toont de afbeelding? Bv. “Grijs screen rolgordijn voor een groot raam in de woonkamer”.',
    submit: 'Uploaden',
    sending: 'Bezig met uploaden...',
    fileRequired: 'Kies een bestand.',
    altRequired: 'Beschrijf wat de afbeelding toont (alt-tekst); dat is verplicht.',
    progress: (percent: number) => `Uploaden: ${percent} %`,
    processing: 'Geüpload; de afbeelding wordt nu omgezet naar WebP en AVIF...',
    done: (alt: string) => `Afbeelding toegevoegd: ${alt}.`,
  },

  altEdit: {
    label: (n: number) => `Alt-tekst van afbeelding ${n}`,
    save: 'Alt-tekst bewaren',
    saveLabel: (n: number) => `Alt-tekst van afbeelding ${n} bewaren`,
    saved: (n: number) => `Alt-tekst van afbeelding ${n} bewaard.`,
  },
  move: {
    up: 'Omhoog',
    down: 'Omlaag',
    upLabel: (n: number) => `Afbeelding ${n} een plaats naar voren`,
    downLabel: (n: number) => `Afbeelding ${n} een plaats naar achteren`,
    moved: (n: number, to: number) => `Afbeelding ${n} staat nu op plaats ${to}.`,
  },
  makeMain: {
    button: 'Hoofdafbeelding maken',
    buttonLabel: (n: number) => `Afbeelding ${n} hoofdafbeelding maken`,
    done: (n: number) => `Afbeelding ${n} is nu de hoofdafbeelding.`,
  },
  remove: {
    button: 'Verwijderen',
    buttonLabel: (n: number) => `Afbeelding ${n} verwijderen`,
    title: (n: number) => `Afbeelding ${n} verwijderen?`,
    description: 'De afbeelding verdwijnt uit de winkel. Dit kan niet ongedaan worden gemaakt; upload ze opnieuw om ze terug te zetten.',
    close: 'Sluiten',
    cancel: 'Annuleren',
    submit: 'Verwijderen',
    sending: 'Bezig met verwijderen...',
    done: (n: number) => `Afbeelding ${n} is verwijderd.`,
  },
};

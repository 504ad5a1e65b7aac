/**
 * The texts of two-factor sign-in for staff (issue 30): the sign-in's second step, setting it up with an authenticator
 * app (at the sign-in for beheer, on /admin/wachtwoord for every role), the recovery codes, switching it off. The
 * server's refusals (a wrong or used code, an expired sign-in, too many tries) come with their own Dutch message.
 */
export const adminTwoFactor = {
  code: {
    label: 'Code',
    hint: 'De 6 cijfers die je authenticator-app nu toont, of een van je herstelcodes.',
  },

  /** The sign-in's second step. */
  step: {
    title: 'Code uit je app',
    intro: 'Open je authenticator-app en typ de code die hij nu toont voor Lumina.',
    submit: 'Bevestigen',
    sending: 'Bevestigen...',
    restart: 'Opnieuw aanmelden',
  },

  setup: {
    title: 'Tweestapsverificatie instellen',
    introRequired: 'Met de rol beheer meld je je aan met je wachtwoord én een code uit een authenticator-app. Stel dat nu in; daarna kun je verder.',
    introOptional: 'Meld je voortaan aan met je wachtwoord én een code uit een authenticator-app: wie je wachtwoord kent, kan dan nog niet binnen.',
    loading: 'QR-code maken...',
    loadFailed: 'De QR-code kon niet worden gemaakt.',
    retry: 'Opnieuw proberen',
    scan: '1. Scan deze QR-code met je authenticator-app (bijvoorbeeld een app voor wachtwoorden of codes op je telefoon).',
    qrAlt: 'QR-code om Lumina toe te voegen aan je authenticator-app',
    manual: 'Lukt scannen niet? Typ deze sleutel in je app:',
    confirm: '2. Typ de code die de app nu toont.',
    submit: 'Code bevestigen',
    sending: 'Bevestigen...',
  },

  recovery: {
    title: 'Je herstelcodes',
    intro: 'Bewaar deze codes op een veilige plek, los van je telefoon. Elke code werkt één keer in plaats van een code uit je app, bijvoorbeeld als je je telefoon kwijt bent. Je ziet ze alleen nu.',
    listLabel: 'Herstelcodes',
    copy: 'Codes kopiëren',
    copied: 'Codes gekopieerd.',
    copyFailed: 'Kopiëren lukte niet; selecteer de codes en kopieer ze zelf.',
    download: 'Codes downloaden',
    fileName: 'lumina-herstelcodes.txt',
    fileHeading: (email: string) => `Herstelcodes voor ${email} (Lumina Beheer). Elke code werkt één keer.`,
    continue: 'Ik heb ze bewaard, verder',
  },

  /** The section on /admin/wachtwoord. */
  account: {
    title: 'Tweestapsverificatie',
    on: 'Tweestapsverificatie staat aan: je meldt je aan met je wachtwoord en een code uit je app.',
    off: 'Tweestapsverificatie staat uit: je meldt je aan met alleen je wachtwoord.',
    recoveryLeft: (n: number) => (n === 1 ? 'Je hebt nog 1 ongebruikte herstelcode.' : `Je hebt nog ${n} ongebruikte herstelcodes.`),
    start: 'Tweestapsverificatie instellen',
    done: 'Tweestapsverificatie staat aan.',
    loadFailed: 'Je instelling voor tweestapsverificatie kon niet worden geladen.',
    disableTitle: 'Tweestapsverificatie uitzetten',
    disableIntro: 'Typ een code uit je app (of een herstelcode) om tweestapsverificatie uit te zetten.',
    disableRequired: 'Voor de rol beheer is tweestapsverificatie verplicht. Zet je ze uit, bijvoorbeeld voor een nieuwe telefoon, dan word je afgemeld en stel je ze bij het aanmelden opnieuw in.',
    disableSubmit: 'Uitzetten',
    disableSending: 'Uitzetten...',
    disabled: 'Tweestapsverificatie staat uit.',
  },
};

/**
 * The texts of the staff accounts (/admin/medewerkers, beheer only), of changing one's own password (/admin/wachtwoord)
 * and of the public pages of a one-time link (an invitation, a password reset). The server's refusals come with their
 * own Dutch message and are shown as sent.
 */
import { STAFF_LINK_VALID_DAYS, STAFF_PASSWORD_MIN_LENGTH as MIN } from '@lumina/schema';
import type { StaffRole } from '../gql/admin';

export const adminStaff = {
  roles: { BEHEER: 'Beheer', ATELIER: 'Atelier', KLANTENSERVICE: 'Klantenservice' } satisfies Record<StaffRole, string>,
  roleHints: {
    BEHEER: 'Alles, ook medewerkers en de catalogus.',
    ATELIER: 'Bestellingen, productie, exports en stoffen.',
    KLANTENSERVICE: 'Bestellingen lezen, berichten, kleurstalen, beoordelingen en e-mails.',
  } satisfies Record<StaffRole, string>,
  failed: 'Dat is niet gelukt. Controleer je verbinding en probeer het opnieuw.',
  close: 'Sluiten',
  cancel: 'Annuleren',

  list: {
    title: 'Medewerkers',
    intro: 'Nodig collega’s uit, kies hun rol, deactiveer een account of geef een link om een nieuw wachtwoord te kiezen.',
    listLabel: 'Medewerkersaccounts',
    loadFailed: 'De medewerkers konden niet worden geladen.',
    empty: 'Er zijn nog geen medewerkers.',
    active: 'Actief',
    inactive: 'Gedeactiveerd',
    created: 'Aangemaakt',
    lastSignIn: 'Laatst aangemeld',
    never: 'nog nooit',
    role: 'Rol',
    roleOf: (name: string) => `Rol van ${name}`,
    roleChange: 'Rol wijzigen',
    roleChangeLabel: (name: string) => `Rol van ${name} wijzigen`,
    roleChanged: (name: string, role: string) => `${name} heeft nu de rol ${role}.`,
    twoFactor: 'Tweestapsverificatie',
    twoFactorOn: 'aan',
    twoFactorOff: 'uit',
  },

  invitations: {
    title: 'Openstaande uitnodigingen',
    intro: 'Uitnodigingen die nog niet gebruikt zijn. Een uitnodiging vervalt ook als wie ze maakte wordt gedeactiveerd of de rol beheer verliest.',
    listLabel: 'Openstaande uitnodigingen',
    empty: 'Er staan geen uitnodigingen open.',
    loadFailed: 'De uitnodigingen konden niet worden geladen.',
    invitedBy: 'Uitgenodigd door',
    created: 'Gemaakt op',
    expires: 'Geldig tot',
  },

  revoke: {
    button: 'Intrekken',
    buttonLabel: (name: string) => `Uitnodiging van ${name} intrekken`,
    title: (name: string) => `Uitnodiging van ${name} intrekken?`,
    description: 'De link werkt dan niet meer. Wie hem opent, leest dat hij is ingetrokken.',
    submit: 'Intrekken',
    sending: 'Intrekken...',
    done: (name: string) => `De uitnodiging van ${name} is ingetrokken.`,
  },

  invite: {
    button: 'Medewerker uitnodigen',
    title: 'Medewerker uitnodigen',
    description: `Je krijgt een link die ${STAFF_LINK_VALID_DAYS} dagen één keer werkt. Geef hem aan je collega; met de link kiest die een wachtwoord.`,
    name: 'Naam',
    email: 'E-mailadres',
    role: 'Rol',
    submit: 'Link maken',
    sending: 'Link maken...',
  },

  link: {
    invitationTitle: (name: string) => `Uitnodiging voor ${name}`,
    resetTitle: (name: string) => `Nieuw wachtwoord voor ${name}`,
    label: 'Link om door te geven',
    validUntil: (date: string) => `Werkt één keer, tot ${date}. Je ziet de link alleen nu.`,
    copy: 'Link kopiëren',
    copied: 'Link gekopieerd.',
  },

  reset: {
    button: 'Wachtwoord herstellen',
    buttonLabel: (name: string) => `Wachtwoord herstellen voor ${name}`,
  },

  deactivate: {
    button: 'Deactiveren',
    buttonLabel: (name: string) => `${name} deactiveren`,
    title: (name: string) => `${name} deactiveren?`,
    description: 'Het account wordt meteen afgemeld en kan zich niet meer aanmelden. Dit maak je niet ongedaan.',
    submit: 'Deactiveren',
    sending: 'Deactiveren...',
    done: (name: string) => `${name} is gedeactiveerd.`,
  },

  password: {
    title: 'Wachtwoord wijzigen',
    intro: `Kies een nieuw wachtwoord van minstens ${MIN} tekens. Je andere sessies worden afgemeld.`,
    current: 'Huidig wachtwoord',
    next: 'Nieuw wachtwoord',
    hint: `Minstens ${MIN} tekens.`,
    submit: 'Wachtwoord wijzigen',
    sending: 'Wijzigen...',
    done: 'Je wachtwoord is gewijzigd.',
  },

  accept: {
    invitationTitle: 'Welkom: kies je wachtwoord',
    invitationIntro: `Je bent uitgenodigd als medewerker. Kies een wachtwoord van minstens ${MIN} tekens om je account te maken.`,
    resetTitle: 'Kies een nieuw wachtwoord',
    resetIntro: `Kies een nieuw wachtwoord van minstens ${MIN} tekens. Daarna meld je je aan.`,
    password: 'Wachtwoord',
    hint: `Minstens ${MIN} tekens.`,
    submit: 'Wachtwoord opslaan',
    sending: 'Opslaan...',
    invitationDone: (email: string) => `Je account ${email} is klaar. Meld je nu aan.`,
    resetDone: (email: string) => `Het wachtwoord van ${email} is gewijzigd. Meld je nu aan.`,
    toLogin: 'Naar aanmelden',
  },
};

/**
 * Each form's own table: which fields it has, which are required, their maxima, and what only that form checks
 * (the checkout's postcode per country). The rules themselves are tested once, in fields.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { CHECKOUT_FORM_CODES, CHECKOUT_MAX_LENGTH, checkoutForm } from './checkout';
import { CONTACT_FORM_CODES, CONTACT_MAX_LENGTH, contactForm } from './contact';
import { parseForm } from './fields';
import { REVIEW_FORM_CODES, REVIEW_MAX_LENGTH, reviewForm } from './review';
import { SAMPLE_REQUEST_FORM_CODES, SAMPLE_REQUEST_MAX_LENGTH, sampleRequestForm } from './sample-request';
import { STAFF_SIGN_IN_FORM_CODES, staffSignInForm } from './staff-sign-in';
import { STAFF_ACCOUNT_FORM_CODES, staffInviteForm, staffPasswordChangeForm, staffPasswordForm } from './staff-accounts';
import { PRODUCT_FORM_CODES, productForm } from './product';

/** Field path -> code of every refusal. */
const codes = (result: ReturnType<typeof parseForm>) => (result.ok ? {} : Object.fromEntries(result.errors.map((e) => [e.path.join('.'), e.code])));

describe('contact form', () => {
  const valid = { name: 'An Peeters', email: 'an@voorbeeld.be', phone: null, subject: 'Opmeten', message: 'Kunnen jullie langskomen?\nDank u.' };

  it('requires name, e-mail address, subject and message, in that order; the phone is optional', () => {
    expect(parseForm(contactForm, CONTACT_FORM_CODES, valid)).toEqual({ ok: true, values: { ...valid, phone: '' } });
    const empty = parseForm(contactForm, CONTACT_FORM_CODES, { name: '', email: '', phone: '', subject: '', message: '' });
    expect(empty.ok ? [] : empty.errors.map((e) => e.message)).toEqual(['Vul je naam in.', 'Vul je e-mailadres in.', 'Vul een onderwerp in.', 'Schrijf je bericht.']);
  });

  it('takes each field up to its maximum; only the message spans lines', () => {
    expect(CONTACT_MAX_LENGTH).toEqual({ name: 120, email: 254, phone: 40, subject: 200, message: 5000 });
    const longest = { name: 'n'.repeat(120), email: `${'e'.repeat(249)}@x.be`, phone: '1'.repeat(40), subject: 's'.repeat(200), message: 'm'.repeat(5000) };
    expect(parseForm(contactForm, CONTACT_FORM_CODES, longest).ok).toBe(true);
    const over = { name: 'n'.repeat(121), email: `${'e'.repeat(250)}@x.be`, phone: '1'.repeat(41), subject: 's'.repeat(201), message: 'm'.repeat(5001) };
    expect(codes(parseForm(contactForm, CONTACT_FORM_CODES, over))).toEqual({ name: 'TOO_LONG', email: 'TOO_LONG', phone: 'TOO_LONG', subject: 'TOO_LONG', message: 'TOO_LONG' });
    expect(codes(parseForm(contactForm, CONTACT_FORM_CODES, { ...valid, subject: 'Vraag\nBcc: x@y.be' }))).toEqual({ subject: 'INVALID' });
  });
});

describe('review form', () => {
  it('requires a name, 1–5 stars and a text, in that order; the text spans lines', () => {
    expect(parseForm(reviewForm, REVIEW_FORM_CODES, { name: ' Ine ', rating: 4, comment: 'Mooi.\nSnel geleverd.' })).toEqual({
      ok: true,
      values: { name: 'Ine', rating: 4, comment: 'Mooi.\nSnel geleverd.' },
    });
    const empty = parseForm(reviewForm, REVIEW_FORM_CODES, { name: '', rating: 0, comment: '' });
    expect(empty.ok ? [] : empty.errors.map((e) => e.message)).toEqual(['Vul je naam in.', 'Kies een waardering van 1 tot 5 sterren.', 'Schrijf je beoordeling.']);
  });

  it('takes a name of 80 and a text of 2000 characters', () => {
    expect(REVIEW_MAX_LENGTH).toEqual({ name: 80, comment: 2000 });
    expect(codes(parseForm(reviewForm, REVIEW_FORM_CODES, { name: 'n'.repeat(81), rating: 5, comment: 'c'.repeat(2001) }))).toEqual({ name: 'TOO_LONG', comment: 'TOO_LONG' });
  });
});

describe('colour sample form', () => {
  const valid = { color: 'Grijs', name: 'An', address: 'Kouter 12\n9000 Gent', email: 'an@voorbeeld.be' };

  it('requires the colour, a name, an address (on several lines) and an e-mail address', () => {
    expect(parseForm(sampleRequestForm, SAMPLE_REQUEST_FORM_CODES, valid)).toEqual({ ok: true, values: valid });
    const empty = parseForm(sampleRequestForm, SAMPLE_REQUEST_FORM_CODES, { color: '', name: '', address: '', email: '' });
    expect(empty.ok ? [] : empty.errors.map((e) => e.message)).toEqual(['Kies een kleur.', 'Vul je naam in.', 'Vul je adres in.', 'Vul je e-mailadres in.']);
  });

  it('takes a colour of 50, a name of 100, an address of 300 and an e-mail address of 254 characters', () => {
    expect(SAMPLE_REQUEST_MAX_LENGTH).toEqual({ color: 50, name: 100, address: 300, email: 254 });
    const over = { color: 'c'.repeat(51), name: 'n'.repeat(101), address: 'a'.repeat(301), email: `${'e'.repeat(250)}@x.be` };
    expect(codes(parseForm(sampleRequestForm, SAMPLE_REQUEST_FORM_CODES, over))).toEqual({ color: 'TOO_LONG', name: 'TOO_LONG', address: 'TOO_LONG', email: 'TOO_LONG' });
  });
});

describe('checkout form', () => {
  const customer = { name: 'An Peeters', email: 'an@voorbeeld.be', phone: '', street: 'Kouter 14', postcode: '9000', city: 'Gent', country: 'BE' as const };
  const valid = { customer, paymentMethod: 'BANCONTACT', notes: '', acceptNoWithdrawal: true };
  const place = (change: Partial<typeof valid>, customerChange: Partial<typeof customer> = {}) =>
    parseForm(checkoutForm, CHECKOUT_FORM_CODES, { ...valid, ...change, customer: { ...customer, ...customerChange } });

  it('names every missing field at once, with its path under customer where it belongs', () => {
    const result = parseForm(checkoutForm, CHECKOUT_FORM_CODES, {
      customer: { name: '', email: '', phone: '', street: '', postcode: '', city: '', country: 'BE' },
      paymentMethod: '',
      notes: '',
      acceptNoWithdrawal: false,
    });
    expect(result.ok ? [] : result.errors.map((e) => [e.path.join('.'), e.message])).toEqual([
      ['customer.name', 'Vul je naam in.'],
      ['customer.email', 'Vul je e-mailadres in.'],
      ['customer.street', 'Vul je straat en huisnummer in.'],
      ['customer.postcode', 'Vul je postcode in.'],
      ['customer.city', 'Vul je woonplaats in.'],
      ['paymentMethod', 'Kies hoe je wilt betalen.'],
      ['acceptNoWithdrawal', 'Bevestig dat je begrijpt dat maatwerk niet kan worden geretourneerd.'],
    ]);
  });

  it('takes a postcode of the chosen country only, and keeps it as that country writes it', () => {
    expect(place({}, { postcode: ' 9000 ' })).toMatchObject({ ok: true, values: { customer: { postcode: '9000' } } });
    expect(place({}, { postcode: '1016bs', country: 'NL' })).toMatchObject({ ok: true, values: { customer: { postcode: '1016 BS' } } });
    expect(place({}, { postcode: '123' })).toEqual({
      ok: false,
      errors: [{ code: 'INVALID_POSTCODE', path: ['customer', 'postcode'], message: 'Een Belgische postcode heeft 4 cijfers, bijvoorbeeld 9000.' }],
    });
    expect(place({}, { postcode: '1016 BS' })).toMatchObject({ ok: false, errors: [{ code: 'INVALID_POSTCODE' }] });
    expect(place({}, { postcode: '9000', country: 'NL' })).toEqual({
      ok: false,
      errors: [{ code: 'INVALID_POSTCODE', path: ['customer', 'postcode'], message: 'Een Nederlandse postcode heeft 4 cijfers en 2 letters, bijvoorbeeld 1016 BS.' }],
    });
  });

  it('checks the postcode also when another field is wrong, but only once the postcode passed its own rule', () => {
    expect(codes(place({ acceptNoWithdrawal: false }, { name: '', postcode: '123' }))).toEqual({
      'customer.name': 'REQUIRED',
      'customer.postcode': 'INVALID_POSTCODE',
      acceptNoWithdrawal: 'WITHDRAWAL_NOT_ACCEPTED',
    });
    expect(codes(place({}, { postcode: '12345678901' }))).toEqual({ 'customer.postcode': 'TOO_LONG' });
  });

  it('takes each field up to its maximum; only the notes span lines and may stay empty', () => {
    expect(CHECKOUT_MAX_LENGTH).toEqual({ name: 120, email: 254, phone: 40, street: 200, postcode: 10, city: 100, notes: 1000 });
    expect(codes(place({ notes: 'n'.repeat(1001) }, { name: 'n'.repeat(121), street: 's'.repeat(201), city: 'c'.repeat(101) }))).toEqual({
      'customer.name': 'TOO_LONG',
      'customer.street': 'TOO_LONG',
      'customer.city': 'TOO_LONG',
      notes: 'TOO_LONG',
    });
    expect(place({ notes: 'Boven de trap.\nBellen aub.' })).toMatchObject({ ok: true, values: { notes: 'Boven de trap.\nBellen aub.' } });
  });
});

describe('staff sign-in form', () => {
  it('requires both, each under its own field; the e-mail address is trimmed, the password kept as typed', () => {
    expect(parseForm(staffSignInForm, STAFF_SIGN_IN_FORM_CODES, { email: ' an@lumina.test ', password: ' geheim ' })).toEqual({
      ok: true,
      values: { email: 'an@lumina.test', password: ' geheim ' },
    });
    expect(parseForm(staffSignInForm, STAFF_SIGN_IN_FORM_CODES, { email: '', password: '' })).toEqual({
      ok: false,
      errors: [
        { code: 'REQUIRED', path: ['email'], message: 'Vul je e-mailadres in.' },
        { code: 'REQUIRED', path: ['password'], message: 'Vul je wachtwoord in.' },
      ],
    });
  });
});

describe('product form', () => {
  const valid = {
    name: 'Lichtdoorlatend rolgordijn – Wit', slug: 'Lichtdoorlatend-Wit', description: '', category: 'rolgordijnen', line: 'FACTORY', fabricType: 'SEMI_TRANSPARANT',
    cardCategory: '', listings: ['tile-demo', 'OVERVIEW'], transparency: 'semi_blackout', controls: ['chain'],
    colors: [{ name: 'Wit', hex: '#F5F3EE', fabricSku: '' }], lightFilter: 'Lichtdoorlatend\n\n Semi-transparant ', features: ['Premium stof'], published: true, sortOrder: '3',
  };
  const product = (change: Record<string, unknown>) => parseForm(productForm, PRODUCT_FORM_CODES, { ...valid, ...change });

  it('reads choices by their API name or stored value, lines from a text, and gives them as stored', () => {
    expect(product({})).toMatchObject({
      ok: true,
      values: { slug: 'lichtdoorlatend-wit', line: 'factory', fabricType: 'semi-transparant', cardCategory: null, listings: ['overview', 'tile-demo'], transparency: 'Semi-blackout', colors: [{ hex: '#f5f3ee' }], lightFilter: ['Lichtdoorlatend', 'Semi-transparant'], sortOrder: 3 },
    });
  });

  it('refuses a colour twice, a colour code that is not #rrggbb, no colour or control, a line twice and unknown choices', () => {
    const twice = [{ name: 'Wit', hex: '#ffffff', fabricSku: '' }, { name: 'wit', hex: 'wit', fabricSku: '' }];
    expect(codes(product({ colors: twice, controls: [], features: 'A\na', listings: ['balkon'], slug: 'niet goed' }))).toEqual({
      slug: 'INVALID_SLUG', listings: 'INVALID', controls: 'REQUIRED', 'colors.1.hex': 'INVALID', 'colors.1.name': 'DUPLICATE', features: 'DUPLICATE',
    });
    expect(codes(product({ colors: [], features: Array.from({ length: 13 }, (_, i) => `Punt ${i}`), lightFilter: ['x'.repeat(61)] }))).toEqual({
      colors: 'REQUIRED', lightFilter: 'TOO_LONG', features: 'OUT_OF_RANGE',
    });
  });
});

describe('staff account forms', () => {
  it('invite a colleague by name, address and role, trimmed; refuse a line break, a bad address and what is too long', () => {
    expect(parseForm(staffInviteForm, STAFF_ACCOUNT_FORM_CODES, { name: ' Els ', email: ' els@lumina.be ', role: 'ATELIER' })).toEqual({
      ok: true,
      values: { name: 'Els', email: 'els@lumina.be', role: 'ATELIER' },
    });
    expect(codes(parseForm(staffInviteForm, STAFF_ACCOUNT_FORM_CODES, { name: '', email: '', role: '' }))).toEqual({ name: 'REQUIRED', email: 'REQUIRED', role: 'REQUIRED' });
    expect(codes(parseForm(staffInviteForm, STAFF_ACCOUNT_FORM_CODES, { name: 'Els\nBcc', email: 'els@lumina', role: 'BEHEER' }))).toEqual({ name: 'INVALID', email: 'INVALID_EMAIL' });
    expect(codes(parseForm(staffInviteForm, STAFF_ACCOUNT_FORM_CODES, { name: 'n'.repeat(121), email: `${'e'.repeat(246)}@lumina.be`, role: 'BEHEER' }))).toEqual({
      name: 'TOO_LONG',
      email: 'TOO_LONG',
    });
  });

  it('take a new password as typed, 12 to 1024 characters, and the current one when changing it', () => {
    expect(parseForm(staffPasswordForm, STAFF_ACCOUNT_FORM_CODES, { password: ' twaalf tekens' })).toEqual({ ok: true, values: { password: ' twaalf tekens' } });
    const short = parseForm(staffPasswordForm, STAFF_ACCOUNT_FORM_CODES, { password: 'elf tekens!' });
    expect(short).toEqual({ ok: false, errors: [{ code: 'PASSWORD_TOO_SHORT', path: ['password'], message: 'Kies een wachtwoord van minstens 12 tekens.' }] });
    expect(codes(parseForm(staffPasswordForm, STAFF_ACCOUNT_FORM_CODES, { password: 'x'.repeat(1025) }))).toEqual({ password: 'TOO_LONG' });
    expect(codes(parseForm(staffPasswordChangeForm, STAFF_ACCOUNT_FORM_CODES, { currentPassword: '', newPassword: 'kort' }))).toEqual({
      currentPassword: 'REQUIRED',
      newPassword: 'PASSWORD_TOO_SHORT',
    });
  });
});

import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { accepted, choice, email, filled, optionalText, parseForm, phone, rating, secret, text, type FormErrorCode } from './fields';

const ALL: FormErrorCode[] = ['REQUIRED', 'TOO_LONG', 'INVALID', 'INVALID_EMAIL', 'INVALID_PHONE', 'INVALID_POSTCODE', 'WITHDRAWAL_NOT_ACCEPTED', 'RATING_OUT_OF_RANGE'];
const NAME = { label: 'Naam', required: 'Vul je naam in.' };

/** The one field `rule` as a form: its stored value, or its refusal as the API answers it. */
function check(rule: z.ZodMiniType, value: unknown) {
  const result = parseForm(z.object({ field: rule }), ALL, { field: value });
  return result.ok ? { value: (result.values as { field: unknown }).field } : result.errors;
}

const refused = (code: FormErrorCode, message: string) => [{ code, path: ['field'], message }];

describe('text: filled in, trimmed, at most so many characters, one line', () => {
  const rule = text(NAME, 5);

  it('stores the value trimmed', () => {
    expect(check(rule, '  An  ')).toEqual({ value: 'An' });
  });

  it('refuses empty, whitespace only and left out with the field’s own message', () => {
    for (const value of ['', ' \n\t ', null, undefined]) expect(check(rule, value)).toEqual(refused('REQUIRED', 'Vul je naam in.'));
  });

  it('refuses more than the maximum after trimming, naming the field and the maximum', () => {
    expect(check(rule, ' 12345 ')).toEqual({ value: '12345' });
    expect(check(rule, '123456')).toEqual(refused('TOO_LONG', 'Naam mag maximaal 5 tekens bevatten.'));
  });

  it('refuses control characters and, unless the field may span lines, a line break', () => {
    expect(check(rule, 'A\u0007n')).toEqual(refused('INVALID', 'Naam bevat ongeldige tekens.'));
    expect(check(rule, 'A\r\nn')).toEqual(refused('INVALID', 'Naam bevat ongeldige tekens.'));
    expect(check(text(NAME, 5, { multiLine: true }), 'A\nn\tb')).toEqual({ value: 'A\nn\tb' });
  });

  it('gives one problem a field, the first: too long before odd characters', () => {
    expect(check(rule, 'A\u0007nnnnn')).toEqual(refused('TOO_LONG', 'Naam mag maximaal 5 tekens bevatten.'));
  });
});

describe('optionalText: may stay empty, otherwise the same rules', () => {
  it('stores an empty or left-out field as ""', () => {
    for (const value of ['', '  ', null, undefined]) expect(check(optionalText({ label: 'Opmerkingen' }, 5), value)).toEqual({ value: '' });
  });

  it('still refuses too much', () => {
    expect(check(optionalText({ label: 'Opmerkingen' }, 5), '123456')).toEqual(refused('TOO_LONG', 'Opmerkingen mag maximaal 5 tekens bevatten.'));
  });
});

describe('email: one @, a dot in the domain, no spaces', () => {
  const rule = email({ label: 'E-mailadres', required: 'Vul je e-mailadres in.' }, 254);

  it('accepts what a mail client accepts', () => {
    for (const value of ['an@voorbeeld.be', 'an.peeters+staal@mail.example.co.uk']) expect(check(rule, value)).toEqual({ value });
  });

  it('refuses the rest with an example', () => {
    for (const value of ['an.peeters.example.be', 'an@localhost', 'an@voorbeeld', 'an @voorbeeld.be', 'an@voorbeeld.be.', 'an@@voorbeeld.be']) {
      expect(check(rule, value)).toEqual(refused('INVALID_EMAIL', 'Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.be.'));
    }
  });
});

describe('phone: optional; digits, spaces and + ( ) . / -, at least six', () => {
  const rule = phone({ label: 'Telefoonnummer' }, 40);

  it('accepts none, or a number as people write it', () => {
    expect(check(rule, '')).toEqual({ value: '' });
    expect(check(rule, null)).toEqual({ value: '' });
    for (const value of ['+32 9 123 45 67', '(09) 123.45.67', '0470/12-34-56']) expect(check(rule, value)).toEqual({ value });
  });

  it('refuses words or too few digits with an example', () => {
    for (const value of ['bel me maar', '12345', '+32 9 123 45 67 ext. 2']) {
      expect(check(rule, value)).toEqual(refused('INVALID_PHONE', 'Vul een geldig telefoonnummer in, bijvoorbeeld +32 9 123 45 67.'));
    }
  });
});

describe('choice, accepted, rating', () => {
  it('choice: one of the options must be chosen', () => {
    expect(check(choice('Kies hoe je wilt betalen.'), 'IDEAL')).toEqual({ value: 'IDEAL' });
    expect(check(choice('Kies hoe je wilt betalen.'), '')).toEqual(refused('REQUIRED', 'Kies hoe je wilt betalen.'));
  });

  it('accepted: the box must be ticked, answered with the code it is given', () => {
    const rule = accepted('WITHDRAWAL_NOT_ACCEPTED', 'Bevestig het.');
    expect(check(rule, true)).toEqual({ value: true });
    for (const value of [false, null, undefined]) expect(check(rule, value)).toEqual(refused('WITHDRAWAL_NOT_ACCEPTED', 'Bevestig het.'));
  });

  it('rating: a whole number of stars from 1 to 5; none chosen (0) is out of range', () => {
    const rule = rating(1, 5);
    expect(check(rule, 1)).toEqual({ value: 1 });
    expect(check(rule, 5)).toEqual({ value: 5 });
    for (const value of [0, 6, 2.5, null]) expect(check(rule, value)).toEqual(refused('RATING_OUT_OF_RANGE', 'Kies een waardering van 1 tot 5 sterren.'));
  });
});

describe('filled and secret: only filled in', () => {
  const field = { label: 'Wachtwoord', required: 'Vul je wachtwoord in.' };

  it('filled trims and has no maximum', () => {
    expect(check(filled(field), ` ${'a'.repeat(500)} `)).toEqual({ value: 'a'.repeat(500) });
    expect(check(filled(field), '  ')).toEqual(refused('REQUIRED', 'Vul je wachtwoord in.'));
  });

  it('secret keeps the spaces, which are part of a password', () => {
    expect(check(secret(field), ' geheim ')).toEqual({ value: ' geheim ' });
    expect(check(secret(field), '')).toEqual(refused('REQUIRED', 'Vul je wachtwoord in.'));
  });
});

describe('parseForm', () => {
  const form = z.object({ customer: z.object({ name: text(NAME, 5) }), notes: optionalText({ label: 'Opmerkingen' }, 3) });

  it('answers every refused field, with its path from the form’s root, in the form’s order', () => {
    expect(parseForm(form, ALL, { customer: { name: '' }, notes: 'lang' })).toEqual({
      ok: false,
      errors: [
        { code: 'REQUIRED', path: ['customer', 'name'], message: 'Vul je naam in.' },
        { code: 'TOO_LONG', path: ['notes'], message: 'Opmerkingen mag maximaal 3 tekens bevatten.' },
      ],
    });
  });

  it('throws when a form gives a code it did not declare (its API enum would not hold it)', () => {
    expect(() => parseForm(form, ['REQUIRED'], { customer: { name: 'An' }, notes: 'lang' })).toThrow(/notes with TOO_LONG/);
  });
});

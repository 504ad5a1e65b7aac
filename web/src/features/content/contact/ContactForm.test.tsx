import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContactMessageCreateDocument, type ContactMessageCreateMutationVariables } from '../../../gql/graphql';
import { content } from '../../../i18n/content';
import { answer, server } from '../../../test/msw';
import { renderScreen } from '../../../test/render';
import { ContactForm } from './ContactForm';

const t = content.contact.form;

async function fillIn(user: ReturnType<typeof renderScreen>['user']) {
  await user.type(screen.getByLabelText(new RegExp(`^${t.name}`)), 'An Peeters');
  await user.type(screen.getByLabelText(new RegExp(`^${t.email}`)), 'an@voorbeeld.be');
  await user.type(screen.getByLabelText(new RegExp(`^${t.subject}`)), 'Meetafspraak');
  await user.type(screen.getByLabelText(new RegExp(`^${t.message}`)), 'Kan iemand langskomen?');
}

describe('ContactForm', () => {
  it('sends what the visitor typed, then clears the form and says so', async () => {
    const sent: ContactMessageCreateMutationVariables[] = [];
    server.use(
      answer(ContactMessageCreateDocument, (variables) => {
        sent.push(variables);
        return { contactMessageCreate: { contactMessage: { id: '1', createdAt: '2026-11-23T10:00:00Z' }, userErrors: [] } };
      }),
    );
    const { user } = renderScreen(<ContactForm />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: t.submit }));

    expect(await screen.findByText(t.successTitle)).toBeTruthy();
    expect(sent).toEqual([{ input: { name: 'An Peeters', email: 'an@voorbeeld.be', phone: null, subject: 'Meetafspraak', message: 'Kan iemand langskomen?' } }]);
    expect((screen.getByLabelText(new RegExp(`^${t.name}`)) as HTMLInputElement).value).toBe('');
  });

  it('refuses in the browser what the server would, with its words, focusing the first field at fault; a change clears its error', async () => {
    let sent = 0;
    server.use(answer(ContactMessageCreateDocument, () => (sent++, { contactMessageCreate: { contactMessage: null, userErrors: [] } })));
    const { user } = renderScreen(<ContactForm />);
    const name = screen.getByLabelText(new RegExp(`^${t.name}`));
    const email = screen.getByLabelText(new RegExp(`^${t.email}`));
    await user.click(screen.getByRole('button', { name: t.submit }));

    for (const message of ['Vul je naam in.', 'Vul je e-mailadres in.', 'Vul een onderwerp in.', 'Schrijf je bericht.']) expect(await screen.findByText(message)).toBeTruthy();
    expect(document.activeElement).toBe(name);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby')!)?.textContent).toBe('Vul je naam in.');
    expect(screen.getByLabelText(new RegExp(`^${t.phone}`)).getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe(t.errorSummary(4));

    await user.type(name, 'An Peeters');
    expect(name.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('Vul je naam in.')).toBeNull();
    await user.type(email, 'an.peeters-at-example.be');
    await user.type(screen.getByLabelText(new RegExp(`^${t.phone}`)), 'bel me');
    await user.type(screen.getByLabelText(new RegExp(`^${t.subject}`)), 'Vraag');
    await user.type(screen.getByLabelText(new RegExp(`^${t.message}`)), 'Hallo');
    await user.click(screen.getByRole('button', { name: t.submit }));

    expect(await screen.findByText('Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.be.')).toBeTruthy();
    expect(screen.getByText('Vul een geldig telefoonnummer in, bijvoorbeeld +32 9 123 45 67.')).toBeTruthy();
    expect(document.activeElement).toBe(email);
    expect(sent).toBe(0);
  });

  it('shows a refusal from the server under the field it names and keeps what was typed', async () => {
    server.use(
      answer(ContactMessageCreateDocument, () => ({
        contactMessageCreate: {
          contactMessage: null,
          userErrors: [{ code: 'INVALID_EMAIL', field: ['input', 'email'], message: 'Vul een geldig e-mailadres in.' }],
        },
      })),
    );
    const { user } = renderScreen(<ContactForm />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: t.submit }));

    const email = screen.getByLabelText(new RegExp(`^${t.email}`));
    expect(await screen.findByText('Vul een geldig e-mailadres in.')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByLabelText(new RegExp(`^${t.message}`)) as HTMLTextAreaElement).value).toBe('Kan iemand langskomen?');
  });
});

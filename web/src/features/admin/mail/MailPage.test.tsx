import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminMailDocument, AdminMailsDocument, type AdminMailsQueryVariables } from '../../../gql/admin';
import { adminMail as t } from '../../../i18n/admin-mail';
import { adminShell } from '../../../i18n/admin-shell';
import { answer, server } from '../../../test/msw';
import { renderScreen } from '../../../test/render';
import MailPage from './MailPage';

function listItem(id: string, subject: string, recipient: string, status: 'SENT' | 'KEPT' | 'FAILED' | 'PENDING' | 'SUPPRESSED' = 'KEPT') {
  return { id, template: 'ORDER_RECEIVED' as const, recipient, subject, status, createdAt: '2026-11-20T09:30:00.000Z' };
}

const KEPT_HTML = '<!DOCTYPE html><html lang="nl"><body><p>Totaal € 286,85 (stub 7f3a)</p></body></html>';

describe('MailPage (/admin/e-mails)', () => {
  it('lists the mails page by page, and opens one rendered in a sandboxed frame beside its text version', async () => {
    const pages: AdminMailsQueryVariables[] = [];
    const opened: string[] = [];
    server.use(
      answer(AdminMailsDocument, (variables) => {
        pages.push(variables);
        const first = !variables.after;
        return {
          mails: {
            totalCount: 3,
            nodes: [],
            pageInfo: { hasNextPage: first, hasPreviousPage: !first, startCursor: null, endCursor: first ? 'c2' : 'c3' },
            edges: first
              ? [
                  { cursor: 'c1', node: listItem('3', 'Je bestelling LUM-2026-01042 is ontvangen', 'an.peeters@example.be') },
                  { cursor: 'c2', node: listItem('2', 'Betaling ontvangen voor bestelling LUM-2026-01041', 'bram@example.be', 'SENT') },
                ]
              : [{ cursor: 'c3', node: listItem('1', 'We hebben je bericht ontvangen: Stalen', 'carla@example.be', 'FAILED') }],
          },
        };
      }),
      answer(AdminMailDocument, ({ id }) => {
        opened.push(String(id));
        return {
          mail: {
            ...listItem(String(id), 'Je bestelling LUM-2026-01042 is ontvangen', 'an.peeters@example.be'),
            sentAt: null,
            attempts: 1,
            lastError: null,
            messageId: '<0b6f-stub@lumina-rolgordijnen.be>',
            attachments: ['Factuur 2026-00042 (pdf)'],
            html: KEPT_HTML,
            text: 'Beste An Peeters,\n\nTotaal € 286,85 (stub 7f3a)',
          },
        };
      }),
    );
    const { user, location } = renderScreen(<MailPage />, { route: '/admin/e-mails', path: '/admin/e-mails' });

    const list = await screen.findByRole('list', { name: t.listLabel });
    expect(screen.getByText(t.count(3))).toBeTruthy();
    const entries = within(list).getAllByRole('link');
    expect(entries).toHaveLength(2);
    expect(entries[0]!.textContent).toContain('an.peeters@example.be');
    expect(entries[0]!.textContent).toContain(t.templates.ORDER_RECEIVED);
    expect(entries[0]!.textContent).toContain(t.statuses.KEPT);
    expect(entries[1]!.textContent).toContain(t.statuses.SENT);
    expect(screen.getByText(t.choose)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: adminShell.inbox.loadMore }));
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(3));
    expect(pages).toEqual([{ first: 20 }, { first: 20, after: 'c2' }]);
    expect(within(list).getAllByRole('link')[2]!.textContent).toContain(t.statuses.FAILED);

    // Named by what it does, described by the rest it shows.
    const entry = screen.getByRole('link', { name: t.open('Je bestelling LUM-2026-01042 is ontvangen') });
    const description = entry.getAttribute('aria-describedby')!.split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(description).toEqual(['Bewaard, niet verzonden', 'Bestelling ontvangen · an.peeters@example.be', '20 nov 2026, 10:30']);
    await user.click(entry);
    expect(location()).toBe('/admin/e-mails?mail=3');
    const detail = await screen.findByRole('article');
    expect(opened).toEqual(['3']);
    const heading = within(detail).getByRole('heading', { level: 2, name: 'Je bestelling LUM-2026-01042 is ontvangen' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(detail.textContent).toContain('an.peeters@example.be');
    expect(detail.textContent).toContain(t.notSent);
    expect(detail.textContent).toContain('Factuur 2026-00042 (pdf)');
    expect(detail.textContent).toContain('<0b6f-stub@lumina-rolgordijnen.be>');

    // The HTML only inside a frame with every sandbox restriction; the text version as text.
    const frame = within(detail).getByTitle(t.renderedFrame('Je bestelling LUM-2026-01042 is ontvangen'));
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toBe(KEPT_HTML);
    expect(detail.querySelector('pre')!.textContent).toBe('Beste An Peeters,\n\nTotaal € 286,85 (stub 7f3a)');
    expect(within(list).getAllByRole('link')[0]!.getAttribute('aria-current')).toBe('true');
  });

  it('shows a mail the outbox held back as not sent, with why', async () => {
    const why = 'Niet verzonden: dit adres kreeg het afgelopen uur al 10 e-mails (stub 51c2).';
    server.use(
      answer(AdminMailsDocument, () => ({
        mails: {
          totalCount: 1,
          nodes: [],
          pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: 'c1', endCursor: 'c1' },
          edges: [{ cursor: 'c1', node: listItem('7', 'Je bestelling LUM-2026-01050 is ontvangen', 'iemand@example.be', 'SUPPRESSED') }],
        },
      })),
      answer(AdminMailDocument, () => ({
        mail: {
          ...listItem('7', 'Je bestelling LUM-2026-01050 is ontvangen', 'iemand@example.be', 'SUPPRESSED'),
          sentAt: null,
          attempts: 0,
          lastError: why,
          messageId: '<51c2-stub@lumina-rolgordijnen.be>',
          attachments: [],
          html: KEPT_HTML,
          text: 'Totaal € 286,85 (stub 7f3a)',
        },
      })),
    );
    renderScreen(<MailPage />, { route: '/admin/e-mails?mail=7', path: '/admin/e-mails' });
    const detail = await screen.findByRole('article');
    expect(within(detail).getByText('Niet verzonden (te veel aan dit adres)')).toBeTruthy();
    expect(within(detail).getByText('Waarom niet verzonden').nextElementSibling!.textContent).toBe(why);
    expect(detail.textContent).not.toContain(t.lastError);
  });

  it('says so when the mail in the address is unknown', async () => {
    server.use(
      answer(AdminMailsDocument, () => ({
        mails: { totalCount: 1, nodes: [], pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: 'c1', endCursor: 'c1' }, edges: [{ cursor: 'c1', node: listItem('1', 'Onderwerp', 'x@example.be') }] },
      })),
      answer(AdminMailDocument, () => ({ mail: null })),
    );
    renderScreen(<MailPage />, { route: '/admin/e-mails?mail=999', path: '/admin/e-mails' });
    expect(await screen.findByText(t.notFound)).toBeTruthy();
  });

  it('shows an empty outbox as such', async () => {
    server.use(
      answer(AdminMailsDocument, () => ({
        mails: { totalCount: 0, nodes: [], pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null }, edges: [] },
      })),
    );
    renderScreen(<MailPage />, { route: '/admin/e-mails', path: '/admin/e-mails' });
    expect(await screen.findByText(t.empty)).toBeTruthy();
    expect(screen.getByText(t.count(0))).toBeTruthy();
  });
});

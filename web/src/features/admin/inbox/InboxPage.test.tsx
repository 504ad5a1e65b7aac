import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  InboxContactMessageMarkHandledDocument,
  InboxContactMessagesDocument,
  InboxPendingReviewsDocument,
  InboxProductNamesDocument,
  InboxReviewApproveDocument,
  type InboxPendingReviewsQueryVariables,
} from '../../../gql/admin';
import { adminShell } from '../../../i18n/admin-shell';
import { answer, server } from '../../../test/msw';
import { renderScreen } from '../../../test/render';
import InboxPage from './InboxPage';

const t = adminShell.inbox;

function review(id: string, customerName: string, rating = 4) {
  return { id, productId: 'p1', customerName, rating, comment: `Mooi rolgordijn.\nSnel geleverd (${id}).`, date: '2026-11-20T09:30:00.000Z', status: 'PENDING' as const, initials: 'XX' };
}

const productNames = answer(InboxProductNamesDocument, () => ({
  products: { nodes: [{ id: 'p1', name: 'Verduisterend rolgordijn – Wit' }] },
}));

describe('InboxPage', () => {
  it('reviews: pages with Meer laden, and an approved review leaves the queue with a confirmation', async () => {
    const pages: InboxPendingReviewsQueryVariables[] = [];
    const approved: string[] = [];
    server.use(
      productNames,
      answer(InboxPendingReviewsDocument, (variables) => {
        pages.push(variables);
        const first = !variables.after;
        return {
          reviewsForModeration: {
            totalCount: 3,
            nodes: [],
            pageInfo: { hasNextPage: first, hasPreviousPage: !first, startCursor: null, endCursor: first ? 'c2' : 'c3' },
            edges: first
              ? [
                  { cursor: 'c1', node: review('1', 'An Peeters', 5) },
                  { cursor: 'c2', node: review('2', 'Bram Claes', 2) },
                ]
              : [{ cursor: 'c3', node: review('3', 'Carla Smet') }],
          },
        };
      }),
      answer(InboxReviewApproveDocument, ({ id }) => {
        approved.push(String(id));
        return { reviewApprove: { review: { ...review(String(id), 'Bram Claes', 2), status: 'APPROVED' }, userErrors: [] } };
      }),
    );
    const { user } = renderScreen(<InboxPage kind="reviews" />, { route: '/admin/beoordelingen' });

    const list = await screen.findByRole('list', { name: t.reviews.listLabel });
    expect(screen.getByText(t.reviews.count(3))).toBeTruthy();
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    expect(within(list).getAllByRole('heading', { level: 2, name: 'Verduisterend rolgordijn – Wit' })).toHaveLength(2);
    expect(within(list).getByText(t.reviews.stars(5))).toBeTruthy();

    await user.click(screen.getByRole('button', { name: t.loadMore }));
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(3));
    expect(pages).toEqual([{ first: 20 }, { first: 20, after: 'c2' }]);
    expect(screen.queryByRole('button', { name: t.loadMore })).toBeNull();
    // Focus moves to the first entry of the new page.
    await waitFor(() => expect(document.activeElement?.textContent).toContain('Carla Smet'));

    const bram = within(list).getAllByRole('article')[1]!;
    expect(bram.textContent).toContain('Bram Claes');
    await user.click(within(bram).getByRole('button', { name: t.reviews.approve }));

    expect(await screen.findByText(t.reviews.approved('Bram Claes'))).toBeTruthy();
    expect(approved).toEqual(['2']);
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(2));
    expect(list.textContent).not.toContain('Bram Claes');
    expect(screen.getByText(t.reviews.count(2))).toBeTruthy();
    // Focus takes the place of the entry that left: the next review.
    expect(document.activeElement?.textContent).toContain('Carla Smet');
  });

  it('messages: marking one handled turns its badge and shows a refusal inline', async () => {
    let handled = false;
    server.use(
      answer(InboxContactMessagesDocument, () => ({
        contactMessages: {
          totalCount: 2,
          nodes: [],
          pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: 'a', endCursor: 'b' },
          edges: [
            {
              cursor: 'a',
              node: { id: '7', name: 'Dirk Jansen', email: 'dirk@voorbeeld.be', phone: '+32 470 12 34 56', subject: 'Meetafspraak', message: 'Regel 1\nRegel 2', createdAt: '2026-11-21T14:05:00.000Z', handled },
            },
            {
              cursor: 'b',
              node: { id: '8', name: 'Els Maes', email: 'els@voorbeeld.be', phone: null, subject: 'Weg', message: 'Hallo', createdAt: '2026-11-20T09:00:00.000Z', handled: false },
            },
          ],
        },
      })),
      answer(InboxContactMessageMarkHandledDocument, ({ id }) => {
        if (id === '8') return { contactMessageMarkHandled: { contactMessage: null, userErrors: [{ code: 'NOT_FOUND', field: ['id'], message: 'Dit bericht bestaat niet.' }] } };
        handled = true;
        return {
          contactMessageMarkHandled: {
            contactMessage: { id: '7', name: 'Dirk Jansen', email: 'dirk@voorbeeld.be', phone: '+32 470 12 34 56', subject: 'Meetafspraak', message: 'Regel 1\nRegel 2', createdAt: '2026-11-21T14:05:00.000Z', handled: true },
            userErrors: [],
          },
        };
      }),
    );
    const { user } = renderScreen(<InboxPage kind="messages" />, { route: '/admin/berichten' });

    const dirk = await screen.findByRole('article', { name: 'Meetafspraak' });
    expect(within(dirk).getByRole('link', { name: 'dirk@voorbeeld.be' }).getAttribute('href')).toBe('mailto:dirk@voorbeeld.be');
    expect(within(dirk).getByText('21 nov 2026, 15:05')).toBeTruthy();
    expect(within(dirk).getByText(t.open)).toBeTruthy();
    await user.click(within(dirk).getByRole('button', { name: t.markHandled }));

    expect(await screen.findByText(t.messages.markedHandled('Dirk Jansen'))).toBeTruthy();
    expect(within(dirk).getByText(t.handled)).toBeTruthy();
    expect(within(dirk).queryByRole('button', { name: t.markHandled })).toBeNull();
    expect(document.activeElement).toBe(dirk);

    const els = screen.getByRole('article', { name: 'Weg' });
    await user.click(within(els).getByRole('button', { name: t.markHandled }));
    expect((await within(els).findByRole('alert')).textContent).toBe('Dit bericht bestaat niet.');
    expect(within(els).getByText(t.open)).toBeTruthy();
  });

  it('messages: when the server refuses the list to the role (FORBIDDEN), says whom to ask for which role, not that the list failed', async () => {
    // The role was changed since the screen was opened: the frame still thought it might.
    const wasKlantenservice = { email: 'ann@lumina.test', name: 'Ann', role: 'ATELIER' as const, can: ['Query.orders', 'Query.contactMessages'] };
    const refusal = { message: 'Je rol als medewerker laat dit niet toe.', extensions: { code: 'FORBIDDEN', field: ['Query', 'contactMessages'] } };
    server.use(answer(InboxContactMessagesDocument, () => ({ errors: [refusal] })));
    renderScreen(<InboxPage kind="messages" />, { route: '/admin/berichten', staff: wasKlantenservice });

    expect((await screen.findByRole('alert')).textContent).toBe('Je hebt geen toegang tot dit scherm. Vraag een beheerder om de rol klantenservice.');
    expect(screen.getByText('Je bent aangemeld met de rol atelier.')).toBeTruthy();
    expect(screen.queryByText(t.loadFailed)).toBeNull();
    expect(screen.queryByRole('button', { name: adminShell.retry })).toBeNull();
  });
});

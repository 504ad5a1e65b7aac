/**
 * What the head says once the app moves on (issue 31, item 9): a page not for search results carries
 * `<meta name="robots" content="noindex">` for as long as it is shown, however the visitor came, and the next page is
 * indexed again; another address of a page is replaced by the page's own, its query and fragment kept.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { MovedPage, useNoindex } from './page-head';

const robots = () => document.head.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null;

function Page({ name, noindex = false }: { name: string; noindex?: boolean }) {
  useNoindex(noindex);
  return <h1>{name}</h1>;
}

function Where() {
  const { pathname, search, hash } = useLocation();
  return <p data-testid="where">{`${pathname}${search}${hash}`}</p>;
}

describe('noindex', () => {
  it('is in the head while a page not for search results is shown, and gone on the next page', async () => {
    const user = userEvent.setup();
    // The frame says noindex by the path (the checkout, an order's page); a page can say so too (one that does not exist).
    function Frame() {
      const { pathname } = useLocation();
      useNoindex(pathname === '/checkout' || pathname.startsWith('/bestelling/'));
      return (
        <>
          <Link to="/checkout">Afrekenen</Link>
          <Link to="/bestelling/bestaat-niet">Bestelling</Link>
          <Link to="/contact">Contact</Link>
          <Routes>
            <Route path="/checkout" element={<Page name="Afrekenen" />} />
            <Route path="/bestelling/:code" element={<Page name="Bestelling niet gevonden" noindex />} />
            <Route path="*" element={<Page name="Contact" />} />
          </Routes>
        </>
      );
    }
    render(
      <MemoryRouter initialEntries={['/contact']}>
        <Frame />
      </MemoryRouter>,
    );
    expect(robots()).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Afrekenen' }));
    expect(await screen.findByRole('heading', { name: 'Afrekenen' })).toBeDefined();
    expect(robots()).toBe('noindex');
    // Two say it (the frame and the page): the page's going leaves the frame's.
    await user.click(screen.getByRole('link', { name: 'Bestelling' }));
    expect(await screen.findByRole('heading', { name: 'Bestelling niet gevonden' })).toBeDefined();
    expect(robots()).toBe('noindex');
    await user.click(screen.getByRole('link', { name: 'Contact' }));
    expect(await screen.findByRole('heading', { name: 'Contact' })).toBeDefined();
    expect(robots()).toBeNull();
  });
});

describe('MovedPage', () => {
  it("sends /about?utm_source=nieuwsbrief#team to the page's own address, query and fragment kept", async () => {
    render(
      <MemoryRouter initialEntries={['/start', '/about?utm_source=nieuwsbrief#team']} initialIndex={1}>
        <Routes>
          <Route path="/about" element={<MovedPage to="/over-ons" />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
    expect((await screen.findByTestId('where')).textContent).toBe('/over-ons?utm_source=nieuwsbrief#team');
  });
});

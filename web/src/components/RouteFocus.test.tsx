import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { RouteFocus } from './RouteFocus';

/** A page whose heading shows once its data has come: a skeleton's heading first, then the page's own. */
function LatePage() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLoaded(true), 50);
    return () => clearTimeout(timer);
  }, []);
  return loaded ? <h1>Rolgordijn configureren</h1> : <h1 aria-busy="true">Laden...</h1>;
}

function shop(start = '/') {
  return render(
    <MemoryRouter initialEntries={[start]}>
      <RouteFocus />
      <nav>
        <Link to="/contact">Contact</Link>
        <Link to="/product/wit">Product</Link>
      </nav>
      <main id="main" tabIndex={-1}>
        <Routes>
          <Route path="/" element={<h1>Start</h1>} />
          <Route path="/contact" element={<h1>Contact</h1>} />
          <Route path="/product/wit" element={<LatePage />} />
        </Routes>
      </main>
    </MemoryRouter>,
  );
}

describe('focus after a page change', () => {
  it('stays at the start of the first page, and moves to the new page’s heading after a link', async () => {
    const user = userEvent.setup();
    shop();
    expect(document.activeElement).toBe(document.body);
    await user.click(screen.getByRole('link', { name: 'Contact' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Contact' }));
  });

  it('waits for a heading that comes later, and follows it when the page draws it anew', async () => {
    const user = userEvent.setup();
    shop('/contact');
    await user.click(screen.getByRole('link', { name: 'Product' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Rolgordijn configureren' })));
  });

  it('leaves the focus to the visitor once they press a key', async () => {
    const user = userEvent.setup();
    shop('/contact');
    await user.click(screen.getByRole('link', { name: 'Product' }));
    // Focus on the skeleton's heading; the visitor tabs on before the page has loaded.
    await user.keyboard('{Tab}');
    const before = document.activeElement;
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.getByRole('heading', { level: 1, name: 'Rolgordijn configureren' })).not.toBe(document.activeElement);
    expect(document.activeElement).toBe(before);
  });
});

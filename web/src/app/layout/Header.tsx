import { Link, NavLink } from 'react-router-dom';
import { nl } from '../../i18n/nl';

/** The wordmark: a rolled-down blind and the brand name, drawn as SVG so it needs no font to load. */
function Logo() {
  return (
    <svg width="124" height="32" viewBox="0 0 124 32" aria-hidden="true" focusable="false" className="h-7 w-auto md:h-8">
      <rect x="1" y="4" width="22" height="4" rx="2" className="fill-accent" />
      <rect x="3" y="8" width="18" height="15" className="fill-ink" />
      <rect x="2" y="23" width="20" height="3" rx="1.5" className="fill-accent" />
      <text x="30" y="24" className="fill-ink font-display" fontSize="22" fontWeight="600" letterSpacing="0.5">
        Lumina
      </text>
    </svg>
  );
}

function CartIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M5 8h14l-1.2 11.1a2 2 0 0 1-2 1.9H8.2a2 2 0 0 1-2-1.9z" />
      <path d="M9 8V6.5a3 3 0 0 1 6 0V8" />
    </svg>
  );
}

const navItems = [
  { to: '/', label: nl.header.nav.home, end: true },
  { to: '/over-ons', label: nl.header.nav.about, end: false },
  { to: '/contact', label: nl.header.nav.contact, end: false },
] as const;

/**
 * A small, clean header: logo, the three main links and the cart button. The full header (submenu,
 * search, mobile side menu, cart panel and badge) comes with the cart work.
 */
export function Header() {
  return (
    <header className="border-b border-line bg-page">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-1 px-3 sm:gap-3 sm:px-4 md:h-20 md:px-8">
        <Link to="/" aria-label={nl.header.logoLabel} className="shrink-0 rounded">
          <Logo />
        </Link>
        <nav aria-label={nl.header.navLabel} className="min-w-0">
          <ul className="flex items-center text-sm sm:text-[0.95rem] md:gap-4">
            {navItems.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.end}
                  className={({ isActive }) =>
                    `block rounded-md px-1.5 py-2 font-medium sm:px-2 whitespace-nowrap underline-offset-8 hover:text-accent md:px-3 ${
                      isActive ? 'text-ink underline decoration-accent decoration-2' : 'text-ink-soft'
                    }`
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <button
          type="button"
          aria-label={nl.header.cart}
          title={nl.header.cart}
          className="inline-flex size-10 shrink-0 md:size-11 items-center justify-center rounded-full text-ink hover:bg-sand"
        >
          <CartIcon />
        </button>
      </div>
    </header>
  );
}

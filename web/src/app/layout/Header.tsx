import { Link, NavLink, useLocation } from 'react-router-dom';
import { BRAND } from '@lumina/schema';
import { CartButton } from '../../features/cart';
import { nl } from '../../i18n/nl';
import { useHeaderSearch } from './HeaderSearch';
import { MobileMenu } from './MobileMenu';
import { navItems } from './nav-items';
import { RollerBlindsSubmenu, showsRollerBlindsSubmenu } from './RollerBlindsSubmenu';

/** The wordmark: a rolled-down blind and the brand name, drawn as SVG so it needs no font to load. */
function Logo() {
  return (
    <svg width="124" height="32" viewBox="0 0 124 32" aria-hidden="true" focusable="false" className="h-7 w-auto md:h-8">
      <rect x="1" y="4" width="22" height="4" rx="2" className="fill-accent" />
      <rect x="3" y="8" width="18" height="15" className="fill-ink" />
      <rect x="2" y="23" width="20" height="3" rx="1.5" className="fill-accent" />
      <text x="30" y="24" className="fill-ink font-display" fontSize="22" fontWeight="600" letterSpacing="0.5">
        {BRAND.name}
      </text>
    </svg>
  );
}

/**
 * Site header (SPEC §2): logo, main navigation (a side menu below 768 px), search button, cart button with
 * badge; on the roller-blind pages the 'ROLGORDIJNEN' submenu bar below it.
 */
export function Header() {
  const { pathname } = useLocation();
  const search = useHeaderSearch();
  return (
    <header className="relative z-30 border-b border-line bg-page">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-1 px-3 sm:gap-3 sm:px-4 md:h-20 md:px-8">
        <Link to="/" aria-label={nl.header.logoLabel(BRAND.name)} className="mr-auto shrink-0 rounded md:mr-0">
          <Logo />
        </Link>
        <nav aria-label={nl.header.navLabel} className="hidden min-w-0 md:mx-auto md:block">
          <ul className="flex items-center gap-2 text-[0.95rem] lg:gap-4">
            {navItems.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.end}
                  className={({ isActive }) =>
                    `block rounded-md px-3 py-2 font-medium whitespace-nowrap underline-offset-8 hover:text-accent ${
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
        <div className="flex items-center gap-0.5 sm:gap-1">
          {search.button}
          <CartButton />
          <MobileMenu />
        </div>
      </div>
      {search.panel}
      {showsRollerBlindsSubmenu(pathname) && <RollerBlindsSubmenu />}
    </header>
  );
}

import { useEffect, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { MenuIcon } from '../../components/icons';
import { Sheet, SheetContent, SheetTrigger } from '../../components/Sheet';
import { nl } from '../../i18n/nl';
import { navItems } from './nav-items';

/** The side menu below 768 px (a Radix Dialog as a sheet from the left) with the main navigation. */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger
        aria-label={nl.header.menu.open}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink hover:bg-sand md:hidden"
      >
        <MenuIcon />
      </SheetTrigger>
      <SheetContent side="left" title={nl.header.menu.title} closeLabel={nl.header.menu.close} widthClass="w-[85%] max-w-xs">
        <nav aria-label={nl.header.navLabel} className="px-3 py-4">
          <ul className="space-y-1">
            {navItems.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.end}
                  onClick={() => setOpen(false)}
                  className={({ isActive }) =>
                    `block rounded-lg px-4 py-3 text-lg font-medium hover:bg-sand ${
                      isActive ? 'bg-sand text-ink' : 'text-ink'
                    }`
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </SheetContent>
    </Sheet>
  );
}

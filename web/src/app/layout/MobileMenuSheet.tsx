import { NavLink } from 'react-router-dom';
import { Sheet, SheetContent } from '../../components/Sheet';
import { nl } from '../../i18n/nl';
import { navItems } from './nav-items';

/** The side menu's sheet (a Radix Dialog from the left), loaded the first time the menu opens. */
export default function MobileMenuSheet({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="left" title={nl.header.menu.title} closeLabel={nl.header.menu.close} widthClass="w-[85%] max-w-xs">
        <nav aria-label={nl.header.navLabel} className="px-3 py-4">
          <ul className="space-y-1">
            {navItems.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.end}
                  onClick={() => onOpenChange(false)}
                  className={({ isActive }) =>
                    `block rounded-lg px-4 py-3 text-lg font-medium hover:bg-sand ${isActive ? 'bg-sand text-ink' : 'text-ink'}`
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

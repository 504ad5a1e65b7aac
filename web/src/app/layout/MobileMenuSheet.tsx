import { useId } from 'react';
import { NavLink } from 'react-router-dom';
import { Sheet, SheetContent } from '../../components/Sheet';
import { nl } from '../../i18n/nl';
import { navItems, rollerBlindSections } from './nav-items';
import { ThemeToggle } from './ThemeToggle';

const t = nl.header.menu;

const linkClass = ({ isActive }: { isActive: boolean }) => `block rounded-lg px-4 py-3 text-lg font-medium text-ink hover:bg-sand ${isActive ? 'bg-sand' : ''}`;

interface MenuLink {
  to: string;
  label: string;
  end: boolean;
}

/** A list of the menu's links; following one closes the menu. */
function MenuLinks({ links, onFollow, className = '', labelledBy }: { links: readonly MenuLink[]; onFollow: () => void; className?: string; labelledBy?: string }) {
  return (
    <ul aria-labelledby={labelledBy} className={`space-y-0.5 ${className}`}>
      {links.map((item) => (
        <li key={item.to}>
          <NavLink to={item.to} end={item.end} onClick={onFollow} className={linkClass}>
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * The side menu's sheet (a Radix Dialog from the left), loaded the first time the menu opens: every listing and
 * the atelier (issue 31: a phone had no way to the products but the home page), the main navigation, and the theme
 * switch, which on a phone lives here instead of floating over the page.
 */
export default function MobileMenuSheet({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const productsId = useId();
  const close = () => onOpenChange(false);
  const products: MenuLink[] = [
    ...rollerBlindSections().map(({ to, label }) => ({ to, label, end: true })),
    { to: '/fabric-collection', label: t.fabricCollection, end: true },
    { to: '/products', label: t.allProducts, end: true },
  ];
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="left" title={t.title} closeLabel={t.close} widthClass="w-[85%] max-w-xs">
        <nav aria-label={nl.header.navLabel} className="px-3 py-4">
          <h3 id={productsId} className="px-4 pb-1 font-sans text-sm font-semibold tracking-[0.12em] text-ink-soft uppercase">
            {t.products}
          </h3>
          <MenuLinks links={products} onFollow={close} labelledBy={productsId} />
          <MenuLinks links={navItems} onFollow={close} className="mt-3 border-t border-line pt-3" />
        </nav>
        <div className="border-t border-line px-3 py-4">
          <ThemeToggle placement="menu" />
        </div>
      </SheetContent>
    </Sheet>
  );
}

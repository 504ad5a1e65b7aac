import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ChatIcon, PhoneIcon, WhatsAppIcon } from '../../components/icons';
import type { BottomBarShopFragment } from '../../gql/graphql';
import { nl } from '../../i18n/nl';
import { telHref, whatsappHref } from '../../lib/phone';

const t = nl.bottomBar;
const item =
  'flex h-full flex-col items-center justify-center gap-0.5 text-xs font-medium text-ink hover:bg-sand hover:text-accent';


/** A link out of the shop; until the shop facts have loaded, the same look without a target. */
function ExternalItem({ href, newWindow, children }: { href: string | undefined; newWindow?: boolean; children: ReactNode }) {
  if (!href) {
    return (
      <span className={`${item} opacity-60`} aria-hidden="true">
        {children}
      </span>
    );
  }
  return (
    <a href={href} className={item} {...(newWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
      {newWindow && <span className="sr-only"> {t.newWindow}</span>}
    </a>
  );
}

/**
 * The fixed contact bar below 768 px (SPEC §2): WhatsApp, phone, 'Stel een vraag'. The layout keeps room
 * for it at the bottom (see Layout) so it never hides the page or the footer. A page with a bar of its own (a
 * configurator's price bar) shows that one instead (index.css, `[data-contact-bar]`).
 */
export function BottomBar({ shop }: { shop: BottomBarShopFragment | undefined }) {
  return (
    <nav
      aria-label={t.label}
      data-contact-bar=""
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-card pb-[env(safe-area-inset-bottom)] md:hidden"
    >
      <ul className="grid h-16 grid-cols-3">
        <li>
          <ExternalItem href={shop && whatsappHref(shop.contact.whatsapp)} newWindow>
            <WhatsAppIcon size={22} />
            {t.whatsapp}
          </ExternalItem>
        </li>
        <li>
          <ExternalItem href={shop && telHref(shop.contact.phone)}>
            <PhoneIcon size={22} />
            {t.phone}
          </ExternalItem>
        </li>
        <li>
          <Link to="/contact" className={item}>
            <ChatIcon size={22} />
            {t.question}
          </Link>
        </li>
      </ul>
    </nav>
  );
}

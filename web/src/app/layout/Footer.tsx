import { Link } from 'react-router-dom';
import type { FooterShopFragment } from '../../gql/graphql';
import { nl } from '../../i18n/nl';
import { telHref } from '../../lib/phone';

const serviceLinks = [
  { to: '/shipping', label: nl.footer.links.shipping },
  { to: '/warranty', label: nl.footer.links.warranty },
  { to: '/returns', label: nl.footer.links.returns },
] as const;

const legalLinks = [
  { to: '/algemene-voorwaarden', label: nl.footer.links.terms },
  { to: '/privacybeleid', label: nl.footer.links.privacy },
  { to: '/cookiebeleid', label: nl.footer.links.cookies },
] as const;

const linkClass = 'rounded text-ink-soft underline-offset-4 hover:text-accent hover:underline';

function LinkList({ heading, links }: { heading: string; links: readonly { to: string; label: string }[] }) {
  return (
    <div>
      <h2 className="font-sans text-sm font-semibold tracking-wide text-ink uppercase">{heading}</h2>
      <ul className="mt-3 space-y-2">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={linkClass}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Footer links (SPEC §2), payment methods, VAT number and contact data from the shop facts. The bottom row
 * keeps clear of the floating theme toggle (right on wide screens, above it on phones).
 */
export function Footer({ shop }: { shop: FooterShopFragment | undefined }) {
  return (
    <footer className="mt-auto border-t border-line bg-sand">
      <div className="mx-auto grid max-w-6xl gap-10 px-5 py-12 md:grid-cols-2 md:px-8 lg:grid-cols-4">
        <LinkList heading={nl.footer.serviceHeading} links={serviceLinks} />
        <LinkList heading={nl.footer.legalHeading} links={legalLinks} />
        <div>
          <h2 className="font-sans text-sm font-semibold tracking-wide text-ink uppercase">{nl.footer.contactHeading}</h2>
          {shop && (
            <ul className="mt-3 space-y-2 text-ink-soft">
              <li>
                <span className="sr-only">{nl.footer.email}: </span>
                <a href={`mailto:${shop.contact.email}`} className={`${linkClass} break-all`}>
                  {shop.contact.email}
                </a>
              </li>
              <li>
                <span className="sr-only">{nl.footer.phone}: </span>
                <a href={telHref(shop.contact.phone)} className={linkClass}>
                  {shop.contact.phone}
                </a>
              </li>
              <li>{nl.footer.vat(shop.contact.vatNumber)}</li>
            </ul>
          )}
        </div>
        <div>
          <h2 className="font-sans text-sm font-semibold tracking-wide text-ink uppercase">{nl.footer.paymentHeading}</h2>
          {shop && (
            <ul className="mt-3 flex flex-wrap gap-2">
              {shop.paymentMethods.map((method) => (
                <li key={method} className="rounded-md border border-line bg-card px-2.5 py-1 text-sm font-medium text-ink">
                  {nl.paymentMethods[method]}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <div className="border-t border-line">
        <div className="mx-auto flex max-w-6xl flex-col gap-1 px-5 pt-5 pb-20 text-sm text-ink-soft md:flex-row md:justify-between md:px-8 md:pb-5 md:pr-24">
          <p>{nl.footer.tagline}</p>
          {shop && <p>{nl.footer.copyright(shop.copyrightYear, shop.brand.name)}</p>}
        </div>
      </div>
    </footer>
  );
}

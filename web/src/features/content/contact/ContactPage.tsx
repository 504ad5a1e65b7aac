import { useQuery } from '@apollo/client/react';
import { ContactPageDocument, type ContactDetailsShopFragment, type ContactWhyShopFragment } from '../../../gql/graphql';
import { content } from '../../../i18n/content';
import { useDocumentTitle } from '../../../lib/page-head';
import { CardGrid } from '../shared/CardGrid';
import { PageLoadError, PageLoading } from '../shared/PageStates';
import { ChatButton } from './ChatButton';
import { ContactForm } from './ContactForm';
import { whyIcons, SocialIcon } from './icons';
import { ContactLinks } from '../../../components/ContactLinks';

const t = content.contact;

function Details({ shop }: { shop: ContactDetailsShopFragment }) {
  const { contact } = shop;
  return (
    <div className="space-y-8">
      <section aria-labelledby="contact-details-title" className="rounded-2xl border border-line bg-card p-6">
        <h2 id="contact-details-title" className="text-2xl font-semibold">
          {t.detailsHeading}
        </h2>
        <ContactLinks contact={contact} labels={t} className="mt-4 space-y-4">
          <div>
            <dt className="text-sm text-ink-soft">{t.address}</dt>
            <dd>
              <address className="not-italic">
                {contact.address.street}
                <br />
                {contact.address.postalCode} {contact.address.city}
                <br />
                {contact.address.country}
              </address>
            </dd>
          </div>
        </ContactLinks>
      </section>

      <section aria-labelledby="contact-hours-title" className="rounded-2xl border border-line bg-card p-6">
        <h2 id="contact-hours-title" className="text-2xl font-semibold">
          {t.hoursHeading}
        </h2>
        <dl className="mt-4 divide-y divide-line">
          {contact.openingHours.map((row) => (
            <div key={row.days} className="flex justify-between gap-4 py-2">
              <dt>{row.days}</dt>
              <dd className="font-medium tabular-nums">{row.hours}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="contact-social-title" className="rounded-2xl border border-line bg-card p-6">
        <h2 id="contact-social-title" className="text-2xl font-semibold">
          {t.socialHeading}
        </h2>
        <p className="mt-2 text-sm text-ink-soft">{t.socialNote}</p>
        {/* No real targets exist yet: plain, visibly unavailable items — not links that lead nowhere. */}
        <ul className="mt-4 flex flex-wrap gap-3">
          {t.socials.map((name) => (
            <li key={name} className="inline-flex items-center gap-2 rounded-full border border-dashed border-line px-4 py-2 text-ink-soft">
              <SocialIcon name={name} />
              <span>
                {name} <span className="text-sm">({t.socialUnavailable})</span>
              </span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

function WhyChooseUs({ shop }: { shop: ContactWhyShopFragment }) {
  const cards = t.why({
    atelierMinWorkingDays: shop.delivery.atelierMinWorkingDays,
    atelierMaxWorkingDays: shop.delivery.atelierMaxWorkingDays,
    generalYears: shop.warranty.generalYears,
  });
  return (
    <section aria-labelledby="why-title" className="border-t border-line bg-card">
      <div className="mx-auto max-w-6xl px-5 py-14 md:px-8 lg:py-20">
        <h2 id="why-title" className="text-3xl font-semibold md:text-4xl">
          {t.whyHeading}
        </h2>
        <CardGrid columns={3} cards={cards.map((card) => ({ ...card, icon: whyIcons[card.key] }))} />
      </div>
    </section>
  );
}

/** Contact (/contact): details, opening hours, social media, the message form, why us, chat button. */
export default function ContactPage() {
  useDocumentTitle(t.title);
  const { data, error, refetch } = useQuery(ContactPageDocument);
  if (!data) return error ? <PageLoadError title={t.title} onRetry={() => void refetch().catch(() => undefined)} /> : <PageLoading />;
  return (
    <>
      <div className="mx-auto max-w-6xl px-5 pt-10 pb-14 md:px-8 md:pt-16 lg:pb-20">
        <header className="max-w-3xl">
          <h1 className="text-4xl leading-tight font-semibold md:text-5xl">{t.heading}</h1>
          <p className="mt-4 text-lg text-ink-soft md:text-xl">{t.intro}</p>
        </header>
        <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)] lg:gap-12">
          <div className="self-start rounded-3xl border border-line bg-card p-6 md:p-8">
            <ContactForm />
          </div>
          <Details shop={data.shop} />
        </div>
      </div>
      <WhyChooseUs shop={data.shop} />
      <ChatButton phone={data.shop.contact.phone} whatsapp={data.shop.contact.whatsapp} />
    </>
  );
}

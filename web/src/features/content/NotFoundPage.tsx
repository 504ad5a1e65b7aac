import { Link } from 'react-router-dom';
import { nl } from '../../i18n/nl';
import { usePageHead } from '../../lib/page-head';

/** SPEC §2's 404 page, in Dutch ('Pagina niet gevonden'); the router hint only in development builds (ARCHITECTURE §6). */
export default function NotFoundPage() {
  usePageHead({ title: nl.notFound.title, status: 404, noindex: true });
  return (
    <div className="mx-auto max-w-xl px-5 py-20 text-center md:py-28">
      <p className="font-display text-6xl font-semibold text-accent" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-semibold md:text-4xl">{nl.notFound.heading}</h1>
      <p className="mt-4 text-ink-soft">{nl.notFound.text}</p>
      {import.meta.env.DEV && <p className="mt-3 text-sm text-ink-soft">{nl.notFound.devHint}</p>}
      <Link
        to="/"
        className="mt-8 inline-flex min-h-11 items-center rounded-full bg-accent px-6 font-medium text-on-accent hover:bg-accent-hover"
      >
        {nl.notFound.home}
      </Link>
    </div>
  );
}

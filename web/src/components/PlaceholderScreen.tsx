import { Link } from 'react-router-dom';
import { nl } from '../i18n/nl';
import { useDocumentTitle } from '../lib/document-title';

/** An honest stand-in for a screen that a later change builds: its Dutch name and one line. */
export default function PlaceholderScreen({ name }: { name: string }) {
  useDocumentTitle(name);
  return (
    <div className="mx-auto max-w-3xl px-5 py-16 md:py-24">
      <h1 className="text-3xl font-semibold md:text-4xl">{name}</h1>
      <p className="mt-4 text-ink-soft">{nl.placeholder.followsSoon}</p>
      <Link to="/" className="mt-8 inline-block font-medium text-accent underline underline-offset-4 hover:text-accent-hover">
        {nl.placeholder.home}
      </Link>
    </div>
  );
}

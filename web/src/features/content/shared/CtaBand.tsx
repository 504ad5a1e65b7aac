import { Link } from 'react-router-dom';

/** A closing call to action that leads to /contact. */
export function CtaBand({ id, heading, text, cta }: { id: string; heading: string; text: string; cta: string }) {
  return (
    <section aria-labelledby={id} className="mx-auto max-w-6xl px-5 pb-16 md:px-8 lg:pb-24">
      <div className="flex flex-col items-start gap-5 rounded-3xl bg-sand p-8 md:flex-row md:items-center md:justify-between md:p-10">
        <div>
          <h2 id={id} className="text-2xl font-semibold md:text-3xl">
            {heading}
          </h2>
          <p className="mt-2 text-ink-soft">{text}</p>
        </div>
        <Link
          to="/contact"
          className="inline-flex min-h-12 shrink-0 items-center rounded-full bg-accent px-7 font-semibold text-on-accent hover:bg-accent-hover"
        >
          {cta}
        </Link>
      </div>
    </section>
  );
}

import type { ReactNode } from 'react';
import { content, type Block, type ContentFacts, type Section } from '../../../i18n/content';
import { useDocumentTitle } from '../../../lib/page-head';
import { CtaBand } from '../shared/CtaBand';
import { useContentFacts } from '../shared/facts';
import { PageLoadError, PageLoading } from '../shared/PageStates';
import {
  BracketsDiagram,
  ChainSafetyDiagram,
  ClickInDiagram,
  MeasureInsideDiagram,
  MeasureOutsideDiagram,
} from './diagrams';

export type DocumentKind = 'terms' | 'privacy' | 'cookies' | 'shipping' | 'warranty' | 'returns' | 'measuring' | 'mounting';

interface DocumentDefinition {
  title: string;
  intro: (f: ContentFacts) => string;
  sections: (f: ContentFacts) => readonly Section[];
  /** Legal texts show the date of the last update and no call to action. */
  legal: boolean;
  /** "Artikel n" before each heading (terms). */
  numbered?: boolean;
  /** Diagrams after the text of a section, by section id. */
  figures?: Record<string, ReactNode>;
  /** A closing note with its own heading (the GDPR note of the privacy policy). */
  note?: { heading: string; text: string };
}

const { legal, service } = content;

const documents: Record<DocumentKind, DocumentDefinition> = {
  terms: { ...legal.terms, legal: true, numbered: true },
  privacy: { ...legal.privacy, legal: true, note: { heading: legal.privacy.gdprHeading, text: legal.privacy.gdpr } },
  cookies: { ...legal.cookies, legal: true },
  shipping: { ...service.shipping, legal: false },
  warranty: { ...service.warranty, legal: false },
  returns: { ...service.returns, legal: false },
  measuring: {
    ...service.measuring,
    legal: false,
    figures: { 'in-de-dag': <MeasureInsideDiagram />, 'op-de-dag': <MeasureOutsideDiagram /> },
  },
  mounting: {
    ...service.mounting,
    legal: false,
    figures: { 'stap-2': <BracketsDiagram />, 'stap-4': <ClickInDiagram />, 'stap-5': <ChainSafetyDiagram /> },
  },
};

function Blocks({ blocks }: { blocks: readonly Block[] }) {
  return (
    <>
      {blocks.map((block, i) =>
        typeof block === 'string' ? (
          <p key={i} className="mt-3 leading-relaxed">
            {block}
          </p>
        ) : (
          <ul key={i} className="mt-3 list-disc space-y-2 pl-6 leading-relaxed marker:text-accent">
            {block.list.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        ),
      )}
    </>
  );
}

function sectionTitle(doc: DocumentDefinition, section: Section, index: number): string {
  return doc.numbered ? `${content.common.articleLabel(index + 1)} – ${section.title}` : section.title;
}

/**
 * One text page: the legal pages (/algemene-voorwaarden, /privacybeleid, /cookiebeleid) and the service
 * pages (/shipping, /warranty, /returns, /meetinstructies, /montage). One h1, an h2 per article or
 * section, a table of contents with in-page links; every number from the shop facts.
 */
export default function DocumentPage({ kind }: { kind: DocumentKind }) {
  const doc = documents[kind];
  useDocumentTitle(doc.title);
  const { facts, error, retry } = useContentFacts();
  if (!facts) return error ? <PageLoadError title={doc.title} onRetry={retry} /> : <PageLoading />;

  const sections = doc.sections(facts);
  const tocId = `${kind}-toc`;
  return (
    <>
      <article className="mx-auto max-w-6xl px-5 pt-10 pb-14 md:px-8 md:pt-14 lg:pb-20">
        <header className="max-w-3xl">
          <h1 className="text-4xl leading-tight font-semibold md:text-5xl">{doc.title}</h1>
          <p className="mt-4 text-lg text-ink-soft">{doc.intro(facts)}</p>
          {doc.legal && <p className="mt-3 text-sm font-medium text-ink-soft">{content.common.lastUpdated(facts.legalLastUpdated)}</p>}
        </header>

        <div className="mt-10 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-12">
          <nav aria-labelledby={tocId} className="mb-10 self-start rounded-2xl border border-line bg-card p-5 lg:sticky lg:top-6 lg:mb-0">
            <p id={tocId} className="text-sm font-semibold tracking-wide uppercase">
              {content.common.tocHeading}
            </p>
            <ol className="mt-3 space-y-1.5 text-sm">
              {sections.map((section, i) => (
                <li key={section.id}>
                  <a href={`#${section.id}`} className="block rounded py-0.5 text-ink-soft underline-offset-4 hover:text-accent hover:underline">
                    {sectionTitle(doc, section, i)}
                  </a>
                </li>
              ))}
              {doc.note && (
                <li>
                  <a href={`#${kind}-note`} className="block rounded py-0.5 text-ink-soft underline-offset-4 hover:text-accent hover:underline">
                    {doc.note.heading}
                  </a>
                </li>
              )}
            </ol>
          </nav>

          <div className="max-w-3xl">
            {sections.map((section, i) => (
              <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-6 border-b border-line py-7 first:pt-0 last:border-b-0">
                <h2 id={`${section.id}-title`} className="text-2xl font-semibold">
                  {sectionTitle(doc, section, i)}
                </h2>
                <Blocks blocks={section.blocks} />
                {doc.figures?.[section.id]}
              </section>
            ))}
            {doc.note && (
              <aside id={`${kind}-note`} aria-labelledby={`${kind}-note-title`} className="mt-6 scroll-mt-6 rounded-2xl bg-sand p-6">
                <h2 id={`${kind}-note-title`} className="text-xl font-semibold">
                  {doc.note.heading}
                </h2>
                <p className="mt-2 leading-relaxed">{doc.note.text}</p>
              </aside>
            )}
          </div>
        </div>
      </article>
      {!doc.legal && (
        <CtaBand id={`${kind}-cta`} heading={content.common.questions} text={content.common.questionsText} cta={content.common.toContact} />
      )}
    </>
  );
}

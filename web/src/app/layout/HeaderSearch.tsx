import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { CloseIcon, SearchIcon } from '../../components/icons';
import { nl } from '../../i18n/nl';

const t = nl.header.search;

/** /products?search={term}, the term URL-encoded; null for a blank or whitespace-only term (SPEC §5). */
export function searchPath(term: string): string | null {
  const trimmed = term.trim();
  return trimmed === '' ? null : `/products?search=${encodeURIComponent(trimmed)}`;
}

/**
 * The header search (SPEC §2: not in the visible header): a search button that reveals the field under the
 * header row. Escape or the button closes it; focus goes back to the button.
 */
export function useHeaderSearch() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const button = (
    <button
      ref={buttonRef}
      type="button"
      aria-expanded={open}
      aria-controls={panelId}
      aria-label={open ? t.close : t.open}
      onClick={() => setOpen((value) => !value)}
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink hover:bg-sand"
    >
      {open ? <CloseIcon /> : <SearchIcon />}
    </button>
  );

  const panel = <SearchPanel id={panelId} open={open} onClose={close} />;
  return { button, panel };
}

function SearchPanel({ id, open, onClose }: { id: string; open: boolean; onClose: (returnFocus: boolean) => void }) {
  const navigate = useNavigate();
  const [term, setTerm] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const path = searchPath(term);
    if (!path) {
      inputRef.current?.focus();
      return;
    }
    navigate(path);
    setTerm('');
    onClose(false);
  };

  return (
    <div id={id} hidden={!open} className="border-t border-line bg-page">
      <form role="search" onSubmit={submit} className="mx-auto flex max-w-6xl items-center gap-2 px-3 py-3 sm:px-4 md:px-8">
        <label className="relative flex-1">
          <span className="sr-only">{t.label}</span>
          <SearchIcon size={20} className="pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 text-ink-soft" />
          <input
            ref={inputRef}
            type="search"
            name="search"
            value={term}
            onChange={(event) => setTerm(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                event.preventDefault();
                onClose(true);
              }
            }}
            placeholder={t.placeholder}
            autoComplete="off"
            enterKeyHint="search"
            className="h-12 w-full rounded-full border border-line bg-card pr-4 pl-11 text-base text-ink placeholder:text-ink-soft"
          />
        </label>
        <button
          type="submit"
          className="h-12 shrink-0 rounded-full bg-accent px-5 font-semibold text-on-accent hover:bg-accent-hover"
        >
          {t.submit}
        </button>
      </form>
    </div>
  );
}

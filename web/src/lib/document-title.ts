import { createContext, useContext, useEffect } from 'react';
import { nl } from '../i18n/nl';

/** The brand name used as title suffix; the app layout provides it from the `shop` facts. */
export const BrandNameContext = createContext<string | null>(null);

/** Sets the tab title to "{title} | {brand}" for as long as the calling page is shown. */
export function useDocumentTitle(title: string | null | undefined): void {
  const brand = useContext(BrandNameContext);
  useEffect(() => {
    const page = title ?? nl.site.defaultTitle;
    document.title = brand ? `${page} | ${brand}` : page;
  }, [title, brand]);
}

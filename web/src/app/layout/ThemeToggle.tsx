import { MoonIcon, SunIcon } from '../../components/icons';
import { nl } from '../../i18n/nl';
import { useHydrated } from '../../lib/use-hydrated';
import { useTheme } from '../theme';

/**
 * The floating light/dark switch (SPEC §2 site-wide UI): bottom right, above the mobile bottom bar.
 * A real toggle button: aria-pressed says whether the dark theme is on.
 */
export function ThemeToggle() {
  const { theme: stored, toggleTheme } = useTheme();
  // The prerendered home page cannot know the stored theme: show the light state until hydrated.
  const theme = useHydrated() ? stored : 'light';
  const label = theme === 'dark' ? nl.theme.toLight : nl.theme.toDark;
  return (
    <button
      type="button"
      onClick={toggleTheme}
      aria-label={label}
      className="fixed right-4 bottom-[calc(5rem+var(--page-bar-height,0px)+env(safe-area-inset-bottom))] z-20 inline-flex size-12 items-center justify-center rounded-full border border-line bg-card text-ink shadow-lg hover:bg-sand md:right-6 md:bottom-6"
    >
      {theme === 'dark' ? <SunIcon size={22} /> : <MoonIcon size={22} />}
    </button>
  );
}

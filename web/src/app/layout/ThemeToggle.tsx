import { MoonIcon, SunIcon } from '../../components/icons';
import { nl } from '../../i18n/nl';
import { useHydrated } from '../../lib/use-hydrated';
import { useTheme } from '../theme';

/**
 * The light/dark switch (SPEC §2 site-wide UI). From 768 px it floats at the bottom right (`floating`); on a phone
 * it is a row of the side menu (`menu`), where it lies over nothing (issue 31: floating, it passed over the
 * configurators' controls). A real button whose name says what it does ('Donker thema inschakelen').
 */
export function ThemeToggle({ placement }: { placement: 'floating' | 'menu' }) {
  const { theme: stored, toggleTheme } = useTheme();
  // The prerendered home page cannot know the stored theme: show the light state until hydrated.
  const theme = useHydrated() ? stored : 'light';
  const label = theme === 'dark' ? nl.theme.toLight : nl.theme.toDark;
  const icon = theme === 'dark' ? <SunIcon size={22} /> : <MoonIcon size={22} />;
  if (placement === 'menu') {
    return (
      <button type="button" onClick={toggleTheme} className="flex w-full items-center gap-3 rounded-lg px-4 py-3 text-left text-lg font-medium text-ink hover:bg-sand">
        {icon}
        {label}
      </button>
    );
  }
  return (
    <button
      type="button"
      onClick={toggleTheme}
      aria-label={label}
      className="fixed right-6 bottom-6 z-20 hidden size-12 items-center justify-center rounded-full border border-line bg-card text-ink shadow-lg hover:bg-sand md:inline-flex"
    >
      {icon}
    </button>
  );
}

import { CheckIcon } from '../../../components/icons';
import { catalogListings, listingColours } from '../../../i18n/catalog-listings';
import { CheckboxList, FilterGroup, ResetButton, SortSelect, type CheckOption } from '../filtering/FilterLayout';
import { colourHex } from '../filtering/colours';
import { toggle } from '../filtering/url-state';
import { emptyListingState, levelKeys, type ColourKey, type LevelKey, type ListingState, type SortKey } from './listing-state';

const t = catalogListings.listing;

const sortOptions: { value: SortKey; label: string }[] = [
  { value: 'populariteit', label: t.sort.popularity },
  { value: 'prijs-oplopend', label: t.sort.priceAsc },
  { value: 'prijs-aflopend', label: t.sort.priceDesc },
];

const levelText: Record<LevelKey, { label: string; text: string }> = {
  blackout: t.levels.blackout,
  'semi-blackout': t.levels.semiBlackout,
  dimout: t.levels.dimout,
};
export const levelLabel = (key: LevelKey) => levelText[key].label;
const levelOptions: CheckOption<LevelKey>[] = levelKeys.map((key) => ({ value: key, label: levelText[key].label, description: levelText[key].text }));

/** The eleven colour swatches: toggle buttons (aria-pressed) with their names visible; any number can be on. */
function ColourSwatches({ selected, onToggle }: { selected: readonly ColourKey[]; onToggle: (key: ColourKey) => void }) {
  return (
    <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-2">
      {listingColours.map((colour) => {
        const pressed = selected.includes(colour.key);
        return (
          <li key={colour.key}>
            <button
              type="button"
              aria-pressed={pressed}
              onClick={() => onToggle(colour.key)}
              className={`flex min-h-11 w-full items-center gap-2 rounded-full border py-1 pr-3 pl-1.5 text-left text-sm font-medium ${
                pressed ? 'border-accent bg-sand ring-2 ring-accent' : 'border-line hover:border-ink-soft'
              }`}
            >
              <span
                aria-hidden="true"
                className="inline-flex size-7 shrink-0 items-center justify-center rounded-full border border-line"
                style={{ backgroundColor: colourHex[colour.key] }}
              >
                {pressed && (
                  <span className="inline-flex size-5 items-center justify-center rounded-full bg-card text-ink">
                    <CheckIcon size={14} />
                  </span>
                )}
              </span>
              {colour.name}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

interface ListingFiltersProps {
  state: ListingState;
  withLevels: boolean;
  onChange: (next: ListingState) => void;
}

/** The sidebar: sort, blackout level (blackout listing), colours, and the two resets. */
export function ListingFilters({ state, withLevels, onChange }: ListingFiltersProps) {
  const isDefault = state.colours.length === 0 && state.levels.length === 0 && state.sort === emptyListingState.sort;
  return (
    <div className="space-y-6">
      <SortSelect value={state.sort} options={sortOptions} onChange={(sort) => onChange({ ...state, sort })} />
      {withLevels && (
        <FilterGroup title={t.levelsHeading}>
          <CheckboxList options={levelOptions} selected={state.levels} onToggle={(level) => onChange({ ...state, levels: toggle(state.levels, level) })} />
        </FilterGroup>
      )}
      <FilterGroup title={t.coloursHeading}>
        <ColourSwatches selected={state.colours} onToggle={(colour) => onChange({ ...state, colours: toggle(state.colours, colour) })} />
      </FilterGroup>
      <div className="flex flex-wrap gap-3 border-t border-line pt-5">
        <ResetButton label={t.resetColours} disabled={state.colours.length === 0} onClick={() => onChange({ ...state, colours: [] })} />
        <ResetButton label={t.resetAll} disabled={isDefault} onClick={() => onChange(emptyListingState)} />
      </div>
    </div>
  );
}

/**
 * A configurator's state: sizes, mounting height and option choices, kept in the URL (issue 10: a configuration
 * can be shared, reloaded and come back to) and priced live by the engine in the browser, with no network round
 * trip. The URL is read once when the page opens (or when a link changes it), keeping what the engine's own
 * checks take (`acceptedConfiguration`); every change is written back with `replace`, so Back leaves the page instead of stepping
 * through keystrokes.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import {
  acceptedConfiguration,
  needsAnswer,
  quote,
  settleOptions,
  type ConfiguratorRules,
  type DimensionKey,
  type FieldError,
  type OptionGroup,
  type QuoteResult,
} from '@lumina/schema';
import { readConfiguration, writeConfiguration } from '../../../lib/configuration-url';
import type { ConfigurationOptionInput } from '../../../gql/graphql';

export type OptionValue = string | string[];

export interface Configuration {
  /** 0 while empty (SPEC §5: an empty input sets 0). */
  width: number;
  height: number;
  /** Chain-operated blinds: the blind's top above the floor in cm; null when not given. */
  mountingHeight: number | null;
  /** Option group key -> choice (SINGLE), choices (MULTIPLE) or text (TEXT). */
  options: Record<string, OptionValue>;
}

/** How many of its own recent URLs the page recognises as its own. */
const WRITTEN_KEPT = 20;

function toUrl(configuration: Configuration, lineId: string | null): URLSearchParams {
  return writeConfiguration({
    width: configuration.width || null,
    height: configuration.height || null,
    mountingHeight: configuration.mountingHeight,
    options: Object.fromEntries(Object.entries(configuration.options).map(([key, v]) => [key, Array.isArray(v) ? v : [v]])),
    lineId,
  });
}

/** The configuration as the cart and priceQuote take it. */
export function configurationInput(configuration: Configuration) {
  return {
    width: configuration.width,
    height: configuration.height,
    mountingHeight: configuration.mountingHeight,
    options: Object.entries(configuration.options).map(
      ([key, value]): ConfigurationOptionInput => (Array.isArray(value) ? { key, values: value } : { key, value }),
    ),
  };
}

export interface ConfiguratorState {
  configuration: Configuration;
  /** The engine's answer for the configuration as it stands: a price, or what is missing or wrong. */
  result: QuoteResult;
  /** Field -> the engine's message ('width', 'height', 'mountingHeight', 'options.<key>'). */
  errors: Map<string, FieldError>;
  /** The size's inline message: only when the value is above 0 and not allowed (SPEC §5). */
  sizeError: (key: DimensionKey) => string | null;
  /** A group has an answer (a single choice, at least one of several, or any text; optional groups always). */
  answered: (group: OptionGroup) => boolean;
  setSize: (key: DimensionKey, value: number) => void;
  setMountingHeight: (value: number | null) => void;
  setOption: (key: string, value: OptionValue | null) => void;
  /** The cart line a 'Wijzigen' link came from (its configurator replaces it); null for a new line. */
  lineId: string | null;
  /** Forget the cart line (after it was replaced, a next add is a new line). */
  clearLineId: () => void;
}

export function useConfiguration(rules: ConfiguratorRules): ConfiguratorState {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const [configuration, setConfiguration] = useState<Configuration>(() => acceptedConfiguration(rules, readConfiguration(params)));
  const [lineId, setLineId] = useState<string | null>(() => readConfiguration(params).lineId);
  // What this page wrote into the URL lately (the router may report one while the next is already written): any
  // other query string is a new link to follow (e.g. 'Wijzigen' while the page is open).
  const written = useRef<string[]>([]);

  useEffect(() => {
    const query = location.search.replace(/^\?/, '');
    if (written.current.length === 0 || written.current.includes(query)) return;
    const url = readConfiguration(new URLSearchParams(query));
    setConfiguration(acceptedConfiguration(rules, url));
    setLineId(url.lineId);
  }, [location.search, rules]);

  useEffect(() => {
    const next = toUrl(configuration, lineId).toString();
    written.current = [...written.current.slice(-(WRITTEN_KEPT - 1)), next];
    if (next !== location.search.replace(/^\?/, '')) setParams(new URLSearchParams(next), { replace: true });
    // Written whenever the configuration changes; the location is read here, not followed.
  }, [configuration, lineId, setParams]);

  const result = useMemo(
    () =>
      quote(rules, {
        width: configuration.width,
        height: configuration.height,
        mountingHeight: configuration.mountingHeight,
        options: configuration.options,
      }),
    [rules, configuration],
  );
  const errors = useMemo(() => new Map(result.ok ? [] : result.errors.map((e) => [e.field, e] as const)), [result]);

  const sizeError = useCallback(
    (key: DimensionKey) => (configuration[key] > 0 ? (errors.get(key)?.message ?? null) : null),
    [configuration, errors],
  );
  const answered = useCallback((group: OptionGroup) => !needsAnswer(group, configuration.options), [configuration]);

  const setSize = useCallback((key: DimensionKey, value: number) => setConfiguration((c) => ({ ...c, [key]: value })), []);
  const setMountingHeight = useCallback((value: number | null) => setConfiguration((c) => ({ ...c, mountingHeight: value })), []);
  const setOption = useCallback(
    (key: string, value: OptionValue | null) =>
      setConfiguration((c) => {
        const options = { ...c.options };
        if (value === null || (Array.isArray(value) && value.length === 0)) delete options[key];
        else options[key] = value;
        return { ...c, options: settleOptions(rules, options) };
      }),
    [rules],
  );

  return {
    configuration,
    result,
    errors,
    sizeError,
    answered,
    setSize,
    setMountingHeight,
    setOption,
    lineId,
    clearLineId: useCallback(() => setLineId(null), []),
  };
}

// `?scenario=NAME` in the harness's address (`npm run scenario -- NAME`) opens that scenario once
// the page is up. The parameter leaves the address first, so a reload keeps the world as it is.
import { useEffect } from 'react';

export const SCENARIO_PARAM = 'scenario';

/** The scenario the address names, if any. */
export const scenarioInAddress = (search: string): string | null =>
  new URLSearchParams(search).get(SCENARIO_PARAM)?.trim() || null;

/** The same address without the scenario (the mock and app parameters stay). */
export const addressWithoutScenario = (href: string): string => {
  const url = new URL(href);
  url.searchParams.delete(SCENARIO_PARAM);
  return url.toString();
};

/**
 * Calls `open` with the scenario of the page's address, after removing it from there: only the
 * first run finds it, however often the effect runs again.
 */
export const useScenarioFromAddress = (open: (name: string) => unknown): void => {
  useEffect(() => {
    const name = scenarioInAddress(window.location.search);
    if (!name) return;
    const rest = addressWithoutScenario(window.location.href);
    window.history.replaceState(window.history.state, '', rest);
    void open(name);
  }, [open]);
};

// The back office's list of what its last actions did (newest first, the last six), shared by the
// money review and the desks (use-desk.ts).
import { useCallback, useState } from 'react';

import styles from './back-office.module.css';
import type { ControlOutcome } from './control-call';

export interface Logged {
  id: number;
  text: string;
  tone: ControlOutcome['kind'];
}

/** The texts of each way a control write can end. */
export interface OutcomeTexts {
  done: () => string;
  already: (why: string) => string;
  gone: () => string;
  failed: (why: string) => string;
}

/** A desk's texts of an action's outcome, each naming the action ("Allot application #12"). */
export interface DeskOutcomeTexts {
  done: (what: string) => string;
  already: (what: string, why: string) => string;
  gone: (what: string) => string;
  failed: (what: string, why: string) => string;
}

export const outcomeTextsFor = (texts: DeskOutcomeTexts, what: string): OutcomeTexts => ({
  done: () => texts.done(what),
  already: (why) => texts.already(what, why),
  gone: () => texts.gone(what),
  failed: (why) => texts.failed(what, why),
});

export const outcomeLine = (outcome: ControlOutcome, texts: OutcomeTexts): string =>
  outcome.kind === 'done' || outcome.kind === 'gone'
    ? texts[outcome.kind]()
    : texts[outcome.kind](outcome.why);

let loggedId = 0;

export const useOutcomeLog = () => {
  const [results, setResults] = useState<Logged[]>([]);
  const note = useCallback((outcome: ControlOutcome, texts: OutcomeTexts) => {
    const text = outcomeLine(outcome, texts);
    setResults((list) => [{ id: ++loggedId, text, tone: outcome.kind }, ...list].slice(0, 6));
  }, []);
  return { results, note };
};

export const OutcomeLog = ({ results, label }: { results: Logged[]; label: string }) => (
  <ul className={styles.results} aria-label={label} aria-live="polite">
    {results.map((r) => (
      <li key={r.id} data-tone={r.tone}>
        {r.text}
      </li>
    ))}
  </ul>
);

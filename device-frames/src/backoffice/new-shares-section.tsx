// The back office's new-share desk (issue 20, ADR 0027): the allotment rate of the mock's seeded
// draw, "run the draw now", the calendar with each share's phase and dates (Beijing) and its
// actions (draw, lapse unpaid, move to listing), and the applications awaiting the draw with
// Allot / Not allot. Outcomes are listed; the view refreshes by itself and after every action.
import { useCallback, useState, type FormEvent } from 'react';

import styles from './back-office.module.css';
import { PendingCard, ShareCard, type Act } from './new-share-cards';
import type { DeskOutcome } from './new-shares-client';
import { NEW_SHARE_TEXTS as T } from './texts';
import { useNewShares } from './use-new-shares';

interface Result {
  id: number;
  text: string;
  tone: DeskOutcome['kind'];
}

let resultId = 0;

const outcomeText = (what: string, outcome: DeskOutcome): string =>
  outcome.kind === 'done'
    ? T.done(what)
    : outcome.kind === 'already'
      ? T.already(what, outcome.why)
      : outcome.kind === 'gone'
        ? T.gone(what)
        : T.failed(what, outcome.why);

const DAY_MS = 86_400_000;
const BEIJING_MS = 8 * 3_600_000;
const beijingDay = (ms: number) => Math.floor((ms + BEIJING_MS) / DAY_MS);

export const NewSharesSection = () => {
  const { client, view, error, refresh } = useNewShares();
  const [results, setResults] = useState<Result[]>([]);
  const [rateText, setRateText] = useState('');
  const [rateError, setRateError] = useState<string | null>(null);

  const act: Act = useCallback(
    async (what, run) => {
      const outcome = (await run()) as DeskOutcome;
      const text = outcomeText(what, outcome);
      setResults((list) => [{ id: ++resultId, text, tone: outcome.kind }, ...list].slice(0, 6));
      await refresh();
    },
    [refresh],
  );

  const submitRate = async (event: FormEvent) => {
    event.preventDefault();
    const rate = Number(rateText.trim());
    if (rateText.trim() === '' || !Number.isFinite(rate) || rate < 0 || rate > 1) {
      setRateError(T.rateInvalid);
      return;
    }
    setRateError(null);
    await act(`${T.rate} ${rate}`, () => client.setRate(rate));
    setRateText('');
  };

  // Shares still in their cycle, and those that listed today (the grab list).
  const shares = view?.shares.filter(
    (s) =>
      s.phase !== 'listed' || (s.listAt != null && beijingDay(s.listAt) === beijingDay(view.now)),
  );
  const pending = view?.applications.filter((a) => a.phase === 'awaiting-draw');

  return (
    <section aria-label={T.region}>
      <h3 className={styles.subhead}>{T.title}</h3>
      <form className={styles.bar} onSubmit={(e) => void submitRate(e)}>
        <label className={styles.reasonLabel}>
          {T.rate} {view ? `(${view.rate})` : ''}
          <input
            inputMode="decimal"
            value={rateText}
            placeholder={view ? String(view.rate) : '0.5'}
            aria-invalid={rateError ? 'true' : 'false'}
            onChange={(e) => setRateText(e.target.value)}
          />
        </label>
        <button type="submit">{T.setRate}</button>
        <button
          type="button"
          className={styles.primary}
          onClick={() => void act(T.drawAll, () => client.draw())}
        >
          {T.drawAll}
        </button>
      </form>
      {rateError ? (
        <p className={styles.error} role="alert">
          {rateError}
        </p>
      ) : (
        <p className={styles.hint}>{T.rateHint}</p>
      )}
      <ul className={styles.results} aria-label={T.results} aria-live="polite">
        {results.map((r) => (
          <li key={r.id} data-tone={r.tone}>
            {r.text}
          </li>
        ))}
      </ul>
      {error && (
        <p className={styles.error} role="alert">
          {T.loadFailed(error)}
        </p>
      )}
      {!view && !error && <p className={styles.hint}>{T.loading}</p>}

      <h3 className={styles.subhead}>
        {T.pending} {pending && <span className={styles.count}>{pending.length}</span>}
      </h3>
      {pending?.length === 0 && <p className={styles.empty}>{T.noPending}</p>}
      {pending && pending.length > 0 && (
        <ul className={styles.list} aria-label={T.pendingList}>
          {pending.map((app) => (
            <PendingCard key={app.id} app={app} act={act} decide={client.decide} />
          ))}
        </ul>
      )}

      <h3 className={styles.subhead}>
        {T.calendar} {shares && <span className={styles.count}>{shares.length}</span>}
      </h3>
      {shares?.length === 0 && <p className={styles.empty}>{T.noShares}</p>}
      {shares && shares.length > 0 && (
        <ul className={styles.list} aria-label={T.calendarList}>
          {shares.map((share) => (
            <ShareCard
              key={share.id}
              share={share}
              act={act}
              list={client.list}
              lapse={client.lapse}
              draw={client.draw}
            />
          ))}
        </ul>
      )}
    </section>
  );
};

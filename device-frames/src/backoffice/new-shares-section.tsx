// The back office's new-share desk (issue 20, ADR 0027): the allotment rate of the mock's seeded
// draw, "run the draw now", the calendar with each share's phase and dates (Beijing) and its
// actions (draw, lapse unpaid, move to listing), and the applications awaiting the draw with
// Allot / Not allot. Outcomes are listed; the view refreshes by itself and after every action.
import { useCallback, useState, type FormEvent } from 'react';

import styles from './back-office.module.css';
import { ListSection } from './list-section';
import { PendingCard, ShareCard, type Act } from './new-share-cards';
import { OutcomeLog, useOutcomeLog, type OutcomeTexts } from './outcome-log';
import { NEW_SHARE_TEXTS as T } from './texts';
import { useNewShares } from './use-new-shares';

/** What the desk says of one action's outcome. */
const textsFor = (what: string): OutcomeTexts => ({
  done: () => T.done(what),
  already: (why) => T.already(what, why),
  gone: () => T.gone(what),
  failed: (why) => T.failed(what, why),
});

const DAY_MS = 86_400_000;
const BEIJING_MS = 8 * 3_600_000;
const beijingDay = (ms: number) => Math.floor((ms + BEIJING_MS) / DAY_MS);

export const NewSharesSection = () => {
  const { client, view, error, refresh } = useNewShares();
  const { results, note } = useOutcomeLog();
  const [rateText, setRateText] = useState('');
  const [rateError, setRateError] = useState<string | null>(null);

  const act: Act = useCallback(
    async (what, run) => {
      note(await run(), textsFor(what));
      await refresh();
    },
    [note, refresh],
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
      <OutcomeLog results={results} label={T.results} />
      {error && (
        <p className={styles.error} role="alert">
          {T.loadFailed(error)}
        </p>
      )}
      {!view && !error && <p className={styles.hint}>{T.loading}</p>}

      <ListSection title={T.pending} label={T.pendingList} empty={T.noPending} rows={pending}>
        {(app) => <PendingCard key={app.id} app={app} act={act} decide={client.decide} />}
      </ListSection>

      <ListSection title={T.calendar} label={T.calendarList} empty={T.noShares} rows={shares}>
        {(share) => (
          <ShareCard
            key={share.id}
            share={share}
            act={act}
            list={client.list}
            lapse={client.lapse}
            draw={client.draw}
          />
        )}
      </ListSection>
    </section>
  );
};

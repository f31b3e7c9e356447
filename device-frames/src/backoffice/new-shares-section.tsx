// The back office's new-share desk (issue 20, ADR 0027): the allotment rate of the mock's seeded
// draw, "run the draw now", the calendar with each share's phase and dates (Beijing) and its
// actions (draw, lapse unpaid, move to listing), and the applications awaiting the draw with
// Allot / Not allot. Outcomes are listed; the view refreshes by itself and after every action.
import { useState, type FormEvent } from 'react';

import type { DeskView } from '../../../src/electron/shared/new-share-desk';

import { useTexts } from '../i18n/harness-language';

import styles from './back-office.module.css';
import { DeskSection } from './desk-section';
import { ListSection } from './list-section';
import { PendingCard, ShareCard } from './new-share-cards';
import { createNewSharesClient, type NewSharesClient } from './new-shares-client';
import { NEW_SHARE_TEXTS } from './new-share-texts';
import { useDesk } from './use-desk';

const DAY_MS = 86_400_000;
const BEIJING_MS = 8 * 3_600_000;
const beijingDay = (ms: number) => Math.floor((ms + BEIJING_MS) / DAY_MS);

export const NewSharesSection = () => {
  const T = useTexts(NEW_SHARE_TEXTS);
  const desk = useDesk<DeskView, NewSharesClient>(createNewSharesClient, T);
  const { client, view, act } = desk;
  const [rateText, setRateText] = useState('');
  const [rateError, setRateError] = useState<string | null>(null);

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

  const rateForm = (
    <>
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
    </>
  );

  return (
    <DeskSection texts={T} desk={desk} controls={rateForm}>
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
    </DeskSection>
  );
};

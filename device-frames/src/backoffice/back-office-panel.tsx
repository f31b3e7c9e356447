// The back office (issue 19): every user's deposits and withdrawals waiting for review, with the
// admin's decisions — approve a deposit (the mock credits it through its ledger), mark a
// withdrawal paid, reject either with a reason. Each decision's outcome stays listed; the lists
// refresh by themselves, and the frames see the change with their next read of the account.
import { useCallback, useMemo, type ReactNode } from 'react';

import panelStyles from '../controls/controls.module.css';
import { useHarness } from '../harness-context';
import { useTexts } from '../i18n/harness-language';

import styles from './back-office.module.css';
import type { PendingDeposit, PendingWithdrawal } from './money-client';
import { depositChannel, formatYuan, ownerOf, proofHref, withdrawalChannel } from './money-format';
import { ListSection } from './list-section';
import { FundsSection } from './funds-section';
import { NewSharesSection } from './new-shares-section';
import { OutcomeLog, useOutcomeLog } from './outcome-log';
import { ReviewCard } from './review-card';
import { BACK_OFFICE_TEXTS, outcomeTextOf, type ReviewAction, type ReviewKind } from './texts';
import { usePendingMoney, type PendingList } from './use-pending-money';
import { POLL_MS } from './use-polling';

const timeOf = (d: Date): string => d.toTimeString().slice(0, 8);

interface ListProps<R> {
  title: string;
  label: string;
  empty: string;
  what: string;
  list: PendingList<R>;
  children: (row: R) => ReactNode;
}

const PendingSection = <R,>({ title, label, empty, what, list, children }: ListProps<R>) => {
  const T = useTexts(BACK_OFFICE_TEXTS);
  return (
    <ListSection
      title={title}
      label={label}
      empty={empty}
      rows={list.rows}
      status={
        <>
          {list.error && (
            <p className={styles.error} role="alert">
              {T.loadFailed(what, list.error)} {list.rows && T.stale}
            </p>
          )}
          {list.rows === null && !list.error && <p className={styles.hint}>{T.loading}</p>}
        </>
      }
    >
      {children}
    </ListSection>
  );
};

export const BackOfficePanel = () => {
  const { endpoints } = useHarness();
  const T = useTexts(BACK_OFFICE_TEXTS);
  const outcomeText = useMemo(() => outcomeTextOf(T), [T]);
  const { client, deposits, withdrawals, updatedAt, refresh } = usePendingMoney();
  const { results, note } = useOutcomeLog();

  const review = useCallback(
    (kind: ReviewKind, id: number, who: string, amount: string) =>
      async (action: ReviewAction, reason?: string) => {
        note(await client.review(kind, id, action, reason), {
          done: () => outcomeText.done(kind, id, action, who, amount),
          already: (why) => outcomeText.already(kind, id, why),
          gone: () => outcomeText.gone(kind, id),
          failed: (why) => outcomeText.failed(kind, id, why),
        });
        await refresh();
      },
    [client, note, refresh, outcomeText],
  );

  return (
    <section className={panelStyles.panel} aria-label={T.region}>
      <h2>{T.title}</h2>
      <div className={styles.bar}>
        <span className={styles.hint}>
          {updatedAt ? `${T.updatedAt(timeOf(updatedAt))} · ` : ''}
          {T.polling(POLL_MS / 1000)}
        </span>
        <button type="button" onClick={() => void refresh()}>
          {T.refresh}
        </button>
      </div>
      <OutcomeLog results={results} label={T.results} />

      <PendingSection
        title={T.deposits}
        label={T.depositList}
        empty={T.noDeposits}
        what={T.depositList}
        list={deposits}
      >
        {(row: PendingDeposit) => {
          const who = ownerOf(row, T.user);
          const amount = formatYuan(row.payAmt);
          return (
            <ReviewCard
              key={row.id}
              kind="deposit"
              id={row.id}
              owner={who}
              amount={amount}
              fee={null}
              channel={depositChannel(row, T.channels)}
              payer={row.payUsername?.trim() || '—'}
              time={row.addTime ?? '—'}
              proof={proofHref(row.payUrl, endpoints.mockOrigin)}
              actions={['approve']}
              onReview={review('deposit', row.id, who, amount)}
            />
          );
        }}
      </PendingSection>

      <PendingSection
        title={T.withdrawals}
        label={T.withdrawalList}
        empty={T.noWithdrawals}
        what={T.withdrawalList}
        list={withdrawals}
      >
        {(row: PendingWithdrawal) => {
          const who = ownerOf(row, T.user);
          const amount = formatYuan(row.withAmt);
          return (
            <ReviewCard
              key={row.id}
              kind="withdrawal"
              id={row.id}
              owner={who}
              amount={amount}
              fee={formatYuan(row.withFee ?? 0)}
              channel={withdrawalChannel(row)}
              time={row.applyTime ?? '—'}
              actions={['paid']}
              onReview={review('withdrawal', row.id, who, amount)}
            />
          );
        }}
      </PendingSection>

      <NewSharesSection />
      <FundsSection />
    </section>
  );
};

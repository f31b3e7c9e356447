// The back office (issue 19): every user's deposits and withdrawals waiting for review, with the
// admin's decisions — approve a deposit (the mock credits it through its ledger), mark a
// withdrawal paid, reject either with a reason. Each decision's outcome stays listed; the lists
// refresh by themselves, and the frames see the change with their next read of the account.
import { useCallback, useState, type ReactNode } from 'react';

import panelStyles from '../controls/controls.module.css';
import { useHarness } from '../harness-context';

import styles from './back-office.module.css';
import type { PendingDeposit, PendingWithdrawal, ReviewOutcome } from './money-client';
import { depositChannel, formatYuan, ownerOf, proofHref, withdrawalChannel } from './money-format';
import { NewSharesSection } from './new-shares-section';
import { ReviewCard } from './review-card';
import { BACK_OFFICE_TEXTS as T, outcomeText, type ReviewAction, type ReviewKind } from './texts';
import { POLL_MS, usePendingMoney, type PendingList } from './use-pending-money';

interface Result {
  id: number;
  text: string;
  tone: ReviewOutcome['kind'];
}

let resultId = 0;

const timeOf = (d: Date): string => d.toTimeString().slice(0, 8);

interface ListProps<T> {
  title: string;
  label: string;
  empty: string;
  what: string;
  list: PendingList<T>;
  children: (row: T) => ReactNode;
}

const PendingSection = <T,>({ title, label, empty, what, list, children }: ListProps<T>) => (
  <>
    <h3 className={styles.subhead}>
      {title} {list.rows && <span className={styles.count}>{list.rows.length}</span>}
    </h3>
    {list.error && (
      <p className={styles.error} role="alert">
        {T.loadFailed(what, list.error)} {list.rows && T.stale}
      </p>
    )}
    {list.rows === null && !list.error && <p className={styles.hint}>{T.loading}</p>}
    {list.rows?.length === 0 && <p className={styles.empty}>{empty}</p>}
    {list.rows && list.rows.length > 0 && (
      <ul className={styles.list} aria-label={label}>
        {list.rows.map(children)}
      </ul>
    )}
  </>
);

export const BackOfficePanel = () => {
  const { endpoints } = useHarness();
  const { client, deposits, withdrawals, updatedAt, refresh } = usePendingMoney();
  const [results, setResults] = useState<Result[]>([]);

  const review = useCallback(
    (kind: ReviewKind, id: number, who: string, amount: string) =>
      async (action: ReviewAction, reason?: string) => {
        const outcome = await client.review(kind, id, action, reason);
        const text =
          outcome.kind === 'done'
            ? outcomeText.done(kind, id, action, who, amount)
            : outcome.kind === 'already'
              ? outcomeText.already(kind, id, outcome.why)
              : outcome.kind === 'gone'
                ? outcomeText.gone(kind, id)
                : outcomeText.failed(kind, id, outcome.why);
        setResults((list) => [{ id: ++resultId, text, tone: outcome.kind }, ...list].slice(0, 6));
        await refresh();
      },
    [client, refresh],
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
      <ul className={styles.results} aria-label={T.results} aria-live="polite">
        {results.map((r) => (
          <li key={r.id} data-tone={r.tone}>
            {r.text}
          </li>
        ))}
      </ul>

      <PendingSection
        title={T.deposits}
        label={T.depositList}
        empty={T.noDeposits}
        what={T.depositList}
        list={deposits}
      >
        {(row: PendingDeposit) => {
          const who = ownerOf(row);
          const amount = formatYuan(row.payAmt);
          return (
            <ReviewCard
              key={row.id}
              kind="deposit"
              id={row.id}
              owner={who}
              amount={amount}
              fee={null}
              channel={depositChannel(row)}
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
          const who = ownerOf(row);
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
    </section>
  );
};

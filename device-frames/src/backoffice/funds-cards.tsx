// One funding application of the desk with its actions: a pending one (Approve, Reject with a
// reason), a trading or expired one (End, To warning line, To liquidation line). A card's buttons
// stay disabled while one of its calls runs, so a double click sends one request.
import { useState } from 'react';

import { useTexts } from '../i18n/harness-language';

import styles from './back-office.module.css';
import { useDeskActions } from './desk-actions';
import type { FundsClient, FundsDeskRow } from './funds-client';
import { FUNDS_DESK_TEXTS } from './funds-desk-texts';
import { formatYuan } from './money-format';
import { RejectForm } from './reject-form';
import type { DeskAct } from './use-desk';

const who = (row: FundsDeskRow, user: (id: number | null) => string) =>
  [row.phone, row.name].filter(Boolean).join(' · ') || user(row.userId ?? null);

const yuan = (v: number | string | null) => (v == null ? '—' : formatYuan(Number(v)));

export const FundsCard = ({
  row,
  act,
  client,
}: {
  row: FundsDeskRow;
  act: DeskAct;
  client: FundsClient;
}) => {
  const T = useTexts(FUNDS_DESK_TEXTS);
  const [isRejecting, setRejecting] = useState(false);
  const label = T.application(row.id);
  const { isBusy, run, button } = useDeskActions(act, label);
  const isPending = row.status === 0;
  return (
    <li className={styles.card} data-testid={`funds-${row.id}`}>
      <div className={styles.head}>
        <strong className={styles.amount}>{yuan(row.margin)}</strong>
        <span className={styles.owner}>{who(row, T.user)}</span>
        <span className={styles.count}>{T.status[row.status] ?? row.status}</span>
      </div>
      <dl className={styles.facts}>
        <dt>#{row.id}</dt>
        <dd>
          {row.orderNumber ?? '—'} · {T.terms(row.lever, row.tradersCycle)}
        </dd>
        {!isPending && (
          <>
            <dt>{T.sub}</dt>
            <dd>
              {row.subaccountNumber ?? '—'} · {T.positions(row.openPositions)}
            </dd>
            <dt>{T.value}</dt>
            <dd>{yuan(row.value)}</dd>
            <dt>{T.lines}</dt>
            <dd>
              {yuan(row.lineWarning)} / {yuan(row.lineUnwind)}
            </dd>
          </>
        )}
      </dl>
      {isPending && !isRejecting && (
        <div className={styles.actions}>
          {button(T.approve, () => client.approve(row.id), styles.primary)}
          <button
            type="button"
            className={styles.danger}
            disabled={isBusy}
            onClick={() => setRejecting(true)}
          >
            {T.reject}
          </button>
        </div>
      )}
      {isPending && isRejecting && (
        <RejectForm
          question={T.rejectQuestion(`${label} (${yuan(row.payAmount)}, ${who(row, T.user)})`)}
          isBusy={isBusy}
          onCancel={() => setRejecting(false)}
          onReject={(reason) => void run(T.reject, () => client.reject(row.id, reason))}
        />
      )}
      {!isPending && (
        <div className={styles.actions}>
          {row.status === 1 && button(T.toWarning, () => client.priceTo(row.id, 'warning'))}
          {row.status === 1 && button(T.toUnwind, () => client.priceTo(row.id, 'unwind'))}
          {button(T.end, () => client.end(row.id), styles.danger)}
        </div>
      )}
    </li>
  );
};

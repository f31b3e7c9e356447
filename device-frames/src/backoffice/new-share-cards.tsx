// One calendar share and one pending application of the new-share desk, each with its actions.
// A button stays disabled while its call runs, so a double click sends one request.
import { useState } from 'react';

import styles from './back-office.module.css';
import { formatYuan } from './money-format';
import {
  beijingShort,
  type DeskApplication,
  type DeskOutcome,
  type DeskShare,
} from './new-shares-client';
import { NEW_SHARE_TEXTS as T } from './texts';

export type Act = (what: string, run: () => Promise<DeskOutcome>) => Promise<void>;

const useBusy = () => {
  const [isBusy, setBusy] = useState(false);
  const run = (act: () => Promise<void>) => async () => {
    setBusy(true);
    try {
      await act();
    } finally {
      setBusy(false);
    }
  };
  return { isBusy, run };
};

export const ShareCard = ({
  share,
  act,
  list,
  lapse,
  draw,
}: {
  share: DeskShare;
  act: Act;
  list: (code: string) => Promise<DeskOutcome>;
  lapse: (code: string) => Promise<DeskOutcome>;
  draw: (code: string) => Promise<DeskOutcome>;
}) => {
  const { isBusy, run } = useBusy();
  const label = `${share.name} ${share.code}`;
  const isListed = share.phase === 'listed';
  return (
    <li className={styles.card} data-testid={`share-${share.code}`}>
      <div className={styles.head}>
        <strong className={styles.owner}>
          {share.name} <span>{share.code}</span>
        </strong>
        <span className={styles.count}>{T.phase[share.phase] ?? share.phase}</span>
      </div>
      <dl className={styles.facts}>
        <dt>{T.type(share.type)}</dt>
        <dd>
          {share.market ?? '—'} · {share.price == null ? '—' : formatYuan(share.price)} ·{' '}
          {T.applications(share.applications)}
        </dd>
        <dt>{T.subscribe}</dt>
        <dd>{beijingShort(share.subscribeAt)}</dd>
        <dt>{T.publish}</dt>
        <dd>{beijingShort(share.publishAt)}</dd>
        <dt>{T.deadline}</dt>
        <dd>{beijingShort(share.deadline)}</dd>
        <dt>{T.listing}</dt>
        <dd>{beijingShort(share.listAt)}</dd>
      </dl>
      {share.phase !== 'upcoming' && (
        <div className={styles.actions}>
          <button
            type="button"
            disabled={isBusy}
            onClick={run(() => act(`${T.drawShare} ${label}`, () => draw(share.code)))}
          >
            {T.drawShare}
          </button>
          <button
            type="button"
            disabled={isBusy}
            onClick={run(() => act(`${T.lapse} ${label}`, () => lapse(share.code)))}
          >
            {T.lapse}
          </button>
          {!isListed && (
            <button
              type="button"
              className={styles.primary}
              disabled={isBusy}
              onClick={run(() => act(`${T.list} ${label}`, () => list(share.code)))}
            >
              {T.list}
            </button>
          )}
        </div>
      )}
    </li>
  );
};

export const PendingCard = ({
  app,
  act,
  decide,
}: {
  app: DeskApplication;
  act: Act;
  decide: (id: number, action: 'allot' | 'not-allot') => Promise<DeskOutcome>;
}) => {
  const { isBusy, run } = useBusy();
  const who = [app.phone, app.realName].filter(Boolean).join(' · ') || `user ${app.userId ?? '—'}`;
  const what = `application #${app.id} (${app.code})`;
  return (
    <li className={styles.card} data-testid={`application-${app.id}`}>
      <div className={styles.head}>
        <strong className={styles.amount}>{app.bond == null ? '—' : formatYuan(app.bond)}</strong>
        <span className={styles.owner}>{who}</span>
      </div>
      <dl className={styles.facts}>
        <dt>{T.type(app.type)}</dt>
        <dd>
          {app.name ?? '—'} {app.code} · {app.applyNums ?? '—'}
        </dd>
        <dt>#{app.id}</dt>
        <dd>
          {app.addTime ?? '—'} · {T.wouldAllot(app.drawWouldAllot)}
        </dd>
      </dl>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.primary}
          disabled={isBusy}
          onClick={run(() => act(`${T.allot} ${what}`, () => decide(app.id, 'allot')))}
        >
          {T.allot}
        </button>
        <button
          type="button"
          className={styles.danger}
          disabled={isBusy}
          onClick={run(() => act(`${T.notAllot} ${what}`, () => decide(app.id, 'not-allot')))}
        >
          {T.notAllot}
        </button>
      </div>
    </li>
  );
};

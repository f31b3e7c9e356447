// One calendar share and one pending application of the new-share desk, each with its actions.
// A button stays disabled while its call runs, so a double click sends one request.
import type { DeskApplication, DeskShare } from '../../../src/electron/shared/new-share-desk';

import { useTexts } from '../i18n/harness-language';

import styles from './back-office.module.css';
import { useDeskActions } from './desk-actions';
import { formatYuan } from './money-format';
import { beijingShort, type DeskOutcome } from './new-shares-client';
import { NEW_SHARE_TEXTS } from './new-share-texts';
import type { DeskAct } from './use-desk';

export const ShareCard = ({
  share,
  act,
  list,
  lapse,
  draw,
}: {
  share: DeskShare;
  act: DeskAct;
  list: (code: string) => Promise<DeskOutcome>;
  lapse: (code: string) => Promise<DeskOutcome>;
  draw: (code: string) => Promise<DeskOutcome>;
}) => {
  const T = useTexts(NEW_SHARE_TEXTS);
  const { button: action } = useDeskActions(act, `${share.name} ${share.code}`);
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
          {action(T.drawShare, () => draw(share.code))}
          {action(T.lapse, () => lapse(share.code))}
          {!isListed && action(T.list, () => list(share.code), styles.primary)}
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
  act: DeskAct;
  decide: (id: number, action: 'allot' | 'not-allot') => Promise<DeskOutcome>;
}) => {
  const T = useTexts(NEW_SHARE_TEXTS);
  const who = [app.phone, app.realName].filter(Boolean).join(' · ') || T.user(app.userId ?? null);
  const { button: action } = useDeskActions(act, T.application(app.id, app.code));
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
        {action(T.allot, () => decide(app.id, 'allot'), styles.primary)}
        {action(T.notAllot, () => decide(app.id, 'not-allot'), styles.danger)}
      </div>
    </li>
  );
};

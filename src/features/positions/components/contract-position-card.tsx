// An index or futures contract position: lots, margin, fee, money per point and P/L.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import type { ContractPositionView } from '../model/contract-position';

import { DirectionTag } from './badges';
import { Figure } from './figure';
import { positionDetailPath } from './paths';
import styles from './positions.module.css';
import { toneOf, useFormat } from './use-format';

export const CONTRACT_CARD_HEIGHT = 222;

export function ContractPositionCard({
  view,
  onClose,
}: {
  view: ContractPositionView;
  onClose?: (view: ContractPositionView) => void;
}) {
  const { t } = useTranslation('positions');
  const f = useFormat();
  return (
    <article
      className={styles.card}
      data-testid={view.isClosed ? 'closed-contract' : 'open-contract'}
      data-position-sn={view.positionSn}
      aria-label={view.name}
    >
      <header className={styles.cardHead}>
        <Link
          to={positionDetailPath(view.positionSn, view.code, view.kind)}
          className={styles.stretched}
          aria-label={t('action.detail', { name: view.name })}
        >
          <strong className={styles.name}>{view.name}</strong>
        </Link>
        <span className={styles.exchange}>{t(`account.${view.kind}`)}</span>
        <span className={styles.code}>{view.code}</span>
        <DirectionTag direction={view.direction} />
        {onClose && !view.isClosed && (
          <button
            type="button"
            className={styles.cardAction}
            onClick={() => onClose(view)}
            data-testid="close-position"
          >
            {t('action.close')}
          </button>
        )}
      </header>
      <dl className={styles.pnlRow}>
        <Figure
          label={view.isClosed ? t('field.sellPrice') : t('field.latest')}
          value={view.price ? f.money(view.price) : t('noPrice')}
        />
        <Figure
          label={t('field.pnl')}
          value={view.pnl ? f.money(view.pnl, true) : '--'}
          tone={toneOf(view.pnl)}
          testId="pnl"
        />
        <Figure
          label={t('field.netPnl')}
          value={view.netPnl ? f.money(view.netPnl, true) : '--'}
          tone={toneOf(view.netPnl)}
          testId="net-pnl"
        />
      </dl>
      <dl className={styles.grid}>
        <Figure label={t('field.quantity')} value={t('unit.lots', { lots: view.lots })} />
        <Figure
          label={t('field.lever')}
          value={view.lever ? t('unit.lever', { lever: view.lever }) : '--'}
        />
        <Figure label={t('field.margin')} value={f.money(view.margin)} />
        <Figure label={t('field.buyPrice')} value={f.money(view.buyPrice)} />
        <Figure label={t('field.fee')} value={f.money(view.fee)} />
        <Figure label={t('field.eachPoint')} value={f.money(view.eachPoint)} />
      </dl>
      <p className={styles.times}>
        <span>
          {t('field.buyTime')} {f.shortTime(view.buyTime)}
        </span>
        {view.isClosed && (
          <span>
            {t('field.sellTime')} {f.shortTime(view.sellTime)}
          </span>
        )}
      </p>
    </article>
  );
}

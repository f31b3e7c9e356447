// One sub-account position (fundsList.do row) as a card per screens §8: the stock (→ quote
// detail), direction, prices, shares, value, fees, P/L and time; an open one offers 平仓 with an
// inline confirmation.
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import type { UserPositionVO } from '@/api/contracts/models/trading';
import card from '@/components/record-card.module.css';
import { routes } from '@/config/routes';
import { formatDateTime } from '@/lib/format/date';
import { timesShares } from '@/lib/money/exact-money';

import { latestPrice } from '../model/allocation-view';

import { Figures } from './figures';
import styles from './position-card.module.css';
import { toneOf, useMoney } from './use-money';

export interface CloseControls {
  isAsking: boolean;
  isBusy: boolean;
  onAsk: () => void;
  onKeep: () => void;
  onConfirm: () => void;
}

export function PositionCard({
  position: p,
  close,
}: {
  position: UserPositionVO;
  /** Absent on a closed position. */
  close?: CloseControls;
}) {
  const { t } = useTranslation('funds');
  const money = useMoney();
  // 买跌 is a short (trading-math's DIRECTION_TEXT), without loading that module's decimal maths.
  const side = p.orderDirection === '买跌' ? 'short' : 'long';
  const isOpen = !p.sellOrderTime;
  const price = isOpen ? latestPrice(p) : String(p.sellOrderPrice ?? '');
  const type = (p.stockGid ?? '').slice(0, 2) || undefined;
  return (
    <article className={card.card} data-testid="funds-position" data-sn={p.positionSn}>
      <div className={card.head}>
        <Link
          className={styles.name}
          to={routes.listdetail.href({ code: p.stockCode, name: p.stockName, type })}
        >
          {p.stockName}
        </Link>
        <span className={styles.code}>{p.stockCode}</span>
        {/* The server names the board in Chinese; the trader reads it in their language. */}
        {p.stockPlate === '科创' && <span className={styles.plate}>{t('list.position.star')}</span>}
        <span className={styles.side} data-side={side}>
          {t(`list.position.${side}`)}
        </span>
      </div>
      <Figures
        items={[
          {
            label: t(isOpen ? 'list.position.latest' : 'list.position.sellPrice'),
            value: money(price),
          },
          { label: t('list.position.buyPrice'), value: money(p.buyOrderPrice) },
          { label: t('list.position.shares'), value: String(p.orderNum) },
          { label: t('list.position.value'), value: money(timesShares(price, p.orderNum)) },
          { label: t('list.position.fee'), value: money(p.orderFee) },
          { label: t('list.position.stampDuty'), value: money(p.orderSpread) },
          { label: t('list.position.spreadFee'), value: money(p.spreadRatePrice) },
          {
            label: t('list.position.floatPnl'),
            value: money(p.profitAndLose, true),
            tone: toneOf(p.profitAndLose),
          },
          {
            label: t('list.position.totalPnl'),
            value: money(p.allProfitAndLose, true),
            tone: toneOf(p.allProfitAndLose),
            testId: 'position-total-pnl',
          },
        ]}
      />
      <div className={styles.foot}>
        <span>
          {t(isOpen ? 'list.position.buyTime' : 'list.position.sellTime')}{' '}
          {formatDateTime(isOpen ? p.buyOrderTime : p.sellOrderTime)}
        </span>
        {close && !close.isAsking && (
          <Button size="mini" color="primary" onClick={close.onAsk} data-testid="close-position">
            {t('list.position.close')}
          </Button>
        )}
      </div>
      {close?.isAsking && (
        <div className={styles.confirm} role="alertdialog" aria-label={t('list.position.confirm')}>
          <p>{t('list.position.confirm')}</p>
          <Button size="small" onClick={close.onKeep} disabled={close.isBusy}>
            {t('list.position.confirmNo')}
          </Button>
          <Button
            size="small"
            color="primary"
            loading={close.isBusy}
            onClick={close.onConfirm}
            data-testid="confirm-close"
          >
            {close.isBusy ? t('list.position.closing') : t('list.position.confirmYes')}
          </Button>
        </div>
      )}
    </article>
  );
}

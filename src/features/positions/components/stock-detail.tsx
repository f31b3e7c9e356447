// One stock position in full (detail page): every figure, the risk lines and limit-day scenarios,
// take-profit / stop-loss, and the close sheet. Live every second while the position is open.
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import type { UserPositionVO } from '@/api/contracts/models/trading';
import { MarketStatus } from '@/components/market-status';
import { useWarmWhenIdle } from '@/lib/lazy-on-first-use';
import { OPEN_POLL_MS, usePositionDetail } from '@/lib/queries/positions';
import { serverNow } from '@/lib/server-clock';

import { stockPositionView } from '../model/stock-position';

import { StockBadges } from './badges';
import { CloseBar, DetailHero, DetailStates, FiguresSection } from './detail-parts';
import { stockCloseSheet } from './lazy-sheets';
import { LazyTargetsForm } from './lazy-targets-form';
import { warehousePath } from './paths';
import badgesStyles from './badges.module.css';
import noteStyles from './note.module.css';
import numberStyles from './number.module.css';
import pageStyles from './page.module.css';
import { RiskPanel } from './risk-panel';
import { toneOf, useFormat } from './use-format';
import { useStockFigures } from './use-figures';

export function StockDetail({ positionSn, code }: { positionSn: string; code: string }) {
  const query = usePositionDetail(positionSn, code);
  return (
    <DetailStates query={query} skeletonLines={8}>
      {(row) => (
        <StockDetailBody row={row} updatedAt={query.dataUpdatedAt} isError={query.isError} />
      )}
    </DetailStates>
  );
}

function StockDetailBody({
  row,
  updatedAt,
  isError,
}: {
  row: UserPositionVO;
  updatedAt: number;
  isError: boolean;
}) {
  const { t } = useTranslation('positions');
  const f = useFormat();
  const navigate = useNavigate();
  const [isClosing, setClosing] = useState(false);
  // Once opened, the sheet stays mounted (its closing animation).
  const [wasClosing, setWasClosing] = useState(false);
  const view = stockPositionView(row, serverNow());
  useWarmWhenIdle(stockCloseSheet.warm, !view.isClosed);
  const fig = useStockFigures()(view);
  const time = (key: string, label: string, v: number | null) => ({ key, label, value: f.time(v) });
  const rows = [
    fig.quantity,
    fig.lever,
    fig.buyPrice,
    time('buyTime', t('field.buyTime'), view.buyTime),
    ...(view.isClosed ? [fig.sellPrice, time('sellTime', t('field.sellTime'), view.sellTime)] : []),
    fig.costValue,
    fig.marketValue,
    fig.margin,
    fig.marginAdd,
    fig.buyFee,
    ...(view.isClosed ? [fig.sellFee] : []),
    fig.stampDuty,
    fig.spreadFee,
    ...(view.isClosed ? [fig.fees] : []),
    fig.daysHeld,
    fig.stayFee,
    {
      key: 'profitTarget',
      label: t('field.profitTarget'),
      value: view.profitTarget ? f.money(view.profitTarget) : t('orders.none'),
    },
    {
      key: 'stopTarget',
      label: t('field.stopTarget'),
      value: view.stopTarget ? f.money(view.stopTarget) : t('orders.none'),
    },
    { key: 'positionSn', label: t('field.positionSn'), value: view.positionSn },
  ];

  return (
    <div
      className={pageStyles.detail}
      data-testid="position-detail"
      data-state={view.isClosed ? 'closed' : 'open'}
    >
      {!view.isClosed && (
        <MarketStatus updatedAt={updatedAt} isError={isError} intervalMs={OPEN_POLL_MS} />
      )}
      <DetailHero
        name={view.name}
        labels={
          <>
            <StockBadges view={view} />
            <span
              className={badgesStyles.status}
              data-status={view.isClosed ? 'executed' : 'waiting'}
            >
              {view.isClosed ? t('detail.closed') : t('detail.open')}
            </span>
          </>
        }
        netPnl={view.figures?.netPnl}
        netPnlTestId="detail-net-pnl"
        figures={[fig.price, fig.pnl, fig.yield]}
      >
        {view.figures && !view.isClosed && (
          <p className={noteStyles.note}>
            {t('field.returnOnMargin')}{' '}
            <span className={numberStyles.num} data-tone={toneOf(view.figures.returnOnMargin)}>
              {f.pct(view.figures.returnOnMargin)}
            </span>
          </p>
        )}
      </DetailHero>
      <FiguresSection rows={rows} testId="detail-figures">
        <p className={noteStyles.note}>{t('stayFeeHint')}</p>
      </FiguresSection>
      {!view.isClosed && view.price && <RiskPanel view={view} price={view.price} />}
      {!view.isClosed && <LazyTargetsForm key={view.positionSn} view={view} price={view.price} />}
      {!view.isClosed && (
        <CloseBar
          onClose={() => {
            setWasClosing(true);
            setClosing(true);
          }}
          onReach={stockCloseSheet.warm}
          testId="detail-close"
        />
      )}
      {wasClosing && (
        <Suspense fallback={null}>
          <stockCloseSheet.Component
            position={isClosing ? view : null}
            onDismiss={() => setClosing(false)}
            onShowClosed={() => void navigate(warehousePath('closed'))}
          />
        </Suspense>
      )}
    </div>
  );
}

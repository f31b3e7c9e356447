// One stock position in full (detail page): every figure, the risk lines and limit-day scenarios,
// take-profit / stop-loss, and the close sheet. Live every second while the position is open.
import { Button, ErrorBlock, Skeleton } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import { MarketStatus } from '@/components/market-status';
import { serverNow } from '@/lib/server-clock';
import { useAppStore } from '@/stores/app-store';

import { OPEN_POLL_MS, usePositionDetail } from '../api/position-list-api';
import { closedFees, lotsOf, stockPositionView } from '../model/stock-position';

import { BoardBadge, DirectionTag, ExchangeBadge } from './badges';
import { CloseSheet } from './close-sheet';
import { Figure } from './figure';
import { useErrorText, VisitorPrompt } from './list-states';
import { warehousePath } from './paths';
import styles from './positions.module.css';
import { RiskPanel } from './risk-panel';
import { TargetsForm } from './targets-form';
import { toneOf, useFormat } from './use-format';

export function StockDetail({ positionSn, code }: { positionSn: string; code: string }) {
  const { t } = useTranslation('positions');
  const f = useFormat();
  const navigate = useNavigate();
  const query = usePositionDetail(positionSn, code);
  const errorText = useErrorText(query.error);
  const [isClosing, setClosing] = useState(false);
  const token = useAppStore((s) => s.token);

  if (!token) return <VisitorPrompt />;
  if (query.isPending) {
    return (
      <div className={styles.section}>
        <Skeleton.Paragraph lineCount={8} animated />
      </div>
    );
  }
  if (query.isError && !query.data) {
    return (
      <div className={styles.state} role="alert" data-testid="positions-error">
        <ErrorBlock status="default" title={t('list.loadFailed')} description={errorText ?? ''}>
          <Button size="small" onClick={() => void query.refetch()}>
            {t('list.retry')}
          </Button>
        </ErrorBlock>
      </div>
    );
  }
  if (!query.data) {
    return (
      <div className={styles.state} data-testid="detail-not-found">
        <ErrorBlock status="empty" title={t('detail.notFound')} description="" />
      </div>
    );
  }

  const view = stockPositionView(query.data, serverNow());
  const fig = view.figures;
  const rows = [
    {
      key: 'quantity',
      label: t('field.quantity'),
      value: t('unit.sharesLots', { shares: f.int(view.shares), lots: lotsOf(view.shares) }),
    },
    { key: 'lever', label: t('field.lever'), value: t('unit.lever', { lever: view.lever }) },
    { key: 'buyPrice', label: t('field.buyPrice'), value: f.money(view.buyPrice) },
    { key: 'buyTime', label: t('field.buyTime'), value: f.time(view.buyTime) },
    ...(view.isClosed
      ? [
          {
            key: 'sellPrice',
            label: t('field.sellPrice'),
            value: view.price ? f.money(view.price) : '--',
          },
          { key: 'sellTime', label: t('field.sellTime'), value: f.time(view.sellTime) },
        ]
      : []),
    { key: 'costValue', label: t('field.costValue'), value: f.money(view.costValue) },
    {
      key: 'marketValue',
      label: t('field.marketValue'),
      value: fig ? f.money(fig.marketValue) : '--',
    },
    { key: 'margin', label: t('field.margin'), value: f.money(view.margin) },
    { key: 'marginAdd', label: t('field.marginAdd'), value: f.money(view.marginAdd) },
    { key: 'buyFee', label: t('field.buyFee'), value: f.money(view.buyFee) },
    ...(view.isClosed
      ? [{ key: 'sellFee', label: t('field.sellFee'), value: f.money(view.sellFee) }]
      : []),
    { key: 'stampDuty', label: t('field.stampDuty'), value: f.money(view.stampDuty) },
    { key: 'spreadFee', label: t('field.spreadFee'), value: f.money(view.spreadFee) },
    ...(view.isClosed
      ? [{ key: 'fees', label: t('field.fees'), value: f.money(closedFees(view)) }]
      : []),
    { key: 'daysHeld', label: t('field.daysHeld'), value: t('unit.days', { days: view.daysHeld }) },
    { key: 'stayFee', label: t('field.stayFee'), value: f.money(view.stayFee), hint: '*' },
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
      className={styles.detail}
      data-testid="position-detail"
      data-state={view.isClosed ? 'closed' : 'open'}
    >
      {!view.isClosed && (
        <MarketStatus
          updatedAt={query.dataUpdatedAt}
          isError={query.isError}
          intervalMs={OPEN_POLL_MS}
        />
      )}
      <section className={styles.hero}>
        <header className={styles.cardHead}>
          <h2 className={styles.heroName}>{view.name}</h2>
          <ExchangeBadge exchange={view.exchange} />
          <span className={styles.code}>{view.code}</span>
          <BoardBadge board={view.board} />
          <DirectionTag direction={view.direction} />
          <span className={styles.status} data-status={view.isClosed ? 'executed' : 'waiting'}>
            {view.isClosed ? t('detail.closed') : t('detail.open')}
          </span>
        </header>
        <p className={styles.heroLabel}>{t('field.netPnl')}</p>
        <p
          className={styles.heroValue}
          data-tone={toneOf(fig?.netPnl)}
          data-testid="detail-net-pnl"
        >
          {fig ? f.money(fig.netPnl, true) : '--'}
        </p>
        <dl className={styles.pnlRow}>
          <Figure
            label={view.isClosed ? t('field.sellPrice') : t('field.latest')}
            value={view.price ? f.money(view.price) : t('noPrice')}
          />
          <Figure
            label={t('field.pnl')}
            value={fig ? f.money(fig.pnl, true) : '--'}
            tone={toneOf(fig?.pnl)}
          />
          <Figure
            label={t('field.yield')}
            value={fig ? f.pct(fig.pnlPct) : '--'}
            tone={toneOf(fig?.pnlPct)}
          />
        </dl>
        {fig && !view.isClosed && (
          <p className={styles.note}>
            {t('field.returnOnMargin')}{' '}
            <span className={styles.num} data-tone={toneOf(fig.returnOnMargin)}>
              {f.pct(fig.returnOnMargin)}
            </span>
          </p>
        )}
      </section>
      <section className={styles.section} aria-labelledby="figures-title">
        <h2 id="figures-title" className={styles.sectionTitle}>
          {t('detail.figures')}
        </h2>
        <dl className={styles.rows} data-testid="detail-figures">
          {rows.map((r) => (
            <div key={r.key} data-key={r.key}>
              <dt>
                {r.label}
                {r.hint && <sup aria-hidden="true">{r.hint}</sup>}
              </dt>
              <dd className={styles.num}>{r.value}</dd>
            </div>
          ))}
        </dl>
        <p className={styles.note}>{t('stayFeeHint')}</p>
      </section>
      {!view.isClosed && view.price && <RiskPanel view={view} price={view.price} />}
      {!view.isClosed && <TargetsForm key={view.positionSn} view={view} price={view.price} />}
      {!view.isClosed && (
        <div className={styles.actionBar}>
          <Button
            block
            color="primary"
            size="large"
            onClick={() => setClosing(true)}
            data-testid="detail-close"
          >
            {t('action.close')}
          </Button>
        </div>
      )}
      <CloseSheet
        position={isClosing ? view : null}
        onDismiss={() => setClosing(false)}
        onShowClosed={() => void navigate(warehousePath('closed'))}
      />
    </div>
  );
}

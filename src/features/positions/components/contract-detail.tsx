// One index or futures contract position in full, with its close sheet.
import { Button, ErrorBlock, Skeleton } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import { useAppStore } from '@/stores/app-store';

import { useContractDetail } from '../api/contract-positions-api';
import type { ContractKind } from '../model/contract-position';

import { DirectionTag } from './badges';
import { ContractCloseSheet } from './contract-close-sheet';
import { Figure } from './figure';
import { useErrorText, VisitorPrompt } from './list-states';
import { warehousePath } from './paths';
import styles from './positions.module.css';
import { toneOf, useFormat } from './use-format';

export function ContractDetail({ kind, positionSn }: { kind: ContractKind; positionSn: string }) {
  const { t } = useTranslation('positions');
  const f = useFormat();
  const navigate = useNavigate();
  const token = useAppStore((s) => s.token);
  const query = useContractDetail(kind, positionSn);
  const errorText = useErrorText(query.error);
  const [isClosing, setClosing] = useState(false);

  if (!token) return <VisitorPrompt />;
  if (query.isPending) {
    return (
      <div className={styles.section}>
        <Skeleton.Paragraph lineCount={6} animated />
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
  const view = query.data;
  if (!view) {
    return (
      <div className={styles.state} data-testid="detail-not-found">
        <ErrorBlock status="empty" title={t('detail.notFound')} description="" />
      </div>
    );
  }
  const rows = [
    { key: 'quantity', label: t('field.quantity'), value: t('unit.lots', { lots: view.lots }) },
    {
      key: 'lever',
      label: t('field.lever'),
      value: view.lever ? t('unit.lever', { lever: view.lever }) : '--',
    },
    { key: 'buyPrice', label: t('field.buyPrice'), value: f.money(view.buyPrice) },
    { key: 'buyTime', label: t('field.buyTime'), value: f.time(view.buyTime) },
    ...(view.isClosed
      ? [{ key: 'sellTime', label: t('field.sellTime'), value: f.time(view.sellTime) }]
      : []),
    { key: 'margin', label: t('field.margin'), value: f.money(view.margin) },
    { key: 'fee', label: t('field.fee'), value: f.money(view.fee) },
    {
      key: 'eachPoint',
      label: t('field.eachPoint'),
      value: f.money(view.eachPoint),
    },
    ...(view.coinCode && view.coinRate
      ? [
          {
            key: 'coinRate',
            label: t('field.coinRate'),
            value: t('unit.rate', { coin: view.coinCode, rate: view.coinRate.toString() }),
          },
        ]
      : []),
    ...(view.unit ? [{ key: 'unit', label: t('field.unit'), value: view.unit }] : []),
    ...(view.daysHeld !== null
      ? [
          {
            key: 'days',
            label: t('field.daysHeld'),
            value: t('unit.days', { days: view.daysHeld }),
          },
        ]
      : []),
    { key: 'positionSn', label: t('field.positionSn'), value: view.positionSn },
  ];
  return (
    <div className={styles.detail} data-testid="contract-detail">
      <section className={styles.hero}>
        <header className={styles.cardHead}>
          <h2 className={styles.heroName}>{view.name}</h2>
          <span className={styles.exchange}>{t(`account.${view.kind}`)}</span>
          <span className={styles.code}>{view.code}</span>
          <DirectionTag direction={view.direction} />
        </header>
        <p className={styles.heroLabel}>{t('field.netPnl')}</p>
        <p className={styles.heroValue} data-tone={toneOf(view.netPnl)}>
          {view.netPnl ? f.money(view.netPnl, true) : '--'}
        </p>
        <dl className={styles.pnlRow}>
          <Figure
            label={view.isClosed ? t('field.sellPrice') : t('field.latest')}
            value={view.price ? f.money(view.price) : t('noPrice')}
          />
          <Figure
            label={t('field.pnl')}
            value={view.pnl ? f.money(view.pnl, true) : '--'}
            tone={toneOf(view.pnl)}
          />
        </dl>
      </section>
      <section className={styles.section} aria-labelledby="contract-figures">
        <h2 id="contract-figures" className={styles.sectionTitle}>
          {t('detail.figures')}
        </h2>
        <dl className={styles.rows}>
          {rows.map((r) => (
            <div key={r.key}>
              <dt>{r.label}</dt>
              <dd className={styles.num}>{r.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      {!view.isClosed && (
        <div className={styles.actionBar}>
          <Button block color="primary" size="large" onClick={() => setClosing(true)}>
            {t('action.close')}
          </Button>
        </div>
      )}
      <ContractCloseSheet
        position={isClosing ? view : null}
        onDismiss={() => setClosing(false)}
        onShowClosed={() => void navigate(warehousePath('closed', kind))}
      />
    </div>
  );
}

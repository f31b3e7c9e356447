// One index or futures contract position in full, with its close sheet.
import { useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import { useWarmWhenIdle } from '@/lib/lazy-on-first-use';
import { contractDetailQuery } from '@/lib/queries/positions';
import { useAppStore } from '@/stores/app-store';

import {
  contractViewOf,
  type ContractKind,
  type ContractPositionView,
} from '../model/contract-position';

import { ContractBadges } from './badges';
import { CloseBar, DetailHero, DetailStates, FiguresSection } from './detail-parts';
import { contractCloseSheet } from './lazy-sheets';
import { warehousePath } from './paths';
import pageStyles from './page.module.css';
import { useFormat } from './use-format';
import { useContractFigures } from './use-figures';

export function ContractDetail({ kind, positionSn }: { kind: ContractKind; positionSn: string }) {
  const isVisitor = useAppStore((s) => s.token === '');
  const query = useQuery({
    ...contractDetailQuery(kind, positionSn, isVisitor),
    select: (row) => row && contractViewOf(kind, row),
  });
  return (
    <DetailStates query={query} skeletonLines={6}>
      {(view) => <ContractDetailBody view={view} />}
    </DetailStates>
  );
}

function ContractDetailBody({ view }: { view: ContractPositionView }) {
  const { t } = useTranslation('positions');
  const f = useFormat();
  const navigate = useNavigate();
  const [isClosing, setClosing] = useState(false);
  // Once opened, the sheet stays mounted (its closing animation).
  const [wasClosing, setWasClosing] = useState(false);
  const fig = useContractFigures()(view);
  useWarmWhenIdle(contractCloseSheet.warm, !view.isClosed);
  const rows = [
    fig.quantity,
    fig.lever,
    fig.buyPrice,
    { key: 'buyTime', label: t('field.buyTime'), value: f.time(view.buyTime) },
    ...(view.isClosed
      ? [{ key: 'sellTime', label: t('field.sellTime'), value: f.time(view.sellTime) }]
      : []),
    fig.margin,
    fig.fee,
    fig.eachPoint,
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
    <div className={pageStyles.detail} data-testid="contract-detail">
      <DetailHero
        name={view.name}
        labels={<ContractBadges view={view} />}
        netPnl={view.netPnl}
        figures={[fig.price, fig.pnl]}
      />
      <FiguresSection rows={rows} />
      {!view.isClosed && (
        <CloseBar
          onClose={() => {
            setWasClosing(true);
            setClosing(true);
          }}
          onReach={contractCloseSheet.warm}
        />
      )}
      {wasClosing && (
        <Suspense fallback={null}>
          <contractCloseSheet.Component
            position={isClosing ? view : null}
            onDismiss={() => setClosing(false)}
            onShowClosed={() => void navigate(warehousePath('closed', view.kind))}
          />
        </Suspense>
      )}
    </div>
  );
}

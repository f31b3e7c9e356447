// The parts every position detail page has: the states before there is a position to show, the
// hero (name, labels, net P/L, headline figures), the figures section and the close bar.
import { Button, Skeleton } from 'antd-mobile';
import type Decimal from 'decimal.js';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { StateBlock, useErrorText } from '@/components/list-states';
import { useAppStore } from '@/stores/app-store';

import { FigureList, type FigureItem } from './figure';
import cardFrameStyles from './card-frame.module.css';
import styles from './detail-parts.module.css';
import sectionStyles from './section.module.css';
import { toneOf, useFormat } from './use-format';
import { VisitorPrompt } from './visitor-prompt';

/** What the states need of the detail query (a TanStack query result fits). */
export interface DetailQuery<T> {
  data: T | null | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
}

/** Visitor, skeleton, error with a retry, not found; else the page for the position. */
export function DetailStates<T>({
  query,
  skeletonLines,
  children,
}: {
  query: DetailQuery<T>;
  skeletonLines: number;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('positions');
  const token = useAppStore((s) => s.token);
  const errorText = useErrorText(query.error);
  if (!token) return <VisitorPrompt />;
  if (query.isPending) {
    return (
      <div className={sectionStyles.section}>
        <Skeleton.Paragraph lineCount={skeletonLines} animated />
      </div>
    );
  }
  if (query.isError && !query.data) {
    return (
      <StateBlock
        status="default"
        title={t('list.loadFailed')}
        description={errorText ?? ''}
        isAlert
        testId="positions-error"
      >
        <Button size="small" onClick={() => void query.refetch()}>
          {t('list.retry')}
        </Button>
      </StateBlock>
    );
  }
  if (!query.data) {
    return <StateBlock status="empty" title={t('detail.notFound')} testId="detail-not-found" />;
  }
  return <>{children(query.data)}</>;
}

export function DetailHero({
  name,
  labels,
  netPnl,
  netPnlTestId,
  figures,
  children,
}: {
  name: string;
  labels: ReactNode;
  netPnl: Decimal | null | undefined;
  netPnlTestId?: string;
  figures: readonly FigureItem[];
  /** Lines under the figures. */
  children?: ReactNode;
}) {
  const { t } = useTranslation('positions');
  const f = useFormat();
  return (
    <section className={sectionStyles.hero}>
      <header className={cardFrameStyles.cardHead}>
        <h2 className={styles.heroName}>{name}</h2>
        {labels}
      </header>
      <p className={styles.heroLabel}>{t('field.netPnl')}</p>
      <p className={styles.heroValue} data-tone={toneOf(netPnl)} data-testid={netPnlTestId}>
        {f.money(netPnl, true)}
      </p>
      <FigureList layout="pnl" items={figures} />
      {children}
    </section>
  );
}

/** Every figure of the position, one per line. */
export function FiguresSection({
  rows,
  testId,
  children,
}: {
  rows: readonly FigureItem[];
  testId?: string;
  /** Notes under the rows. */
  children?: ReactNode;
}) {
  const { t } = useTranslation('positions');
  const titleId = useId();
  return (
    <section className={sectionStyles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={sectionStyles.sectionTitle}>
        {t('detail.figures')}
      </h2>
      <FigureList layout="rows" items={rows} testId={testId} />
      {children}
    </section>
  );
}

/** The bar at the bottom of an open position's page: "close". */
export function CloseBar({
  onClose,
  onReach,
  testId,
}: {
  onClose: () => void;
  /** The trader reaches for the button (touch, mouse down, focus): fetch the sheet now. */
  onReach?: () => void;
  testId?: string;
}) {
  const { t } = useTranslation('positions');
  return (
    <div className={styles.actionBar} onPointerDown={onReach} onFocus={onReach}>
      <Button block color="primary" size="large" onClick={onClose} data-testid={testId}>
        {t('action.close')}
      </Button>
    </div>
  );
}

// What every position sheet (close a stock, close a contract, add on) is built from: the bottom
// popup that starts a sheet afresh for each position, the dialog with its title and facts, the
// message of a refusal or notice, and the cancel / confirm pair.
import { Button } from 'antd-mobile';
import { Fragment, useId, type ReactNode } from 'react';

import { DialogPopup } from '@/components/dialog-popup';

import { FigureList, type FigureItem } from './figure';
import styles from './close-sheet-frame.module.css';
import sheetMessageStyles from './sheet-message.module.css';

/** The bottom sheet for one position (kept live by the caller); null hides it. */
export function PositionPopup<V extends { positionSn: string }>({
  position,
  onDismiss,
  children,
}: {
  position: V | null;
  onDismiss: () => void;
  children: (view: V) => ReactNode;
}) {
  return (
    <DialogPopup
      visible={position !== null}
      onMaskClick={onDismiss}
      onClose={onDismiss}
      bodyClassName={styles.sheet}
      destroyOnClose
    >
      {position && <Fragment key={position.positionSn}>{children(position)}</Fragment>}
    </DialogPopup>
  );
}

/** The sheet's dialog: its title, the position's facts, then the sheet's own part. */
export function SheetDialog({
  testId,
  title,
  facts,
  children,
}: {
  testId: string;
  title: string;
  facts: readonly FigureItem[];
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section role="dialog" aria-modal="true" aria-labelledby={titleId} data-testid={testId}>
      <h2 id={titleId} className={styles.sheetTitle}>
        {title}
      </h2>
      <FigureList layout="facts" items={facts} />
      {children}
    </section>
  );
}

/** A refusal or notice above the buttons, announced as an alert. */
export function SheetMessage({
  tone,
  testId,
  children,
}: {
  tone: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <p
      className={sheetMessageStyles.sheetMessage}
      data-tone={tone}
      role="alert"
      data-testid={testId}
    >
      {children}
    </p>
  );
}

/**
 * Cancel (disabled while sending) and the primary confirm (loading while sending). Texts come from
 * the sheet: a translation hook per part made each opening mount several (issue 24).
 */
export function SheetButtons({
  cancelText,
  confirmText,
  confirmTestId,
  pending,
  canConfirm,
  onConfirm,
  onDismiss,
}: {
  cancelText: string;
  confirmText: string;
  confirmTestId: string;
  pending: boolean;
  canConfirm: boolean;
  onConfirm: () => void;
  onDismiss: () => void;
}) {
  return (
    <div className={styles.sheetButtons}>
      <Button block onClick={onDismiss} disabled={pending}>
        {cancelText}
      </Button>
      <Button
        block
        color="primary"
        loading={pending}
        disabled={!canConfirm}
        onClick={onConfirm}
        data-testid={confirmTestId}
      >
        {confirmText}
      </Button>
    </div>
  );
}

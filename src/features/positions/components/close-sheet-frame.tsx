// What every close sheet has: the position sheet (sheet-parts.tsx) with its title and facts, the
// result of a close (done, changed under our feet, or not known yet and re-checked), and the form's
// message and buttons around the kind's own inputs.
import { Button } from 'antd-mobile';
import type { TFunction } from 'i18next';
import type { ComponentType, ReactNode } from 'react';

import type { FigureItem } from './figure';
import styles from './close-sheet-frame.module.css';
import noteStyles from './note.module.css';
import { PositionPopup, SheetButtons, SheetDialog, SheetMessage } from './sheet-parts';
import type { CloseFlow, CloseNotice } from './use-close-flow';

export interface CloseSheetProps<V> {
  /** The position to close (kept live by the caller); null hides the sheet. */
  position: V | null;
  onDismiss: () => void;
  /** After a close: show the closed positions. */
  onShowClosed: () => void;
}

export interface CloseBodyProps<V> {
  view: V;
  onDismiss: () => void;
  onShowClosed: () => void;
}

/** The bottom sheet around a kind's body; a new position starts the body afresh. */
export function ClosePopup<V extends { positionSn: string }>({
  position,
  onDismiss,
  onShowClosed,
  body: Body,
}: CloseSheetProps<V> & { body: ComponentType<CloseBodyProps<V>> }) {
  return (
    <PositionPopup position={position} onDismiss={onDismiss}>
      {(view) => <Body view={view} onDismiss={onDismiss} onShowClosed={onShowClosed} />}
    </PositionPopup>
  );
}

export interface CloseSheetFrameProps {
  /** The sheet's own `t`: one translation hook per sheet, not one per part (issue 24). */
  t: TFunction<'positions'>;
  flow: CloseFlow;
  title: string;
  facts: readonly FigureItem[];
  /** What is held now (shares or lots), for a re-check. */
  held: number;
  /** The headline after a close, from the amount closed; none: the notice alone. */
  doneTitle?: (amount: number) => string;
  /**
   * A position that changed meanwhile is announced as an alert with a primary button (stocks)
   * rather than as a plain note: each sheet keeps the look it had.
   */
  isChangedAlert?: boolean;
  /** Shown in place of the flow's notice (a quantity the rules refused). */
  message?: CloseNotice | null;
  canConfirm: boolean;
  onConfirm: () => void;
  onDismiss: () => void;
  /** After a close: show the closed positions. */
  onShowClosed: () => void;
  /** The kind's inputs and notes, above the message. */
  children: ReactNode;
}

export function CloseSheetFrame({
  t,
  flow,
  title,
  facts,
  held,
  doneTitle,
  isChangedAlert = false,
  message,
  canConfirm,
  onConfirm,
  onDismiss,
  onShowClosed,
  children,
}: CloseSheetFrameProps) {
  const { stage, notice, pending } = flow;
  const shown = message ?? notice;
  return (
    <SheetDialog testId="close-sheet" title={title} facts={facts}>
      {stage.name === 'done' ? (
        <div className={styles.sheetResult} data-testid="close-done">
          {doneTitle && <p className={styles.resultTitle}>{doneTitle(stage.amount)}</p>}
          {notice && <p className={noteStyles.note}>{notice.text}</p>}
          <div className={styles.sheetButtons}>
            <Button block onClick={onDismiss}>
              {t('close.done')}
            </Button>
            <Button block color="primary" onClick={onShowClosed}>
              {t('close.showClosed')}
            </Button>
          </div>
        </div>
      ) : stage.name === 'changed' ? (
        <div
          className={styles.sheetResult}
          role={isChangedAlert ? 'alert' : undefined}
          data-testid="close-changed"
        >
          <p className={noteStyles.note}>{t('close.changed')}</p>
          <div className={styles.sheetButtons}>
            <Button block color={isChangedAlert ? 'primary' : 'default'} onClick={onDismiss}>
              {t('close.done')}
            </Button>
          </div>
        </div>
      ) : stage.name === 'checking' || stage.name === 'unknown' ? (
        <div className={styles.sheetResult} role="alert" data-testid="close-unknown">
          <p className={noteStyles.note}>
            {stage.name === 'checking' ? t('close.checking') : t('close.unknown')}
          </p>
          <Button
            block
            color="primary"
            loading={stage.name === 'checking'}
            disabled={stage.name === 'checking'}
            onClick={() => flow.recheck(held)}
          >
            {t('close.recheck')}
          </Button>
        </div>
      ) : (
        <>
          {children}
          {shown && (
            <SheetMessage tone={shown.tone} testId="close-message">
              {shown.text}
            </SheetMessage>
          )}
          <SheetButtons
            cancelText={t('close.cancel')}
            confirmText={t('close.confirm')}
            confirmTestId="close-confirm"
            pending={pending}
            canConfirm={canConfirm}
            onConfirm={onConfirm}
            onDismiss={onDismiss}
          />
        </>
      )}
    </SheetDialog>
  );
}

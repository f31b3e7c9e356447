// The last look before an order leaves, in the trader's words: the instrument, the order read back
// from the very request that will be sent (side, quantity, order type, price, leverage,
// protection), the cost figures of the ticket's own preview, and what happens once it is sent.
// The exact request (endpoint, parameters) is developer detail: inside a harness frame only.
// Confirm sends; nothing is sent from anywhere else.
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

import { DialogPopup } from '@/components/dialog-popup';
import { TechnicalDetails } from '@/components/technical-details';

import type { Instrument, OrderRequest } from '../model/order-request';
import { summarizeOrder } from '../model/order-summary';

import { FigureRows, type FigureRow } from './preview-panel';
import { OrderRequestTable } from './order-request-table';
import styles from './confirm-sheet.module.css';
import sideButtonsStyles from './side-buttons.module.css';
import { useOrderSummary, type SummaryContext } from './use-order-summary';

export interface ConfirmSheetProps extends SummaryContext {
  isOpen: boolean;
  request: OrderRequest;
  instrument: Instrument;
  /** The preview's figures when the sheet opened (none for a resend of a stored order). */
  rows: FigureRow[];
  isSending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

export function ConfirmSheet({
  isOpen,
  request,
  instrument,
  rows,
  isSending,
  onCancel,
  onConfirm,
  ...context
}: ConfirmSheetProps) {
  const { t } = useTranslation('trade');
  const { rowsOf, nextOf } = useOrderSummary();
  const summary = summarizeOrder(request, instrument.kind);
  const next = nextOf(summary, context);
  return (
    <DialogPopup
      visible={isOpen}
      onMaskClick={isSending ? undefined : onCancel}
      onClose={isSending ? undefined : onCancel}
      bodyStyle={{ borderTopLeftRadius: 12, borderTopRightRadius: 12 }}
      destroyOnClose
    >
      <div
        className={styles.sheet}
        role="dialog"
        aria-modal="true"
        aria-labelledby="ticket-confirm-title"
        data-testid="confirm-sheet"
      >
        <h2 className={styles.sheetTitle} id="ticket-confirm-title">
          {t('confirm.title')}
        </h2>
        <p className={styles.sheetLead} data-testid="confirm-instrument">
          {t('confirm.lead', {
            name: instrument.name,
            code: instrument.code,
            side: t(`side.${summary.side}`),
          })}
        </p>
        <section className={styles.sheetSection} data-testid="confirm-order">
          <FigureRows rows={rowsOf(summary, context)} />
        </section>
        {rows.length > 0 && (
          <section className={styles.sheetSection} aria-labelledby="ticket-confirm-cost">
            <h3 id="ticket-confirm-cost">{t('preview.title')}</h3>
            <FigureRows
              rows={rows.map((row) => ({ ...row, testId: `confirm-${row.id}` }))}
              isEmphasized
            />
          </section>
        )}
        <section className={styles.sheetSection} aria-labelledby="ticket-confirm-next">
          <h3 id="ticket-confirm-next">{t('confirm.nextTitle')}</h3>
          <ul className={styles.next} data-testid="confirm-next">
            {next.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
        <TechnicalDetails>
          <OrderRequestTable request={request} instrument={instrument} />
        </TechnicalDetails>
        <div className={styles.sheetActions}>
          <Button block onClick={onCancel} disabled={isSending}>
            {t('confirm.cancel')}
          </Button>
          <Button
            block
            color="primary"
            className={sideButtonsStyles.submit}
            data-side={summary.side}
            loading={isSending}
            disabled={isSending}
            onClick={onConfirm}
            data-testid="confirm-send"
          >
            {t('confirm.send')}
          </Button>
        </div>
      </div>
    </DialogPopup>
  );
}

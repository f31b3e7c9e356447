// The last look before an order leaves: the endpoint and every parameter exactly as they will be
// sent, each explained, and the cost figures. Confirm sends; nothing is sent from anywhere else.
import { Button, Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

import {
  describeParams,
  ENDPOINT_PATH,
  type Instrument,
  type OrderRequest,
} from '../model/order-request';

import { FigureRows, type FigureRow } from './preview-panel';
import styles from './confirm-sheet.module.css';
import hintStyles from './hint.module.css';
import sideButtonsStyles from './side-buttons.module.css';

export interface ConfirmSheetProps {
  isOpen: boolean;
  request: Pick<OrderRequest, 'endpoint' | 'params' | 'quantity' | 'isTrailDegraded'>;
  instrument: Instrument;
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
}: ConfirmSheetProps) {
  const { t } = useTranslation('trade');
  const lines = describeParams({ ...request }, instrument);
  const side = request.params.buyType === 1 ? 'short' : 'long';
  return (
    <Popup
      visible={isOpen}
      onMaskClick={isSending ? undefined : onCancel}
      position="bottom"
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
        <p className={styles.sheetLead}>
          {t('confirm.lead', {
            name: instrument.name,
            code: instrument.code,
            side: t(`side.${side}`),
          })}
        </p>
        <section className={styles.sheetSection}>
          <h3>{t('confirm.request')}</h3>
          <p className={styles.endpoint} data-testid="confirm-endpoint">
            {t('confirm.post', { path: ENDPOINT_PATH[request.endpoint] })}
          </p>
          <table className={styles.params} data-testid="confirm-params">
            <thead>
              <tr>
                <th scope="col">{t('confirm.param')}</th>
                <th scope="col">{t('confirm.value')}</th>
                <th scope="col">{t('confirm.meaning')}</th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => (
                <tr key={line.name} data-param={line.name}>
                  <th scope="row">{line.name}</th>
                  <td>{line.value}</td>
                  <td>
                    {line.note
                      ? t(line.note.key, 'values' in line.note ? line.note.values : {})
                      : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {request.isTrailDegraded && (
            <p className={hintStyles.hint}>{t('confirm.trailFallback')}</p>
          )}
        </section>
        {rows.length > 0 && (
          <section className={styles.sheetSection}>
            <h3>{t('preview.title')}</h3>
            <FigureRows rows={rows} />
          </section>
        )}
        <div className={styles.sheetActions}>
          <Button block onClick={onCancel} disabled={isSending}>
            {t('confirm.cancel')}
          </Button>
          <Button
            block
            color="primary"
            className={sideButtonsStyles.submit}
            data-side={side}
            loading={isSending}
            disabled={isSending}
            onClick={onConfirm}
            data-testid="confirm-send"
          >
            {t('confirm.send')}
          </Button>
        </div>
      </div>
    </Popup>
  );
}

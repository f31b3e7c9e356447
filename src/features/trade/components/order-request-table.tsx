// The exact request an order sends — endpoint and every parameter with what it means — for the
// harness's technical details of the confirmation sheet (never shown to traders: lib/harness-only).
import { useTranslation } from 'react-i18next';

import { describeParams } from '../model/order-params';
import { ENDPOINT_PATH, type Instrument, type OrderRequest } from '../model/order-request';

import hintStyles from './hint.module.css';
import styles from './order-request-table.module.css';

export function OrderRequestTable({
  request,
  instrument,
}: {
  request: OrderRequest;
  instrument: Instrument;
}) {
  const { t } = useTranslation('trade');
  const lines = describeParams(request, instrument);
  return (
    <section aria-label={t('confirm.request')}>
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
                {line.note ? t(line.note.key, 'values' in line.note ? line.note.values : {}) : ''}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {request.isTrailDegraded && <p className={hintStyles.hint}>{t('confirm.trailFallback')}</p>}
    </section>
  );
}

// Take-profit / stop-loss of an open position, shown and editable (updateProfitTarget.do takes
// whole yuan). Checked against the current price first; the server's answer is shown as it is.
import { Button } from 'antd-mobile';
import type Decimal from 'decimal.js';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { FormField } from '@/components/form-field';
import { useErrorMessage } from '@/components/list-states';
import { successText } from '@/lib/api/success-text';
import { useSubmitOnce } from '@/lib/use-submit-once';

import { saveTargets } from '../api/profit-target-api';
import {
  checkTargets,
  targetText,
  type TargetErrorKey,
  type TargetField,
} from '../model/profit-target';
import type { StockPositionView } from '../model/stock-position';

import noteStyles from './note.module.css';
import sectionStyles from './section.module.css';
import sheetMessageStyles from './sheet-message.module.css';
import styles from './targets-form.module.css';

export function TargetsForm({ view, price }: { view: StockPositionView; price: Decimal | null }) {
  const { t } = useTranslation('positions');
  const errorMessage = useErrorMessage();
  const id = useId();
  const [profit, setProfit] = useState(() => targetText(view.profitTarget));
  const [stop, setStop] = useState(() => targetText(view.stopTarget));
  const [error, setError] = useState<{ field: TargetField; key: TargetErrorKey } | null>(null);
  const [result, setResult] = useState<{ text: string; tone: 'error' | 'info' } | null>(null);

  // Edits stay possible after a save, so the action answers false; a double tap still sends once.
  const { submit, pending } = useSubmitOnce(
    async (targets: { profitTarget: number; stopTarget: number }) => {
      try {
        const { message } = await saveTargets({ positionSn: view.positionSn, ...targets });
        setResult({ text: successText(message, t('targets.saved')), tone: 'info' });
      } catch (e) {
        setResult({ text: errorMessage(e) ?? t('targets.failed'), tone: 'error' });
      }
      return false;
    },
  );

  const save = (e: FormEvent) => {
    e.preventDefault();
    setResult(null);
    const check = checkTargets({ direction: view.direction, price, profit, stop });
    if (!check.ok) {
      setError({ field: check.field, key: check.key });
      return;
    }
    setError(null);
    void submit({ profitTarget: check.profitTarget, stopTarget: check.stopTarget });
  };

  const messageOf = (field: TargetField) => (error?.field === field ? t(error.key) : '');
  return (
    <form
      className={sectionStyles.section}
      onSubmit={save}
      noValidate
      aria-labelledby={`${id}-title`}
      data-testid="targets-form"
    >
      <h2 id={`${id}-title`} className={sectionStyles.sectionTitle}>
        {t('targets.title')}
      </h2>
      <div className={styles.targetFields}>
        <FormField
          id={`${id}-profit`}
          label={t('targets.profit')}
          placeholder={t('targets.placeholder')}
          inputMode="numeric"
          value={profit}
          onChange={(v) => {
            setProfit(v);
            setError(null);
          }}
          error={messageOf('profit')}
        />
        <FormField
          id={`${id}-stop`}
          label={t('targets.stop')}
          placeholder={t('targets.placeholder')}
          inputMode="numeric"
          value={stop}
          onChange={(v) => {
            setStop(v);
            setError(null);
          }}
          error={messageOf('stop')}
        />
      </div>
      <p className={noteStyles.note}>{t('targets.hint')}</p>
      {result && (
        <p className={sheetMessageStyles.sheetMessage} data-tone={result.tone} role="status">
          {result.text}
        </p>
      )}
      <Button type="submit" block color="primary" fill="outline" loading={pending}>
        {t('targets.save')}
      </Button>
    </form>
  );
}

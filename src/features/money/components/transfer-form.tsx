// Moving money between the A-share, index and futures accounts (screens §9.5 /transfers,
// /transfer): each account's available money, the directions the site's product flags allow, the
// transferable whole yuan of the source with 'all', the amount, and the submit into the target.
import { Button } from 'antd-mobile';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { LazyIntentOutcome as IntentOutcome } from '@/components/intent-outcome-lazy';
import { useErrorMessage } from '@/components/list-states';
import { Segmented } from '@/components/segmented';
import { SubmitButton } from '@/components/submit-button';
import { showToast } from '@/lib/load-overlays';
import { useAppStore } from '@/stores/app-store';

import {
  balanceOf,
  directionOf,
  type AccountKind,
  type TransferParams,
} from '../model/transfer-directions';

import { transferRefusalKey } from '../model/transfer-reply';

import { AmountAllField } from './amount-all-field';
import formStyles from './money-form.module.css';
import styles from './transfer-form.module.css';
import { useMoneyFormat } from './use-money-format';
import { useTransferForm } from './use-transfer-form';

const ACCOUNTS: readonly AccountKind[] = ['stock', 'index', 'futures'];

export function TransferForm({ preselect }: { preselect?: number }) {
  const { t } = useTranslation('money');
  const f = useMoneyFormat();
  const hide = useAppStore((s) => s.hide);
  const errorMessage = useErrorMessage();
  const onDone = useCallback(
    (p: TransferParams) => {
      const d = directionOf(p.type);
      showToast({
        content: t('transfer.done', {
          amount: f.money(p.amt),
          account: d ? t(`transfer.account.${d.to}`) : '',
        }),
        icon: 'success',
      });
    },
    [t, f],
  );
  const form = useTransferForm(preselect, onDone);
  const { intent, direction } = form;
  const { outcome } = intent;
  const show = (v: Parameters<typeof f.money>[0]) => (hide ? '****' : f.money(v));

  // Plain states rather than the lists' ErrorBlock (an illustration library this page needs
  // nowhere else, ~9 KiB gzip of first load).
  if (form.isError && !form.balances) {
    return (
      <div className={styles.state} role="alert" data-testid="transfer-error">
        <p>{t('transfer.loadFailed')}</p>
        <Button size="small" color="primary" fill="outline" onClick={form.retry}>
          {t('transfer.retry')}
        </Button>
      </div>
    );
  }
  if (!form.isLoading && !direction) {
    return (
      <p className={styles.state} data-testid="transfer-none">
        {t('transfer.none')}
      </p>
    );
  }
  const shown = ACCOUNTS.filter(
    (a) => a === 'stock' || form.directions.some((d) => d.from === a || d.to === a),
  );

  return (
    <form
      className={formStyles.form}
      onSubmit={form.onSubmit}
      noValidate
      data-testid="transfer-form"
    >
      <dl className={styles.accounts}>
        {shown.map((a) => (
          <div
            key={a}
            className={styles.account}
            data-active={a === direction?.from || a === direction?.to}
          >
            <dt>{t(`transfer.account.${a}`)}</dt>
            <dd data-testid={`transfer-balance-${a}`}>{show(balanceOf(a, form.balances))}</dd>
          </div>
        ))}
      </dl>
      {form.directions.length > 1 && direction && (
        <Segmented
          items={form.directions.map((d) => ({
            key: String(d.type),
            label: t(`transfer.direction.t${d.type}` as 'transfer.direction.t1'),
          }))}
          value={String(direction.type)}
          onChange={(k) => form.choose(Number(k))}
          label={t('transfer.direction.label')}
          variant="chips"
          className={styles.directions}
          testIdPrefix="transfer-direction"
        />
      )}
      {direction && (
        <p className={styles.route} data-testid="transfer-route">
          {t('transfer.route', {
            from: t(`transfer.account.${direction.from}`),
            to: t(`transfer.account.${direction.to}`),
          })}
        </p>
      )}
      <div className={styles.transferable}>
        <span>{t('transfer.transferable')}</span>
        <strong data-testid="transfer-transferable">{show(form.transferable?.toString())}</strong>
      </div>
      <AmountAllField
        id="transfer-amount"
        label={t('transfer.amount')}
        placeholder={t('transfer.amountPlaceholder')}
        value={form.amount}
        inputMode="numeric"
        onChange={form.setAmount}
        error={form.problem ? t(`transfer.problem.${form.problem}`) : ''}
        allLabel={t('transfer.all')}
        onAll={form.fillAll}
        allTestId="transfer-all"
        allShape="pill"
      />
      <p className={styles.note}>{t('transfer.note')}</p>
      <IntentOutcome
        outcome={outcome}
        onRetry={form.resend}
        onRecheck={intent.recheck}
        onDismiss={intent.dismiss}
        summary={(p) =>
          t('transfer.summary', {
            direction: t(`transfer.direction.t${p.type}` as 'transfer.direction.t1'),
            amount: f.money(p.amt),
          })
        }
        refusedText={(e) => {
          const key =
            e.kind === 'business' && outcome.phase === 'refused'
              ? transferRefusalKey(e.serverMessage, outcome.params.type)
              : undefined;
          return key ? t(key) : (errorMessage(e) ?? t('transfer.failed'));
        }}
      />
      <SubmitButton
        block
        loading={intent.pending}
        disabled={intent.isBlocked || !direction}
        testId="transfer-submit"
      >
        {direction ? t(`transfer.submit.${direction.to}`) : t('transfer.amount')}
      </SubmitButton>
    </form>
  );
}

// /rechargeSure (screens §9.1): one channel by id (getPayInfoById) with its own limits, the amount
// checked against them, the copyable receiving account, the QR with its 5-minute countdown (loaded
// on first use), the steps — and on to /recharge to upload the transfer proof.
import { Button } from 'antd-mobile';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';

import box from '@/components/page-box.module.css';
import { TestStationNotice } from '@/components/test-station-notice';
import { routes } from '@/config/routes';
import { useSiteSetting } from '@/lib/queries/site-setting';

import { usePayChannel } from '../api/deposit-api';
import { ChannelState } from '../components/channel-state';
import { DepositAmountField } from '../components/deposit-amount-field';
import pageStyles from '../components/money-page.module.css';
import { PayeeCard } from '../components/payee-card';
import { cleanAmountInput, type DepositError } from '../model/deposit-input';
import { loadDepositChecks } from '../model/load-money-checks';

import styles from './deposit-confirm-page.module.css';

const PayQr = lazy(() => import('../components/pay-qr'));

export default function DepositConfirmPage() {
  const { t } = useTranslation('money');
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const id = Number(query.get('id') ?? '') || undefined;
  const channel = usePayChannel(id);
  const setting = useSiteSetting();
  const [amount, setAmount] = useState(cleanAmountInput(query.get('selectNumber') ?? ''));
  const [error, setError] = useState<DepositError | null>(null);
  const [isQrShown, setQrShown] = useState(false);
  const pay = channel.data;

  if (!pay) {
    return (
      <div className={box.page} data-testid="deposit-confirm-page">
        <TestStationNotice />
        <div className={box.body}>
          <ChannelState
            isPending={id !== undefined && channel.isPending}
            error={channel.error}
            onRetry={() => void channel.refetch()}
            emptyText={t('deposit.confirm.notFound')}
          />
          <Button block fill="outline" onClick={() => void navigate(routes.zf.href())}>
            {t('deposit.confirm.back')}
          </Button>
        </div>
      </div>
    );
  }

  const limits = {
    siteMin: setting.data?.chargeMinAmt,
    channelMin: pay.channelMinLimit,
    channelMax: pay.channelMaxLimit,
  };
  /** Runs `then` when the amount may be paid; else its message is shown under the field. */
  const whenAmountOk = (then: () => void) => {
    void loadDepositChecks().then(({ checkAmount }) => {
      const e = checkAmount(amount, limits);
      setError(e);
      if (e === null) then();
    });
  };

  return (
    <div className={box.page} data-testid="deposit-confirm-page">
      <TestStationNotice />
      <div className={box.body}>
        <section className={pageStyles.card}>
          <h2 className={pageStyles.cardTitle}>{pay.channelType}</h2>
          {(pay.channelMaxLimit ?? 0) > 0 && (
            <p className={styles.limits} data-testid="channel-limits">
              {t('deposit.confirm.limits', {
                min: Math.max(pay.channelMinLimit ?? 0, limits.siteMin ?? 0),
                max: pay.channelMaxLimit,
              })}
            </p>
          )}
          <DepositAmountField
            id="confirm-amount"
            label={t('deposit.confirm.amount')}
            value={amount}
            onChange={(v) => {
              setAmount(v);
              setError(null);
              setQrShown(false);
            }}
            error={error}
          />
        </section>
        <PayeeCard channel={pay} />
        {pay.channelImg &&
          (isQrShown ? (
            <Suspense fallback={null}>
              <PayQr
                image={pay.channelImg}
                amount={amount}
                alt={t('deposit.qr.alt')}
                onRefresh={() => void channel.refetch()}
              />
            </Suspense>
          ) : (
            <Button
              block
              color="primary"
              fill="outline"
              onClick={() => whenAmountOk(() => setQrShown(true))}
            >
              {t('deposit.confirm.showQr')}
            </Button>
          ))}
        <section className={pageStyles.card}>
          <h2 className={pageStyles.cardTitle}>{t('deposit.confirm.steps')}</h2>
          <ol className={pageStyles.list}>
            <li>{t('deposit.confirm.step1')}</li>
            <li>{t('deposit.confirm.step2')}</li>
            <li>{t('deposit.confirm.step3')}</li>
          </ol>
          <h2 className={pageStyles.cardTitle}>{t('deposit.confirm.notes')}</h2>
          <ul className={pageStyles.list}>
            <li>{t('deposit.confirm.note1')}</li>
            <li>{t('deposit.confirm.note2')}</li>
          </ul>
        </section>
        <Button
          block
          color="primary"
          size="large"
          data-testid="confirm-paid"
          onClick={() => {
            whenAmountOk(() => void navigate(routes.recharge.href({ payId: pay.id, amt: amount })));
          }}
        >
          {t('deposit.confirm.paid')}
        </Button>
      </div>
    </div>
  );
}

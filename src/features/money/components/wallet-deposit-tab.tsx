// /wallet's deposit tab (screens §9.1): total assets with the A-share and index accounts, the
// transfer between them, the receiving account with copy buttons, the deposit records, and an
// amount that opens the same deposit flow as /recharge (there the proof is uploaded).
import { Button } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import { routes } from '@/config/routes';
import { currentLocale } from '@/lib/i18n';
import { formatMoney } from '@/lib/format/money';
import { useProductSetting } from '@/lib/queries/product-setting';
import { useSiteSetting } from '@/lib/queries/site-setting';
import { USER_INFO_POLL_MS, useUserInfo } from '@/lib/queries/user-info';
import { useAppStore } from '@/stores/app-store';

import { usePayChannels } from '../api/deposit-api';
import type { DepositError } from '../model/deposit-input';
import { loadDepositChecks, loadWalletView } from '../model/load-money-checks';
import { pickDepositChannel } from '../model/pay-channel';

import { DepositAmountField } from './deposit-amount-field';
import pageStyles from './money-page.module.css';
import { PayeeCard } from './payee-card';
import { useLoaded } from './use-loaded';
import styles from './wallet-deposit-tab.module.css';

export function WalletDepositTab() {
  const { t } = useTranslation('money');
  const navigate = useNavigate();
  const hide = useAppStore((s) => s.hide);
  const { data: info } = useUserInfo({ pollMs: USER_INFO_POLL_MS });
  const { data: product } = useProductSetting();
  const { data: setting } = useSiteSetting();
  const { data: channels } = usePayChannels();
  const channel = channels ? pickDepositChannel(channels, undefined) : undefined;
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<DepositError | null>(null);
  // The decimal sums arrive just after the first paint, usually before the user info does.
  const view = useLoaded(loadWalletView);
  const accounts =
    info && view
      ? view.walletAccounts(info, {
          index: product?.indexDisplay,
          futures: product?.futuresDisplay,
        })
      : null;
  const show = (v: { toString(): string } | undefined) =>
    hide ? '****' : formatMoney(v?.toString(), { locale: currentLocale() });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void loadDepositChecks().then(({ checkAmount }) => {
      const found = checkAmount(amount, {
        siteMin: setting?.chargeMinAmt,
        channelMin: channel?.channelMinLimit,
        channelMax: channel?.channelMaxLimit,
      });
      setError(found);
      if (!found) void navigate(routes.recharge.href({ payId: channel?.id, amt: amount }));
    });
  };

  return (
    <>
      <section className={styles.assets} aria-label={t('wallet.totalAssets')}>
        <p className={styles.caption}>{t('wallet.totalAssets')}</p>
        <p className={styles.total} data-testid="wallet-total">
          {show(accounts?.total)}
        </p>
        <dl className={styles.columns}>
          <div>
            <dt>{t('wallet.stockAccount')}</dt>
            <dd data-testid="wallet-stock">{show(accounts?.stock)}</dd>
          </div>
          {accounts?.index && (
            <div>
              <dt>{t('wallet.indexAccount')}</dt>
              <dd data-testid="wallet-index">{show(accounts.index)}</dd>
            </div>
          )}
          {accounts?.futures && (
            <div>
              <dt>{t('wallet.futuresAccount')}</dt>
              <dd data-testid="wallet-futures">{show(accounts.futures)}</dd>
            </div>
          )}
        </dl>
        <button
          type="button"
          className={styles.transfer}
          onClick={() => void navigate(routes.transfers.href())}
        >
          {t('wallet.transfer')}
        </button>
      </section>
      {channel && <PayeeCard channel={channel} />}
      <button
        type="button"
        className={pageStyles.linkRow}
        onClick={() => void navigate(routes.transferRecord.href())}
      >
        <span>{t('wallet.depositRecords')}</span>
        <span className={pageStyles.linkAction}>{t('wallet.view')}</span>
      </button>
      <form className={`${pageStyles.card} ${styles.amountForm}`} onSubmit={submit} noValidate>
        <DepositAmountField
          id="wallet-amount"
          label={t('deposit.form.amount')}
          value={amount}
          onChange={(v) => {
            setAmount(v);
            setError(null);
          }}
          error={error}
        />
        <Button type="submit" color="primary" block data-testid="wallet-deposit-submit">
          {t('wallet.depositButton')}
        </Button>
      </form>
      <button
        type="button"
        className={pageStyles.linkRow}
        onClick={() => void navigate(routes.zf.href())}
      >
        <span>{t('wallet.otherChannels')}</span>
        <span className={pageStyles.linkAction}>{t('wallet.view')}</span>
      </button>
    </>
  );
}

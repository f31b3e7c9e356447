// /btc (ours, issue 19: the spec has no content for it): the digital-asset deposit channel of the
// test station — network, deposit address with copy and QR, minimum, confirmations — clearly
// marked as a test station; the deposit is then reported like a bank deposit (inMoney.do) with
// the transfer's hash and a screenshot, and is reviewed by the back office.
import { useTranslation } from 'react-i18next';

import box from '@/components/page-box.module.css';
import { TestStationNotice } from '@/components/test-station-notice';
import { useSiteSetting } from '@/lib/queries/site-setting';

import { usePayChannels } from '../api/deposit-api';
import { BalanceHeader } from '../components/balance-header';
import { ChannelState } from '../components/channel-state';
import { CopyRow } from '../components/copy-row';
import { DepositForm } from '../components/deposit-form';
import pageStyles from '../components/money-page.module.css';
import { channelsOf } from '../model/pay-channel';

import styles from './digital-asset-deposit-page.module.css';

export default function DigitalAssetDepositPage() {
  const { t } = useTranslation('money');
  const channels = usePayChannels();
  const setting = useSiteSetting();
  const pay = channels.data ? channelsOf(channels.data, 'asset')[0] : undefined;
  const minimum = Math.max(pay?.channelMinLimit ?? 0, setting.data?.chargeMinAmt ?? 0);

  return (
    <div className={box.page} data-testid="btc-page">
      <TestStationNotice />
      <BalanceHeader />
      <div className={box.body}>
        <p className={styles.warning} role="note" data-testid="btc-test-station">
          <strong>{t('btc.testBadge')}</strong> {t('btc.testStation')}
        </p>
        {pay ? (
          <>
            <section className={pageStyles.card} aria-labelledby="btc-title">
              <h2 id="btc-title" className={pageStyles.cardTitle}>
                {t('btc.address')}
              </h2>
              {/* No image from the operator: no broken picture (an empty src asks for the page). */}
              {pay.channelImg && (
                <div className={styles.qr}>
                  <img src={pay.channelImg} alt={t('btc.qrAlt')} loading="lazy" />
                </div>
              )}
              <CopyRow
                label={t('btc.network')}
                value={pay.channelType ?? ''}
                testId="btc-network"
              />
              <CopyRow
                label={t('btc.address')}
                value={pay.channelAccount ?? ''}
                testId="btc-address"
              />
              <dl className={styles.facts}>
                <div>
                  <dt>{t('btc.minimum')}</dt>
                  <dd data-testid="btc-minimum">{t('btc.minimumValue', { min: minimum })}</dd>
                </div>
                {(pay.channelMaxLimit ?? 0) > 0 && (
                  <div>
                    <dt>{t('btc.maximum')}</dt>
                    <dd>{t('btc.minimumValue', { min: pay.channelMaxLimit })}</dd>
                  </div>
                )}
                <div>
                  <dt>{t('btc.confirmations')}</dt>
                  <dd>{t('btc.confirmationsValue', { n: pay.confirmations ?? 0 })}</dd>
                </div>
              </dl>
              <ul className={pageStyles.list}>
                <li>{t('btc.note1', { network: pay.channelType })}</li>
                <li>{t('btc.note2', { n: pay.confirmations ?? 0 })}</li>
                <li>{t('btc.note3')}</li>
              </ul>
            </section>
            <DepositForm channel={pay} siteMin={setting.data?.chargeMinAmt} variant="asset" />
          </>
        ) : (
          <ChannelState
            isPending={channels.isPending}
            error={channels.error}
            onRetry={() => void channels.refetch()}
            emptyText={t('btc.none')}
          />
        )}
      </div>
    </div>
  );
}

// The receiving account of a channel (screens §9.1): holder, bank and account, each copyable,
// and the channel's note.
import { useTranslation } from 'react-i18next';

import type { SitePay } from '@/api/contracts/models/site';

import { CopyRow } from './copy-row';
import pageStyles from './money-page.module.css';

export function PayeeCard({ channel }: { channel: SitePay }) {
  const { t } = useTranslation('money');
  return (
    <section className={pageStyles.card} aria-labelledby="payee-title">
      <h2 id="payee-title" className={pageStyles.cardTitle}>
        {t('deposit.payee.title')}
      </h2>
      <CopyRow
        label={t('deposit.payee.name')}
        value={channel.channelName ?? ''}
        testId="payee-name"
      />
      <CopyRow
        label={t('deposit.payee.bank')}
        value={channel.channelType ?? ''}
        testId="payee-bank"
      />
      <CopyRow
        label={t('deposit.payee.account')}
        value={channel.channelAccount ?? ''}
        testId="payee-account"
      />
      {channel.channelDesc && <p className={pageStyles.note}>{channel.channelDesc}</p>}
    </section>
  );
}

// The withdrawal rules with the site's live settings (screens §9.2 /cash): verification and card,
// hours, fee formula, limits, arrival.
import { useTranslation } from 'react-i18next';

import { MAX_WITHDRAWAL_YUAN, MIN_WITHDRAWAL_YUAN } from '@/api/contracts/constants';
import { currentLocale } from '@/lib/i18n';
import { formatMoney } from '@/lib/format/money';

import { loadWithdrawMaths } from '../model/load-money-checks';
import type { WithdrawSetting } from '../model/withdraw-gates';

import { useLoaded } from './use-loaded';

import styles from './withdraw-rules.module.css';

export function WithdrawRules({ setting }: { setting: WithdrawSetting | undefined }) {
  const { t } = useTranslation('money');
  const money = (v: number) => formatMoney(v, { locale: currentLocale(), digits: 0 });
  const unknown = '--';
  // The rate's decimal maths arrives just after the first paint (the settings usually later).
  const maths = useLoaded(loadWithdrawMaths);
  return (
    <section
      className={styles.rules}
      aria-labelledby="withdraw-rules-title"
      data-testid="withdraw-rules"
    >
      <h2 id="withdraw-rules-title" className={styles.rulesTitle}>
        {t('withdraw.rules.title')}
      </h2>
      <ol className={styles.rulesList}>
        <li>{t('withdraw.rules.verify')}</li>
        <li>
          {t('withdraw.rules.hours', {
            begin: setting?.withTimeBegin ?? unknown,
            end: setting?.withTimeEnd ?? unknown,
          })}
        </li>
        <li>
          {t('withdraw.rules.fee', {
            single: setting
              ? formatMoney(setting.withFeeSingle ?? 0, { locale: currentLocale() })
              : unknown,
            percent: setting && maths ? maths.percentText(setting.withFeePercent) : unknown,
          })}
        </li>
        <li>
          {t('withdraw.rules.limits', {
            min: money(setting?.withMinAmt ?? MIN_WITHDRAWAL_YUAN),
            max: money(MAX_WITHDRAWAL_YUAN),
          })}
        </li>
        <li>{t('withdraw.rules.arrival')}</li>
      </ol>
    </section>
  );
}

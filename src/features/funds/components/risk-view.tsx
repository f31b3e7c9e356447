// The risk view of an allocation in trading: distance of the sub-account's value to its warning
// and liquidation lines in money and %, and the value after 1–3 limit-down days (maths:
// model/allocation-risk, on the shared trading maths).
import { useTranslation } from 'react-i18next';

import type { FundsApply } from '@/api/contracts/models/funds';
import type { UserPositionVO } from '@/api/contracts/models/trading';

import { allocationRisk, type LineDistance } from '../model/allocation-risk';
import { latestPrice } from '../model/allocation-view';

import styles from './risk-view.module.css';
import { toneOf, useMoney } from './use-money';

function LineRow({ label, line, testId }: { label: string; line: LineDistance; testId: string }) {
  const { t } = useTranslation('funds');
  const money = useMoney();
  const flag = line.isReached ? 'forced' : 'safe';
  return (
    <tr data-testid={testId}>
      <th scope="row">{label}</th>
      <td>{money(line.line.toFixed(2))}</td>
      <td data-testid={`${testId}-room`}>{money(line.room.toFixed(2))}</td>
      <td data-testid={`${testId}-pct`}>{line.roomPct.toFixed(2)}%</td>
      <td className={styles.flag} data-flag={flag}>
        {t(line.isReached ? 'risk.reached' : 'risk.safe')}
      </td>
    </tr>
  );
}

export function RiskView({ apply, held }: { apply: FundsApply; held: readonly UserPositionVO[] }) {
  const { t } = useTranslation('funds');
  const money = useMoney();
  const risk = allocationRisk(
    apply,
    held.map((p) => ({ ...p, price: latestPrice(p) })),
  );
  return (
    <section className={styles.risk} data-testid="allocation-risk" aria-label={t('risk.title')}>
      <h4 className={styles.title}>{t('risk.title')}</h4>
      <p className={styles.value}>
        {t('risk.value')}: <span data-testid="risk-value">{money(risk.value.toFixed(2))}</span>
      </p>
      <p className={styles.definition}>{t('risk.definition')}</p>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('risk.line')}</th>
            <th scope="col">{t('risk.amount')}</th>
            <th scope="col">{t('risk.room')}</th>
            <th scope="col">%</th>
            <th scope="col">{t('risk.state')}</th>
          </tr>
        </thead>
        <tbody>
          {risk.warning && (
            <LineRow label={t('list.lineWarning')} line={risk.warning} testId="risk-warning" />
          )}
          {risk.liquidation && (
            <LineRow
              label={t('list.lineUnwind')}
              line={risk.liquidation}
              testId="risk-liquidation"
            />
          )}
        </tbody>
      </table>
      {risk.limitDown.length === 0 ? (
        <p className={styles.definition}>{t('risk.noPositions')}</p>
      ) : (
        <table className={styles.table} data-testid="risk-scenarios">
          <caption>{t('risk.scenarios')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('risk.days')}</th>
              <th scope="col">{t('risk.value')}</th>
              <th scope="col">{t('risk.change')}</th>
              <th scope="col">{t('risk.state')}</th>
            </tr>
          </thead>
          <tbody>
            {risk.limitDown.map((s) => {
              const flag = s.isForced ? 'forced' : s.isWarning ? 'warning' : 'safe';
              return (
                <tr key={s.days} data-flag={flag}>
                  <th scope="row">{t('risk.daysN', { days: s.days })}</th>
                  <td>{money(s.value.toFixed(2))}</td>
                  <td data-tone={toneOf(s.change)}>{money(s.change.toFixed(2), true)}</td>
                  <td className={styles.flag} data-flag={flag}>
                    {t(`risk.flags.${flag}`)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}

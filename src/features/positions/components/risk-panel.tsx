// Risk of a leveraged stock position (detail page): the warning and forced-liquidation lines in
// price and distance, and what 1–3 consecutive limit days would do — limit-down always, and for a
// short also the limit-up days that work against it.
import type Decimal from 'decimal.js';
import { useTranslation } from 'react-i18next';

import type { LimitDayScenario, RiskLine } from '@/api/contracts/trading-math';
import { useSiteSetting } from '@/lib/queries/site-setting';

import { positionRisk } from '../model/risk';
import type { StockPositionView } from '../model/stock-position';

import noteStyles from './note.module.css';
import numberStyles from './number.module.css';
import styles from './risk-panel.module.css';
import sectionStyles from './section.module.css';
import { toneOf, useFormat } from './use-format';

function LineRow({ label, line, testId }: { label: string; line: RiskLine; testId: string }) {
  const { t } = useTranslation('positions');
  const f = useFormat();
  return (
    <tr data-testid={testId} data-reached={line.isReached}>
      <th scope="row">{label}</th>
      <td className={numberStyles.num}>{line.price.isZero() ? '--' : f.money(line.price)}</td>
      <td className={numberStyles.num}>{line.price.isZero() ? '--' : f.pct(line.distancePct)}</td>
      <td className={numberStyles.num}>{f.money(line.loss.neg())}</td>
      <td>
        {line.isReached ? (
          <span className={styles.flag} data-flag="forced">
            {t('detail.flags.reached')}
          </span>
        ) : (
          <span className={styles.flag} data-flag="safe">
            {t('detail.flags.safe')}
          </span>
        )}
      </td>
    </tr>
  );
}

function ScenarioTable({
  title,
  rows,
  testId,
}: {
  title: string;
  rows: LimitDayScenario[];
  testId: string;
}) {
  const { t } = useTranslation('positions');
  const f = useFormat();
  return (
    <table className={styles.table} data-testid={testId}>
      <caption>{title}</caption>
      <thead>
        <tr>
          <th scope="col">{t('detail.days')}</th>
          <th scope="col">{t('detail.scenarioPrice')}</th>
          <th scope="col">{t('detail.scenarioNet')}</th>
          <th scope="col">{t('detail.scenarioRom')}</th>
          <th scope="col">{t('detail.status')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => {
          const flag = r.isForced ? 'forced' : r.isWarning ? 'warning' : 'safe';
          return (
            <tr key={r.days} data-flag={flag}>
              <th scope="row">{t('unit.days', { days: r.days })}</th>
              <td className={numberStyles.num}>{f.money(r.price)}</td>
              <td className={numberStyles.num} data-tone={toneOf(r.netPnl)}>
                {f.money(r.netPnl, true)}
              </td>
              <td className={numberStyles.num} data-tone={toneOf(r.returnOnMargin)}>
                {f.pct(r.returnOnMargin)}
              </td>
              <td>
                <span className={styles.flag} data-flag={flag}>
                  {t(`detail.flags.${flag}`)}
                </span>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

export function RiskPanel({ view, price }: { view: StockPositionView; price: Decimal }) {
  const { t } = useTranslation('positions');
  const { data: setting } = useSiteSetting();
  const warningRatio = setting?.forceStopRemindRatio;
  const forcedRatio = setting?.forceStopPercent;
  const risk = positionRisk(view.source, price, view.limitPct, {
    warning: warningRatio,
    forced: forcedRatio,
  });
  const pct = (r: number | null | undefined) => (r ? String(Math.round(r * 10_000) / 100) : '--');
  return (
    <section
      className={sectionStyles.section}
      aria-labelledby="risk-title"
      data-testid="risk-panel"
    >
      <h2 id="risk-title" className={sectionStyles.sectionTitle}>
        {t('detail.risk')}
      </h2>
      {risk.warning || risk.forced ? (
        <table className={styles.table} data-testid="risk-lines">
          <thead>
            <tr>
              <th scope="col">{t('detail.line')}</th>
              <th scope="col">{t('detail.linePrice')}</th>
              <th scope="col">{t('detail.distance')}</th>
              <th scope="col">{t('detail.lineLoss')}</th>
              <th scope="col">{t('detail.status')}</th>
            </tr>
          </thead>
          <tbody>
            {risk.warning && (
              <LineRow label={t('detail.warningLine')} line={risk.warning} testId="warning-line" />
            )}
            {risk.forced && (
              <LineRow label={t('detail.forcedLine')} line={risk.forced} testId="forced-line" />
            )}
          </tbody>
        </table>
      ) : (
        <p className={noteStyles.note}>{t('detail.ratiosMissing')}</p>
      )}
      <p className={noteStyles.note}>
        {t('detail.riskNote', { warning: pct(warningRatio), forced: pct(forcedRatio) })}
      </p>
      {view.limitPct === null ? (
        <p className={noteStyles.note}>{t('detail.noLimit')}</p>
      ) : (
        <>
          <ScenarioTable
            title={t('detail.scenariosDown', { pct: view.limitPct })}
            rows={risk.limitDown}
            testId="limit-down-scenarios"
          />
          {risk.limitUp.length > 0 && (
            <ScenarioTable
              title={t('detail.scenariosUp', { pct: view.limitPct })}
              rows={risk.limitUp}
              testId="limit-up-scenarios"
            />
          )}
        </>
      )}
    </section>
  );
}

// /vipdetail?code=&name= (screens §7.2): the stock's name, price (yuan, ÷1000 done in the data
// layer) and change %; lots (1手=100股, default buyMinNum ÷ 100) with the site's lot limits; the
// available balance; leverage 1, fixed (see model/vip-order.ts VIP_LEVER: the reference shows a
// picker it never sends); the margin = price × lots × 100 ÷ lever; 买入 once per intent.
import { Button, Input } from 'antd-mobile';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';

import { LazyIntentOutcome } from '@/components/intent-outcome-lazy';
import { TestStationNotice } from '@/components/test-station-notice';
import { routes } from '@/config/routes';
import { directionOf } from '@/lib/market/quote-format';
import { useVipItem, useVipSearch } from '@/lib/queries/vip-grabs';

import { useFormat } from '../components/use-format';
import { useRefusalText } from '../components/use-refusal-text';
import { useVipOrder } from '../components/use-vip-order';
import { VIP_LEVER, type VipProblem } from '../model/vip-limits';

import styles from './vip-detail-page.module.css';

/** The item from the pool list, else from the search (a code the list no longer holds). */
const useItem = (code: string) => {
  const fromList = useVipItem(code);
  const isMissing = !fromList.isPending && fromList.item === null;
  const fromSearch = useVipSearch(isMissing ? code : '');
  return fromList.item ?? fromSearch.data?.find((r) => r.code === code) ?? null;
};

export default function VipDetailPage() {
  const { t } = useTranslation('blockVip');
  const f = useFormat();
  const refusalText = useRefusalText();
  const id = useId();
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const item = useItem(code);
  const name = item?.name ?? params.get('name') ?? code;
  const form = useVipOrder({ code, name, price: item?.price });
  const { limits, intent } = form;
  const say = (p: VipProblem | null) =>
    p ? t(p.key, 'values' in p ? f.amounts(p.values) : {}) : '';
  const lotsError = say(form.lotsProblem);
  const direction = directionOf(item?.changePct);

  return (
    <form className={styles.page} onSubmit={form.onSubmit} noValidate data-testid="vip-detail">
      <header className={styles.quote}>
        <h1 className={styles.name}>
          {name}
          <span>{code}</span>
        </h1>
        <div className={styles.figures}>
          <span className={direction} data-testid="vip-price">
            {f.money(item?.price)}
          </span>
          <span className={direction} data-testid="vip-pct">
            {f.pct(item?.changePct)}
          </span>
        </div>
      </header>
      <section className={styles.card}>
        <div className={styles.field} data-invalid={lotsError ? 'true' : undefined}>
          <label htmlFor={`${id}-lots`}>{t('vip.form.lots')}</label>
          <div className={styles.withUnit}>
            <Input
              id={`${id}-lots`}
              value={form.lots}
              onChange={form.setLots}
              inputMode="numeric"
              data-testid="vip-lots"
            />
            <span>{t('vip.form.lotUnit')}</span>
          </div>
          <span className={styles.hint}>
            {t('vip.form.lotHint')}
            {' · '}
            {limits.maxLots === null
              ? t('vip.form.limitsMin', { min: limits.minLots })
              : t('vip.form.limits', { min: limits.minLots, max: limits.maxLots })}
          </span>
          {lotsError && (
            <span className={styles.error} role="alert" data-testid="vip-lots-error">
              {lotsError}
            </span>
          )}
        </div>
        <dl className={styles.facts}>
          <dt>{t('vip.form.available')}</dt>
          <dd data-testid="vip-available">{f.money(form.available)}</dd>
          <dt>{t('vip.form.lever')}</dt>
          <dd data-testid="vip-lever">{t('vip.form.leverValue', { lever: VIP_LEVER })}</dd>
          <dt>{t('vip.form.margin')}</dt>
          <dd data-testid="vip-margin">{f.money(form.margin?.toString())}</dd>
        </dl>
        <p className={styles.hint}>{t('vip.form.leverNote')}</p>
        {form.isBelowThreshold && limits.threshold !== null && (
          <p className={styles.notice} role="note" data-testid="vip-threshold">
            {t('vip.form.threshold', { amount: f.money(limits.threshold) })}
          </p>
        )}
      </section>
      {form.orderProblem && (
        <p className={styles.error} role="alert" data-testid="vip-order-error">
          {say(form.orderProblem)}
        </p>
      )}
      {intent.outcome.phase === 'refused' ? (
        <p className={styles.error} role="alert" data-testid="vip-refused">
          {refusalText(intent.outcome.error)}
        </p>
      ) : (
        <LazyIntentOutcome
          outcome={intent.outcome}
          onRecheck={intent.recheck}
          onDismiss={intent.dismiss}
          onRetry={form.resend}
          recordsHref={routes.warehouse.href()}
        />
      )}
      <div className={styles.actions}>
        <Button
          type="submit"
          color="primary"
          block
          size="large"
          loading={intent.pending}
          disabled={intent.isBlocked}
          data-testid="vip-buy"
        >
          {t('vip.form.buy')}
        </Button>
      </div>
      <TestStationNotice />
    </form>
  );
}

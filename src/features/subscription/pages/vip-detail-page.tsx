// /vipdetail?code=&name= (screens §7.2): the stock's name, price (yuan, ÷1000 done in the data
// layer) and change %; lots (1手=100股, default buyMinNum ÷ 100) with the site's lot limits; the
// available balance; leverage 1, fixed (see model/vip-order.ts VIP_LEVER: the reference shows a
// picker it never sends); the margin = price × lots × 100 ÷ lever; 买入 once per intent.
import { Input } from 'antd-mobile';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';

import { SubmitButton } from '@/components/submit-button';
import { TestStationNotice } from '@/components/test-station-notice';
import { routes } from '@/config/routes';
import { directionOf } from '@/lib/market/quote-format';
import { useVipItem, useVipSearch } from '@/lib/queries/vip-grabs';

import pageStyles from '../components/ipo-page.module.css';
import { TicketField } from '../components/ticket-field';
import field from '../components/ticket-field.module.css';
import { TicketAlert, TicketNotice, TicketOutcome } from '../components/ticket-outcome';
import { useFormat } from '../components/use-format';
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
  const id = useId();
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const item = useItem(code);
  const name = item?.name ?? params.get('name') ?? code;
  const form = useVipOrder({ code, name, price: item?.price, changePct: item?.changePct });
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
      <section className={pageStyles.card}>
        <TicketField
          id={`${id}-lots`}
          label={t('vip.form.lots')}
          unit={t('vip.form.lotUnit')}
          hint={
            <>
              {t('vip.form.lotHint')}
              {' · '}
              {limits.maxLots === null
                ? t('vip.form.limitsMin', { min: limits.minLots })
                : t('vip.form.limits', { min: limits.minLots, max: limits.maxLots })}
            </>
          }
          error={lotsError}
          errorTestId="vip-lots-error"
        >
          <Input
            id={`${id}-lots`}
            value={form.lots}
            onChange={form.setLots}
            inputMode="numeric"
            data-testid="vip-lots"
          />
        </TicketField>
        <dl className={`${field.facts} ${styles.facts}`}>
          <dt>{t('vip.form.available')}</dt>
          <dd data-testid="vip-available">{f.money(form.available)}</dd>
          <dt>{t('vip.form.lever')}</dt>
          <dd data-testid="vip-lever">{t('vip.form.leverValue', { lever: VIP_LEVER })}</dd>
          <dt>{t('vip.form.margin')}</dt>
          <dd data-testid="vip-margin">{f.money(form.margin?.toString())}</dd>
        </dl>
        <p className={styles.hint}>{t('vip.form.leverNote')}</p>
        {form.isBelowThreshold && limits.threshold !== null && (
          <TicketNotice testId="vip-threshold">
            {t('vip.form.threshold', { amount: f.money(limits.threshold) })}
          </TicketNotice>
        )}
      </section>
      {form.boardProblem && (
        <TicketNotice testId="vip-board-limit">{say(form.boardProblem)}</TicketNotice>
      )}
      {form.orderProblem && form.orderProblem.key !== 'vip.check.boardLimit' && (
        <TicketAlert testId="vip-order-error">{say(form.orderProblem)}</TicketAlert>
      )}
      <TicketOutcome
        intent={intent}
        onRetry={form.resend}
        refusedTestId="vip-refused"
        recordsHref={routes.warehouse.href()}
      />
      <div className={styles.actions}>
        <SubmitButton
          block
          loading={intent.pending}
          disabled={intent.isBlocked || form.boardProblem !== null}
          testId="vip-buy"
        >
          {t('vip.form.buy')}
        </SubmitButton>
      </div>
      <TestStationNotice />
    </form>
  );
}

// The block-trade ticket (screens §7.1 tab 4), a bottom sheet loaded on first use: the offer's
// price, lots (digits, 手) with the live amount = price × lots × 100, the secret key, the available
// funds and 买入. Checks and refusals show in the sheet, which stays open with what was typed.
import { Input } from 'antd-mobile';
import { CloseOutline } from 'antd-mobile-icons';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import type { StockDzVo } from '@/api/contracts/models/market';
import { DialogPopup } from '@/components/dialog-popup';
import { PasswordInput } from '@/components/password-input';
import { SubmitButton } from '@/components/submit-button';
import { TestStationNotice } from '@/components/test-station-notice';
import { useSiteSetting } from '@/lib/queries/site-setting';
import { USER_INFO_POLL_MS, useUserInfo } from '@/lib/queries/user-info';

import type { BlockProblem } from '../model/block-trade-ticket';

import styles from './block-trade-sheet.module.css';
import { TicketField } from './ticket-field';
import field from './ticket-field.module.css';
import { TicketAlert, TicketNotice, TicketOutcome } from './ticket-outcome';
import type { BlockTradeSubmit } from './use-block-trade-submit';
import { useBlockTicket } from './use-block-ticket';
import { useFormat } from './use-format';

export interface BlockTradeSheetProps {
  /** The offer, live from the list; null while it is gone from the list. */
  offer: StockDzVo | null;
  visible: boolean;
  submit: BlockTradeSubmit;
  onClose: () => void;
  afterClose: () => void;
}

export function BlockTradeSheet({
  offer,
  visible,
  submit,
  onClose,
  afterClose,
}: BlockTradeSheetProps) {
  return (
    <DialogPopup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      afterClose={afterClose}
      bodyClassName={styles.sheet}
      destroyOnClose
    >
      {offer && <TicketBody key={offer.id} offer={offer} submit={submit} onClose={onClose} />}
    </DialogPopup>
  );
}

function TicketBody({
  offer,
  submit,
  onClose,
}: {
  offer: StockDzVo;
  submit: BlockTradeSubmit;
  onClose: () => void;
}) {
  const { t } = useTranslation('blockVip');
  const f = useFormat();
  const titleId = useId();
  const user = useUserInfo({ pollMs: USER_INFO_POLL_MS });
  const available = user.data?.enableAmt;
  const setting = useSiteSetting();
  const ticket = useBlockTicket({ offer, available, limits: setting.data, submit });
  const say = (p: BlockProblem | null) =>
    p ? t(p.key, 'values' in p ? f.amounts(p.values) : {}) : '';
  const lotsError = say(ticket.problemOf('lots'));
  const keyError = say(ticket.problemOf('key'));
  const orderProblem = ticket.problemOf('order');

  return (
    <form
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      data-testid="block-sheet"
      onSubmit={ticket.onSubmit}
      noValidate
    >
      <header className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {t('block.sheet.title')}
        </h2>
        <button
          type="button"
          className={styles.close}
          onClick={onClose}
          aria-label={t('block.sheet.close')}
          data-testid="block-sheet-close"
        >
          <CloseOutline />
        </button>
      </header>
      <p className={styles.stock}>
        {offer.stockName}
        <span>{offer.stockGid ?? offer.stockCode}</span>
      </p>
      <dl className={`${field.facts} ${styles.facts}`}>
        <dt>{t('block.sheet.price')}</dt>
        <dd data-testid="block-sheet-price">{f.money(offer.price)}</dd>
      </dl>
      <TicketField
        id={`${titleId}-lots`}
        label={t('block.sheet.lots')}
        unit={t('block.sheet.lotUnit')}
        hint={t('block.sheet.minHint', { shares: offer.stockNum })}
        error={lotsError}
        errorTestId="block-lots-error"
        className={styles.field}
      >
        <Input
          id={`${titleId}-lots`}
          value={ticket.lots}
          onChange={ticket.setLots}
          placeholder={t('block.sheet.lotsPlaceholder')}
          inputMode="numeric"
          data-testid="block-lots"
        />
      </TicketField>
      <dl className={`${field.facts} ${styles.facts}`}>
        <dt>{t('block.sheet.amount')}</dt>
        <dd data-testid="block-amount">{f.money(ticket.amount?.toString())}</dd>
      </dl>
      <TicketField
        id={`${titleId}-key`}
        label={t('block.sheet.key')}
        error={keyError}
        errorTestId="block-key-error"
        className={styles.field}
      >
        <PasswordInput
          id={`${titleId}-key`}
          value={ticket.key}
          onChange={ticket.setKey}
          placeholder={t('block.sheet.keyPlaceholder')}
          autoComplete="off"
        />
      </TicketField>
      <dl className={`${field.facts} ${styles.facts}`}>
        <dt>{t('block.sheet.available')}</dt>
        <dd data-testid="block-available">{f.money(available)}</dd>
      </dl>
      {offer.isLock !== 0 && (
        <TicketNotice className={styles.note}>{t('block.sheet.lockedNote')}</TicketNotice>
      )}
      {orderProblem && <TicketAlert testId="block-order-error">{say(orderProblem)}</TicketAlert>}
      <TicketOutcome
        intent={submit}
        onRetry={ticket.resend}
        refusedTestId="block-refused"
        placement="inset"
      />
      <SubmitButton block loading={submit.pending} disabled={submit.isBlocked} testId="block-buy">
        {t('block.sheet.buy')}
      </SubmitButton>
      <TestStationNotice />
    </form>
  );
}

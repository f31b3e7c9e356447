// The close sheet (screens §6.1 "Sell dialog"), for a whole position or part of it: quantity in
// lots with quick parts, the part's P/L after fees, the rules checked before sending (api-contract
// §11.4, shared trading-rules), then one sell.do per intent. When the reply is lost the position is
// read again before anything else is offered: a close is never sent twice.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { firstCloseFailure } from '@/api/contracts/trading-rules';
import { FormField } from '@/components/form-field';
import { findStockPosition } from '@/lib/queries/positions';

import { sellStock } from '../api/sell-api';
import {
  closeMessageOf,
  isQuantityRule,
  lotsText,
  QUICK_PARTS,
  quickShares,
  sharesFromLots,
  type CloseMessage,
} from '../model/close-form';
import { lotsOf, type StockPositionView } from '../model/stock-position';

import {
  ClosePopup,
  CloseSheetFrame,
  type CloseBodyProps,
  type CloseSheetProps,
} from './close-sheet-frame';
import { ClosePreview } from './close-preview';
import { closeSheetText } from './close-sheet-text';
import styles from './close-sheet.module.css';
import { useCloseFacts } from './use-close-facts';
import { useCloseFlow } from './use-close-flow';
import { sharesTextOf } from './use-figures';
import { useFormat } from './use-format';

export function CloseSheet(props: CloseSheetProps<StockPositionView>) {
  return <ClosePopup {...props} body={CloseSheetBody} />;
}

function CloseSheetBody({ view, onDismiss, onShowClosed }: CloseBodyProps<StockPositionView>) {
  const { t, i18n } = useTranslation('positions');
  const text = closeSheetText(t, i18n.language);
  const f = useFormat();
  // One translation hook for the whole sheet, its fixed texts kept per language; its parts take
  // them (issue 24, close sheet ≤ 100 ms).
  const sharesText = sharesTextOf(t, f);
  const fieldId = useId();
  const { facts, painted, canSell, sellFeeRate } = useCloseFacts(view);
  const [lots, setLots] = useState(() => lotsText(view.shares));
  const [shares, setShares] = useState<number | null>(view.shares);
  const [refusal, setRefusal] = useState<CloseMessage | null>(null);
  const flow = useCloseFlow({
    t,
    send: (requested) => sellStock(view.positionSn, requested),
    reread: async () => {
      const after = await findStockPosition({
        positionSn: view.positionSn,
        stockCode: view.code,
        state: 0,
      });
      return after ? after.orderNum : null;
    },
  });
  const { pending } = flow;

  const quantityFailure =
    shares === null
      ? undefined
      : firstCloseFailure({
          shares,
          held: view.shares,
          sellable: canSell.data,
          direction: view.direction,
        });
  const quantityMessage =
    quantityFailure && isQuantityRule(quantityFailure) ? closeMessageOf(quantityFailure) : null;

  const choose = (next: number | null, nextText: string) => {
    setLots(nextText);
    setShares(next);
    setRefusal(null);
    flow.setNotice(null);
  };

  /** Share counts in a message get the locale's grouping. */
  const withGrouping = (m: CloseMessage) =>
    typeof m.params.shares === 'number'
      ? { ...m.params, shares: f.int(m.params.shares) }
      : m.params;

  const confirm = () => {
    if (shares === null) return;
    const failure = firstCloseFailure(facts(shares));
    if (failure) {
      setRefusal(closeMessageOf(failure));
      return;
    }
    setRefusal(null);
    void flow.submit(shares, view.shares);
  };

  const sellable = canSell.isPending
    ? text.sellableLoading
    : canSell.isError
      ? text.sellableFailed
      : sharesText(canSell.data);

  return (
    <CloseSheetFrame
      t={t}
      flow={flow}
      title={t('close.title', { name: view.name })}
      facts={[
        { key: 'code', label: text.code, value: view.code, isText: true },
        {
          key: 'price',
          label: text.price,
          value: view.price ? f.money(view.price) : text.noPrice,
        },
        {
          key: 'held',
          label: text.held,
          value: sharesText(view.shares),
          testId: 'close-held',
        },
        { key: 'sellable', label: text.sellable, value: sellable, testId: 'close-sellable' },
      ]}
      held={view.shares}
      doneTitle={(amount) => t('close.doneTitle', { shares: f.int(amount), lots: lotsOf(amount) })}
      isChangedAlert
      message={refusal && { text: t(refusal.key, withGrouping(refusal)), tone: 'error' }}
      canConfirm={shares !== null && quantityMessage === null}
      onConfirm={confirm}
      onDismiss={onDismiss}
      onShowClosed={onShowClosed}
    >
      {/* The quantity form joins in the frame after the sheet's first, under its slide-up, in a
          space of about its height: its render held the first frame back (issue 24). */}
      {painted ? (
        <>
          <FormField
            id={`${fieldId}-lots`}
            label={text.quantity}
            placeholder={text.quantityPlaceholder}
            inputMode="numeric"
            value={lots}
            onChange={(v) => choose(sharesFromLots(v), v)}
            error={quantityMessage ? t(quantityMessage.key, withGrouping(quantityMessage)) : ''}
            disabled={pending}
          />
          <div className={styles.quick} role="group" aria-label={text.quickLabel}>
            {QUICK_PARTS.map((part) => (
              <button
                key={part}
                type="button"
                className={styles.quickButton}
                disabled={pending}
                aria-pressed={shares === quickShares(view.shares, part)}
                onClick={() => {
                  const next = quickShares(view.shares, part);
                  choose(next, lotsText(next));
                }}
                data-testid={`close-quick-${part}`}
              >
                {text.quick[part]}
              </button>
            ))}
          </div>
          <ClosePreview
            text={text.preview}
            f={f}
            view={view}
            shares={quantityFailure ? null : shares}
            sellFeeRate={sellFeeRate}
          />
        </>
      ) : (
        <div className={styles.formSpace} aria-hidden="true" data-testid="close-form-space" />
      )}
    </CloseSheetFrame>
  );
}

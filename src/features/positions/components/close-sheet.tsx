// The close sheet (screens §6.1 "Sell dialog"), for a whole position or part of it: quantity in
// lots with quick parts, the part's P/L after fees, the rules checked before sending (api-contract
// §11.4, shared trading-rules), then one sell.do per intent. When the reply is lost the position is
// read again before anything else is offered: a close is never sent twice.
import { Button, Popup } from 'antd-mobile';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { firstCloseFailure } from '@/api/contracts/trading-rules';
import { FormField } from '@/components/form-field';
import { isApiError } from '@/lib/api/api-error';
import { useSubmitOnce } from '@/lib/use-submit-once';

import { findStockPosition } from '../api/position-list-api';
import { refreshPositions, sellStock } from '../api/sell-api';
import {
  closeMessageOf,
  isQuantityRule,
  lotsText,
  QUICK_PARTS,
  quickShares,
  sharesFromLots,
  type CloseMessage,
} from '../model/close-form';
import { judgeCloseOutcome } from '../model/close-outcome';
import { lotsOf, type StockPositionView } from '../model/stock-position';

import { ClosePreview } from './close-preview';
import styles from './positions.module.css';
import { useCloseFacts } from './use-close-facts';
import { useFormat } from './use-format';

type Stage =
  | { name: 'form' }
  /** Reading the position again after a lost reply. */
  | { name: 'checking'; shares: number }
  /** The re-read failed: only another re-read is offered. */
  | { name: 'unknown'; shares: number }
  | { name: 'changed' }
  | { name: 'done'; shares: number };

/** Failures after which the server may or may not have booked the close. */
const isOutcomeUnknown = (e: unknown): boolean =>
  !isApiError(e) || !['business', 'bad-request', 'not-logged-in'].includes(e.kind);

export interface CloseSheetProps {
  /** The position to close (kept live by the caller); null hides the sheet. */
  position: StockPositionView | null;
  onDismiss: () => void;
  /** After a close: show the closed positions. */
  onShowClosed: () => void;
}

export function CloseSheet({ position, onDismiss, onShowClosed }: CloseSheetProps) {
  return (
    <Popup
      visible={position !== null}
      onMaskClick={onDismiss}
      onClose={onDismiss}
      position="bottom"
      bodyClassName={styles.sheet}
      destroyOnClose
    >
      {position && (
        <CloseSheetBody
          key={position.positionSn}
          view={position}
          onDismiss={onDismiss}
          onShowClosed={onShowClosed}
        />
      )}
    </Popup>
  );
}

function CloseSheetBody({
  view,
  onDismiss,
  onShowClosed,
}: {
  view: StockPositionView;
  onDismiss: () => void;
  onShowClosed: () => void;
}) {
  const { t } = useTranslation(['positions', 'common']);
  const f = useFormat();
  const titleId = useId();
  const { facts, canSell, sellFeeRate } = useCloseFacts(view);
  const [text, setText] = useState(() => lotsText(view.shares));
  const [shares, setShares] = useState<number | null>(view.shares);
  const [stage, setStage] = useState<Stage>({ name: 'form' });
  const [refusal, setRefusal] = useState<CloseMessage | null>(null);
  const [notice, setNotice] = useState<{ text: string; tone: 'error' | 'info' } | null>(null);

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
    setText(nextText);
    setShares(next);
    setRefusal(null);
    setNotice(null);
  };

  /**
   * Reads the position again and decides; true when the close is settled (sheet locked). A failed
   * read leaves only "re-check" on screen — the confirm button is gone until a read says the
   * position is unchanged.
   */
  const verify = async (requested: number, held: number): Promise<boolean> => {
    setStage({ name: 'checking', shares: requested });
    try {
      const after = await findStockPosition({
        positionSn: view.positionSn,
        stockCode: view.code,
        state: 0,
      });
      const outcome = judgeCloseOutcome(held, requested, after ? after.orderNum : null);
      void refreshPositions();
      if (outcome === 'done') {
        setStage({ name: 'done', shares: requested });
        setNotice({ text: t('close.confirmedDone'), tone: 'info' });
        return true;
      }
      if (outcome === 'changed') {
        setStage({ name: 'changed' });
        return true;
      }
      setStage({ name: 'form' });
      setNotice({ text: t('close.notDone'), tone: 'info' });
      return false;
    } catch {
      setStage({ name: 'unknown', shares: requested });
      return false;
    }
  };

  const { submit, pending } = useSubmitOnce(async (requested: number, held: number) => {
    setNotice(null);
    try {
      const { message } = await sellStock(view.positionSn, requested);
      setStage({ name: 'done', shares: requested });
      setNotice({ text: message || t('close.success'), tone: 'info' });
      return true;
    } catch (e) {
      if (isOutcomeUnknown(e)) return verify(requested, held);
      const text = isApiError(e)
        ? e.kind === 'business'
          ? e.serverMessage || t('close.failed')
          : e.messageKey
            ? t(`common:${e.messageKey}`)
            : t('close.failed')
        : t('close.failed');
      setNotice({ text, tone: 'error' });
      return false;
    }
  });

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
    void submit(shares, view.shares);
  };

  const recheck = () => {
    if (stage.name === 'unknown') void verify(stage.shares, view.shares);
  };

  const sellable = canSell.isPending
    ? t('close.sellableLoading')
    : canSell.isError
      ? t('close.sellableFailed')
      : t('unit.sharesLots', { shares: f.int(canSell.data), lots: lotsOf(canSell.data) });

  return (
    <section role="dialog" aria-modal="true" aria-labelledby={titleId} data-testid="close-sheet">
      <h2 id={titleId} className={styles.sheetTitle}>
        {t('close.title', { name: view.name })}
      </h2>
      <dl className={styles.sheetFacts}>
        <div>
          <dt>{t('field.code')}</dt>
          <dd>{view.code}</dd>
        </div>
        <div>
          <dt>{t('close.price')}</dt>
          <dd className={styles.num}>{view.price ? f.money(view.price) : t('noPrice')}</dd>
        </div>
        <div>
          <dt>{t('close.held')}</dt>
          <dd className={styles.num} data-testid="close-held">
            {t('unit.sharesLots', { shares: f.int(view.shares), lots: lotsOf(view.shares) })}
          </dd>
        </div>
        <div>
          <dt>{t('close.sellable')}</dt>
          <dd className={styles.num} data-testid="close-sellable">
            {sellable}
          </dd>
        </div>
      </dl>

      {stage.name === 'done' ? (
        <div className={styles.sheetResult} data-testid="close-done">
          <p className={styles.resultTitle}>
            {t('close.doneTitle', { shares: f.int(stage.shares), lots: lotsOf(stage.shares) })}
          </p>
          {notice && <p className={styles.note}>{notice.text}</p>}
          <div className={styles.sheetButtons}>
            <Button block onClick={onDismiss}>
              {t('close.done')}
            </Button>
            <Button block color="primary" onClick={onShowClosed}>
              {t('close.showClosed')}
            </Button>
          </div>
        </div>
      ) : stage.name === 'changed' ? (
        <div className={styles.sheetResult} role="alert" data-testid="close-changed">
          <p className={styles.note}>{t('close.changed')}</p>
          <Button block color="primary" onClick={onDismiss}>
            {t('close.done')}
          </Button>
        </div>
      ) : stage.name === 'checking' || stage.name === 'unknown' ? (
        <div className={styles.sheetResult} role="alert" data-testid="close-unknown">
          <p className={styles.note}>
            {stage.name === 'checking' ? t('close.checking') : t('close.unknown')}
          </p>
          <Button
            block
            color="primary"
            loading={stage.name === 'checking'}
            disabled={stage.name === 'checking'}
            onClick={recheck}
          >
            {t('close.recheck')}
          </Button>
        </div>
      ) : (
        <>
          <FormField
            id={`${titleId}-lots`}
            label={t('close.quantity')}
            placeholder={t('close.quantityPlaceholder')}
            inputMode="numeric"
            value={text}
            onChange={(v) => choose(sharesFromLots(v), v)}
            error={quantityMessage ? t(quantityMessage.key, withGrouping(quantityMessage)) : ''}
            disabled={pending}
          />
          <div className={styles.quick} role="group" aria-label={t('close.quickLabel')}>
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
                {t(`close.quick.${part}`)}
              </button>
            ))}
          </div>
          <ClosePreview
            view={view}
            shares={quantityFailure ? null : shares}
            sellFeeRate={sellFeeRate}
          />
          {(refusal || notice) && (
            <p
              className={styles.sheetMessage}
              data-tone={refusal || notice?.tone === 'error' ? 'error' : 'info'}
              role="alert"
              data-testid="close-message"
            >
              {refusal ? t(refusal.key, withGrouping(refusal)) : notice?.text}
            </p>
          )}
          <div className={styles.sheetButtons}>
            <Button block onClick={onDismiss} disabled={pending}>
              {t('close.cancel')}
            </Button>
            <Button
              block
              color="primary"
              loading={pending}
              disabled={shares === null || quantityMessage !== null}
              onClick={confirm}
              data-testid="close-confirm"
            >
              {t('close.confirm')}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}

// The add-on sheet (补仓, api-contract §11.3 "Add-on buys", §11.13 buy2.do), loaded on first use:
// lots, the preview of the merged position with the shared maths the mock books with (to the
// cent), the §11.3 rules the app can know checked before sending (the input is kept), then one
// buy2.do per intent; every screen showing positions or balances refreshes at once.
import { Button } from 'antd-mobile';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { ApiResult } from '@/lib/api-client';
import { LazyIntentOutcome } from '@/components/intent-outcome-lazy';
import { FormField } from '@/components/form-field';
import { useIntentSubmit } from '@/lib/intent/use-intent-submit';
import { useSpreadRate } from '@/lib/queries/spread-rate';
import { afterWrite } from '@/lib/queries/writes';

import {
  ADD_ON_SCOPE,
  addOnEvidence,
  parseAddOnIntent,
  sendAddOn,
  type AddOnIntent,
} from '../api/add-on-api';
import {
  addOnMessage,
  addOnPreview,
  lotsMessage,
  lotsOfText,
  refusalText,
  type AddOnMessage,
} from '../model/add-on';
import type { StockPositionView } from '../model/stock-position';

import { AddOnPreviewPanel } from './add-on-preview';
import frameStyles from './close-sheet-frame.module.css';
import noteStyles from './note.module.css';
import { PositionPopup, SheetButtons, SheetDialog, SheetMessage } from './sheet-parts';
import { useAddOnFacts } from './use-add-on-facts';
import { useSharesText } from './use-figures';

export interface AddOnSheetProps {
  /** The position to add to (kept live by the caller); null hides the sheet. */
  position: StockPositionView | null;
  onDismiss: () => void;
}

export default function AddOnSheet({ position, onDismiss }: AddOnSheetProps) {
  return (
    <PositionPopup position={position} onDismiss={onDismiss}>
      {(view) => <AddOnBody view={view} onDismiss={onDismiss} />}
    </PositionPopup>
  );
}

function AddOnBody({ view, onDismiss }: { view: StockPositionView; onDismiss: () => void }) {
  const { t } = useTranslation('positions');
  const sharesText = useSharesText();
  const fieldId = useId();
  const [text, setText] = useState('1');
  const [refusal, setRefusal] = useState<AddOnMessage | null>(null);
  const known = useAddOnFacts(view);
  const lots = lotsMessage(text) ? null : lotsOfText(text);
  // The rate for this quantity only: the previous quantity's, kept meanwhile, is not shown.
  const spread = useSpreadRate({
    code: view.code,
    shares: (lots ?? 0) * 100,
    price: view.price?.toNumber() ?? null,
    changePct: known.changePct,
  });
  const spreadRate = spread.isPlaceholderData ? undefined : spread.data;
  const preview =
    lots && view.price && known.rates && known.available !== undefined && spreadRate !== undefined
      ? addOnPreview({
          position: view.source,
          price: view.price,
          lots,
          rates: { ...known.rates, spreadRate },
          available: known.available,
        })
      : null;

  const submitter = useIntentSubmit<AddOnIntent, ApiResult<unknown>>({
    scope: ADD_ON_SCOPE,
    parse: parseAddOnIntent,
    send: async (intent) => {
      try {
        return await sendAddOn(intent);
      } finally {
        void afterWrite('booking');
      }
    },
    findEvidence: addOnEvidence,
    onSuccess: () => void afterWrite('booking'),
  });
  const { outcome, pending } = submitter;
  const isDone = outcome.phase === 'done';

  const lotsError = lotsMessage(text);
  const confirm = () => {
    const verdict = addOnMessage(text, (shares) =>
      known.facts(shares, preview?.cost.margin.toString()),
    );
    if (verdict) {
      setRefusal(verdict.message);
      return;
    }
    if (!lots) return;
    setRefusal(null);
    void submitter.submit({
      positionSn: view.positionSn,
      stockCode: view.code,
      shares: lots * 100,
      heldBefore: view.shares,
    });
  };

  const shown = refusal ? t(refusal.key, refusal.params) : null;
  return (
    <SheetDialog
      testId="add-on-sheet"
      title={t('addOn.title', { name: view.name })}
      facts={[
        { key: 'code', label: t('field.code'), value: view.code, isText: true },
        { key: 'held', label: t('addOn.held'), value: sharesText(view.shares) },
        { key: 'lever', label: t('field.lever'), value: t('unit.lever', { lever: view.lever }) },
      ]}
    >
      {isDone ? (
        <div className={frameStyles.sheetResult} data-testid="add-on-done">
          <p className={frameStyles.resultTitle}>{t('addOn.done')}</p>
          <Button block color="primary" onClick={onDismiss} data-testid="add-on-close">
            {t('close.done')}
          </Button>
        </div>
      ) : (
        <>
          <FormField
            id={`${fieldId}-lots`}
            label={t('addOn.quantity')}
            placeholder={t('addOn.quantityPlaceholder')}
            inputMode="numeric"
            value={text}
            onChange={(v) => {
              setText(v.replace(/\D/g, ''));
              setRefusal(null);
            }}
            error={lotsError ? t(lotsError.key, lotsError.params) : ''}
            disabled={pending}
          />
          <AddOnPreviewPanel view={view} preview={preview} />
          {shown && (
            <SheetMessage tone="error" testId="add-on-message">
              {shown}
            </SheetMessage>
          )}
          <LazyIntentOutcome
            outcome={outcome}
            onRecheck={submitter.recheck}
            onDismiss={submitter.dismiss}
            placement="inset"
            refusedText={(e) => {
              const r = refusalText(e.serverMessage);
              return 'text' in r ? r.text || t('addOn.failed') : t(r.key);
            }}
          />
          <p className={noteStyles.note}>{t('addOn.hint')}</p>
          <SheetButtons
            cancelText={t('close.cancel')}
            confirmText={t('addOn.confirm')}
            confirmTestId="add-on-confirm"
            pending={pending}
            canConfirm={lotsError === null && !submitter.isBlocked}
            onConfirm={confirm}
            onDismiss={onDismiss}
          />
        </>
      )}
    </SheetDialog>
  );
}

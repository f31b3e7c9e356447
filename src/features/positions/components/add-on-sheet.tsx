// The add-on sheet (补仓, api-contract §11.3 "Add-on buys", §11.13 buy2.do), loaded on first use:
// lots, the preview of the merged position with the shared maths the mock books with (to the
// cent), the §11.3 rules the app can know checked before sending (the input is kept), then one
// buy2.do per intent; every screen showing positions or balances refreshes at once.
import { Button, Popup } from 'antd-mobile';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { ApiResult } from '@/lib/api-client';
import { LazyIntentOutcome } from '@/components/intent-outcome-lazy';
import { FormField } from '@/components/form-field';
import { useIntentSubmit } from '@/lib/intent/use-intent-submit';
import { afterWrite } from '@/lib/queries/writes';

import {
  ADD_ON_SCOPE,
  addOnEvidence,
  parseAddOnIntent,
  sendAddOn,
  useAddOnSpreadRate,
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
import { FigureList } from './figure';
import noteStyles from './note.module.css';
import sheetMessageStyles from './sheet-message.module.css';
import { useAddOnFacts } from './use-add-on-facts';
import { useSharesText } from './use-figures';

export interface AddOnSheetProps {
  /** The position to add to (kept live by the caller); null hides the sheet. */
  position: StockPositionView | null;
  onDismiss: () => void;
}

export default function AddOnSheet({ position, onDismiss }: AddOnSheetProps) {
  return (
    <Popup
      visible={position !== null}
      onMaskClick={onDismiss}
      onClose={onDismiss}
      position="bottom"
      bodyClassName={frameStyles.sheet}
      destroyOnClose
    >
      {position && <AddOnBody key={position.positionSn} view={position} onDismiss={onDismiss} />}
    </Popup>
  );
}

function AddOnBody({ view, onDismiss }: { view: StockPositionView; onDismiss: () => void }) {
  const { t } = useTranslation('positions');
  const sharesText = useSharesText();
  const titleId = useId();
  const fieldId = useId();
  const [text, setText] = useState('1');
  const [refusal, setRefusal] = useState<AddOnMessage | null>(null);
  const known = useAddOnFacts(view);
  const lots = lotsMessage(text) ? null : lotsOfText(text);
  const spread = useAddOnSpreadRate({
    code: view.code,
    shares: (lots ?? 0) * 100,
    price: view.price?.toNumber() ?? null,
    changePct: known.changePct,
  });
  const preview =
    lots && view.price && known.rates && known.available !== undefined && spread.data !== undefined
      ? addOnPreview({
          position: view.source,
          price: view.price,
          lots,
          rates: { ...known.rates, spreadRate: spread.data },
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
    <section role="dialog" aria-modal="true" aria-labelledby={titleId} data-testid="add-on-sheet">
      <h2 id={titleId} className={frameStyles.sheetTitle}>
        {t('addOn.title', { name: view.name })}
      </h2>
      <FigureList
        layout="facts"
        items={[
          { key: 'code', label: t('field.code'), value: view.code, isText: true },
          { key: 'held', label: t('addOn.held'), value: sharesText(view.shares) },
          { key: 'lever', label: t('field.lever'), value: t('unit.lever', { lever: view.lever }) },
        ]}
      />
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
            <p
              className={sheetMessageStyles.sheetMessage}
              data-tone="error"
              role="alert"
              data-testid="add-on-message"
            >
              {shown}
            </p>
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
          <div className={frameStyles.sheetButtons}>
            <Button block onClick={onDismiss} disabled={pending}>
              {t('close.cancel')}
            </Button>
            <Button
              block
              color="primary"
              loading={pending}
              disabled={lotsError !== null || submitter.isBlocked}
              onClick={confirm}
              data-testid="add-on-confirm"
            >
              {t('addOn.confirm')}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}

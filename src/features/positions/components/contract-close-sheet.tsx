// Closing an index or futures contract (sellIndex.do / sellFutures.do, api-contract §11.13): the
// whole position, after a confirmation showing its P/L. A lost reply is settled by reading the
// position again, as for stocks; the request is never sent twice.
import { Button, Popup } from 'antd-mobile';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { isApiError } from '@/lib/api/api-error';
import { useSubmitOnce } from '@/lib/use-submit-once';

import { closeContract } from '../api/contract-close-api';
import { findContractPosition } from '../api/contract-positions-api';
import { refreshPositions } from '../api/sell-api';
import { judgeCloseOutcome } from '../model/close-outcome';
import type { ContractPositionView } from '../model/contract-position';

import styles from './positions.module.css';
import { toneOf, useFormat } from './use-format';

type Stage = 'form' | 'checking' | 'unknown' | 'changed' | 'done';

const isOutcomeUnknown = (e: unknown): boolean =>
  !isApiError(e) || !['business', 'bad-request', 'not-logged-in'].includes(e.kind);

export function ContractCloseSheet({
  position,
  onDismiss,
  onShowClosed,
}: {
  position: ContractPositionView | null;
  onDismiss: () => void;
  onShowClosed: () => void;
}) {
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
        <Body
          key={position.positionSn}
          view={position}
          onDismiss={onDismiss}
          onShowClosed={onShowClosed}
        />
      )}
    </Popup>
  );
}

function Body({
  view,
  onDismiss,
  onShowClosed,
}: {
  view: ContractPositionView;
  onDismiss: () => void;
  onShowClosed: () => void;
}) {
  const { t } = useTranslation(['positions', 'common']);
  const f = useFormat();
  const titleId = useId();
  const [stage, setStage] = useState<Stage>('form');
  const [notice, setNotice] = useState<{ text: string; tone: 'error' | 'info' } | null>(null);

  const verify = async (): Promise<boolean> => {
    setStage('checking');
    try {
      const after = await findContractPosition(view.kind, view.positionSn, 0);
      const outcome = judgeCloseOutcome(view.lots, view.lots, after ? after.lots : null);
      void refreshPositions();
      if (outcome === 'not-done') {
        setStage('form');
        setNotice({ text: t('close.notDone'), tone: 'info' });
        return false;
      }
      setStage(outcome === 'done' ? 'done' : 'changed');
      if (outcome === 'done') setNotice({ text: t('close.confirmedDone'), tone: 'info' });
      return true;
    } catch {
      setStage('unknown');
      return false;
    }
  };

  const { submit, pending } = useSubmitOnce(async () => {
    setNotice(null);
    try {
      const { message } = await closeContract(view.kind, view.positionSn);
      setStage('done');
      setNotice({ text: message || t('close.success'), tone: 'info' });
      return true;
    } catch (e) {
      if (isOutcomeUnknown(e)) return verify();
      const text =
        isApiError(e) && e.kind === 'business' && e.serverMessage
          ? e.serverMessage
          : isApiError(e) && e.messageKey
            ? t(`common:${e.messageKey}`)
            : t('close.failed');
      setNotice({ text, tone: 'error' });
      return false;
    }
  });

  const figures = [
    { key: 'price', label: t('close.price'), value: view.price ? f.money(view.price) : '--' },
    { key: 'lots', label: t('close.held'), value: t('unit.lots', { lots: view.lots }) },
    {
      key: 'net',
      label: t('field.netPnl'),
      value: view.netPnl ? f.money(view.netPnl, true) : '--',
      tone: toneOf(view.netPnl),
    },
    { key: 'margin', label: t('close.previewMargin'), value: f.money(view.margin) },
  ];

  return (
    <section role="dialog" aria-modal="true" aria-labelledby={titleId} data-testid="close-sheet">
      <h2 id={titleId} className={styles.sheetTitle}>
        {t('close.title', { name: view.name })}
      </h2>
      <dl className={styles.sheetFacts}>
        {figures.map((r) => (
          <div key={r.key}>
            <dt>{r.label}</dt>
            <dd className={styles.num} data-tone={r.tone}>
              {r.value}
            </dd>
          </div>
        ))}
      </dl>
      {stage === 'done' || stage === 'changed' ? (
        <div className={styles.sheetResult} data-testid={`close-${stage}`}>
          <p className={styles.note}>{stage === 'done' ? notice?.text : t('close.changed')}</p>
          <div className={styles.sheetButtons}>
            <Button block onClick={onDismiss}>
              {t('close.done')}
            </Button>
            {stage === 'done' && (
              <Button block color="primary" onClick={onShowClosed}>
                {t('close.showClosed')}
              </Button>
            )}
          </div>
        </div>
      ) : stage === 'checking' || stage === 'unknown' ? (
        <div className={styles.sheetResult} role="alert" data-testid="close-unknown">
          <p className={styles.note}>
            {stage === 'checking' ? t('close.checking') : t('close.unknown')}
          </p>
          <Button
            block
            color="primary"
            loading={stage === 'checking'}
            disabled={stage === 'checking'}
            onClick={() => void verify()}
          >
            {t('close.recheck')}
          </Button>
        </div>
      ) : (
        <>
          <p className={styles.note}>{t('contractClose.whole')}</p>
          {notice && (
            <p
              className={styles.sheetMessage}
              data-tone={notice.tone}
              role="alert"
              data-testid="close-message"
            >
              {notice.text}
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
              onClick={() => void submit()}
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

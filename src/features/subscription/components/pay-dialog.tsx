// "您确定要认缴吗?": the amount, the deadline and what stays available after paying.
import { Dialog } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

import { formatMoney } from '@/lib/format/money';
import { BCP47, normalizeLanguage } from '@/lib/i18n';
import { toUnits, toYuanText } from '@/lib/money/exact-money';

import { beijingText } from '../model/beijing-text';
import type { RecordView } from '../model/record-view';

export function PayDialog({
  asking,
  enableAmt,
  onKeep,
  onConfirm,
}: {
  asking: RecordView | null;
  enableAmt: number | string | null | undefined;
  onKeep: () => void;
  onConfirm: () => void;
}) {
  const { t, i18n } = useTranslation('ipo');
  const locale = BCP47[normalizeLanguage(i18n.language)];
  const money = (v: string | number | null | undefined) => formatMoney(v, { locale });
  const available = toUnits(enableAmt);
  const after = asking && available !== null ? available - (toUnits(asking.row.bond) ?? 0n) : null;
  return (
    <Dialog
      visible={asking !== null}
      title={t('pay.title')}
      content={
        asking ? (
          <div data-testid="pay-dialog">
            <p>{t('pay.confirm', { name: asking.row.newName ?? asking.row.newCode })}</p>
            <p>{t('pay.amount', { amount: money(asking.row.bond) })}</p>
            <p>
              {t(asking.isEstimated ? 'record.deadlineEstimated' : 'record.deadline', {
                when: beijingText(asking.deadline),
              })}
            </p>
            <p data-testid="pay-after">
              {after === null
                ? null
                : after < 0n
                  ? t('pay.short', { shortfall: money(toYuanText(-after)) })
                  : t('pay.after', { available: money(toYuanText(after)) })}
            </p>
          </div>
        ) : null
      }
      closeOnMaskClick
      onClose={onKeep}
      actions={[
        [
          { key: 'keep', text: t('pay.keep'), onClick: onKeep },
          { key: 'pay', text: t('pay.ok'), bold: true, onClick: onConfirm },
        ],
      ]}
    />
  );
}

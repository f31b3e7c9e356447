// 自定义申购(手): lots of a share listing today at its placement price, the amount paid at once
// (lots × 100 × price, live), the available balance, the market minimum, 确认申购
// (subscribe-form.tsx).
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import type { StockSubscribe } from '@/api/contracts/models/ipo';
import { formatMoney } from '@/lib/format/money';
import { BCP47, normalizeLanguage } from '@/lib/i18n';
import { showToast } from '@/lib/load-overlays';

import { grabMinShares, SHARES_PER_LOT } from '../model/grab-form';

import { SubscribeForm } from './subscribe-form';
import { useGrabForm } from './use-grab-form';

export function GrabForm({ share }: { share: StockSubscribe }) {
  const { t, i18n } = useTranslation('ipo');
  const locale = BCP47[normalizeLanguage(i18n.language)];
  const onDone = useCallback(() => showToast({ content: t('grab.done'), icon: 'success' }), [t]);
  const form = useGrabForm(share, onDone);
  const min = grabMinShares(share.stockType);

  return (
    <SubscribeForm
      form={form}
      kind="grab"
      field={{ id: 'grab-lots', label: t('grab.lots'), placeholder: t('grab.lotsPlaceholder') }}
      unitHint={
        min === null
          ? t('grab.lotHint')
          : t('grab.minHint', { lots: min / SHARES_PER_LOT, shares: min })
      }
      lines={
        <div>
          <dt>{t('grab.amount')}</dt>
          <dd data-testid="grab-amount">
            {form.amount ? formatMoney(form.amount, { locale }) : '--'}
          </dd>
        </div>
      }
      cost={t('grab.payNow')}
      summary={(p) => t('grab.summary', { name: share.name, shares: p.num })}
      submitText={t('grab.submit')}
    />
  );
}

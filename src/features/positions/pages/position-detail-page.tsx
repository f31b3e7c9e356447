// /detail?positionSn=…[&code=…][&kind=index|futures]: one position in full (a card tap opens
// it). The code narrows the lookup; without it the position is found by scanning the lists.
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';

import { StateBlock } from '@/components/list-states';

import { ContractDetail } from '../components/contract-detail';
import { StockDetail } from '../components/stock-detail';

export default function PositionDetailPage() {
  const { t } = useTranslation('positions');
  const [params] = useSearchParams();
  const positionSn = params.get('positionSn')?.trim() ?? '';
  const code = params.get('code')?.trim() ?? '';
  const kind = params.get('kind');
  if (!positionSn) {
    return <StateBlock status="empty" title={t('detail.missingSn')} testId="detail-not-found" />;
  }
  if (kind === 'index' || kind === 'futures') {
    return <ContractDetail key={`${kind}-${positionSn}`} kind={kind} positionSn={positionSn} />;
  }
  return <StockDetail key={positionSn} positionSn={positionSn} code={code} />;
}

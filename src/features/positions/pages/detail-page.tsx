// /detail?positionSn=…[&code=…][&kind=index|futures]: one position in full (a card tap opens
// it). The code narrows the lookup; without it the position is found by scanning the lists.
import { ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';

import { ContractDetail } from '../components/contract-detail';
import styles from '../components/positions.module.css';
import { StockDetail } from '../components/stock-detail';

export default function DetailPage() {
  const { t } = useTranslation('positions');
  const [params] = useSearchParams();
  const positionSn = params.get('positionSn')?.trim() ?? '';
  const code = params.get('code')?.trim() ?? '';
  const kind = params.get('kind');
  if (!positionSn) {
    return (
      <div className={styles.state} data-testid="detail-not-found">
        <ErrorBlock status="empty" title={t('detail.missingSn')} description="" />
      </div>
    );
  }
  if (kind === 'index' || kind === 'futures') {
    return <ContractDetail key={`${kind}-${positionSn}`} kind={kind} positionSn={positionSn} />;
  }
  return <StockDetail key={positionSn} positionSn={positionSn} code={code} />;
}

// What a screen shows when an account gate (lib/account-gates.ts) stops an action: the localized
// reason and one button to the page that fixes it.
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import type { GateBlock } from '@/lib/account-gates';

import styles from './account-gate-notice.module.css';

export function AccountGateNotice({ block }: { block: GateBlock }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section className={styles.gate} role="status" data-reason={block.reason}>
      <p className={styles.title}>{t('gates.title')}</p>
      <p className={styles.text}>{t(block.messageKey)}</p>
      <Button
        color="primary"
        fill="outline"
        size="small"
        onClick={() => void navigate(block.fixRoute)}
      >
        {t(block.fixKey)}
      </Button>
    </section>
  );
}

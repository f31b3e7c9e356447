// Visitor login prompt (product-spec §1, screens §1.6): a bottom sheet at 50 % of the screen with
// a welcome text, log-in and register buttons. Opened by its own action (`openVisitorSheet`).
import { Button } from 'antd-mobile';
import { CloseOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import { DialogPopup } from '@/components/dialog-popup';
import { routes } from '@/config/routes';
import { useAppStore } from '@/stores/app-store';

import styles from './visitor-sheet.module.css';

export function VisitorSheet() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const visible = useAppStore((s) => s.dialogVisible);
  const close = useAppStore((s) => s.closeVisitorSheet);
  const go = (path: string) => {
    close();
    void navigate(path);
  };
  return (
    <DialogPopup
      visible={visible}
      onMaskClick={close}
      onClose={close}
      bodyClassName={styles.body}
      destroyOnClose
    >
      <section
        role="dialog"
        aria-modal="true"
        aria-labelledby="visitor-sheet-title"
        className={styles.sheet}
      >
        <button
          type="button"
          className={styles.close}
          onClick={close}
          aria-label={t('actions.close')}
        >
          <CloseOutline />
        </button>
        <h2 id="visitor-sheet-title" className={styles.title}>
          {t('visitor.welcome')}
        </h2>
        <div className={styles.logo} aria-hidden="true">
          <svg viewBox="0 0 64 64">
            <path d="M12 44l12-14 9 8 17-20" />
          </svg>
        </div>
        <p className={styles.name}>{t('app.name')}</p>
        <p className={styles.hint}>{t('visitor.hint')}</p>
        <Button
          block
          color="primary"
          shape="rounded"
          size="large"
          onClick={() => go(routes.login.href())}
        >
          {t('visitor.loginWithPhone')}
        </Button>
        <button
          type="button"
          className={styles.register}
          onClick={() => go(routes.register.href())}
        >
          {t('visitor.register')}
        </button>
      </section>
    </DialogPopup>
  );
}

// The two tiles at the top of the new-share, grab and bond tabs (screens §7.1): my applications
// (/sharerecord) and my allotments (/zhongqianrecord). Both pages ask a visitor to log in.
import { FileOutline, CheckCircleOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { routes } from '@/config/routes';

import styles from './record-tiles.module.css';

export function RecordTiles() {
  const { t } = useTranslation('subscription');
  return (
    <nav className={styles.tiles} aria-label={t('hub.records')}>
      <Link to={routes.sharerecord.href()} className={styles.tile} data-testid="tile-records">
        <FileOutline className={styles.icon} aria-hidden />
        <span>{t('hub.records')}</span>
      </Link>
      <Link
        to={routes.zhongqianrecord.href()}
        className={styles.tile}
        data-testid="tile-allotments"
      >
        <CheckCircleOutline className={styles.icon} aria-hidden />
        <span>{t('hub.allotments')}</span>
      </Link>
    </nav>
  );
}

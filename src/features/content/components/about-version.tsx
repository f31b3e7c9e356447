// /about?e=1: the app's name and logo (the site's own when the operator set one, else ours) and
// the version this build was made from (package.json's, plus the git commit when known).
import { useTranslation } from 'react-i18next';

import { APP_COMMIT, APP_VERSION } from '@/config/build-info';
import { useSiteInfo } from '@/lib/queries/site-info';

import { pictureUrl } from '../model/article-view';

import styles from './about.module.css';

/** Our mark (the favicon's drawing), when the operator has no logo. */
function AppMark() {
  return (
    <svg className={styles.logo} viewBox="0 0 64 64" aria-hidden="true" data-testid="about-mark">
      <rect width="64" height="64" rx="14" fill="var(--color-primary)" />
      <path
        d="M12 44l12-14 9 8 17-20"
        fill="none"
        stroke="#fff"
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function AboutVersion() {
  const { t } = useTranslation('content');
  const { t: tc } = useTranslation();
  const { data: site } = useSiteInfo();
  const logo = pictureUrl(site?.siteLogo ?? site?.siteLogoSm);
  const name = site?.siteName?.trim() || tc('app.name');
  return (
    <section className={styles.version} data-testid="about-version">
      {logo ? (
        <img className={styles.logo} src={logo} alt="" width={72} height={72} />
      ) : (
        <AppMark />
      )}
      <dl className={styles.facts}>
        <div>
          <dt>{t('about.appName')}</dt>
          <dd data-testid="about-app-name">{name}</dd>
        </div>
        <div>
          <dt>{t('about.version')}</dt>
          <dd data-testid="about-app-version">
            {t('about.versionValue', { version: APP_VERSION })}
          </dd>
        </div>
        {APP_COMMIT && (
          <div>
            <dt>{t('about.build')}</dt>
            <dd data-testid="about-app-commit">{APP_COMMIT}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}

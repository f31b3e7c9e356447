// What a support bundle says about the app and the moment it was made, in the user's words.
import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

import type { SupportBundle } from '@/api/contracts/support-bundle';
import { currentLocale, LANGUAGE_NAMES } from '@/lib/i18n';

import { formatOffset, kilobytes } from '../model/bundle-view';

import styles from './support-bundle.module.css';

export function BundleSummary({ bundle, bytes }: { bundle: SupportBundle; bytes: number }) {
  const { t } = useTranslation('support');
  const time = new Intl.DateTimeFormat(currentLocale(), {
    dateStyle: 'medium',
    timeStyle: 'medium',
  }).format(new Date(bundle.createdAt));
  const rows: [string, string, string][] = [
    [
      'version',
      t('summary.version'),
      t('summary.versionValue', { version: bundle.app.version, commit: bundle.app.commit || '—' }),
    ],
    ['route', t('summary.route'), bundle.route],
    ['language', t('summary.language'), LANGUAGE_NAMES[bundle.language]],
    [
      'theme',
      t('summary.theme'),
      bundle.theme === 'red' ? t('summary.themeRed') : t('summary.themeBlack'),
    ],
    [
      'time',
      t('summary.time'),
      t('summary.timeValue', { time, offset: formatOffset(bundle.timeZoneOffsetMinutes) }),
    ],
    ['logged-in', t('summary.loggedIn'), bundle.isLoggedIn ? t('summary.yes') : t('summary.no')],
    ['replies', t('summary.replies'), t('summary.repliesValue', { count: bundle.replies.length })],
    ['size', t('summary.size'), t('summary.sizeValue', { size: kilobytes(bytes) })],
  ];
  return (
    <List header={t('summary.header')} mode="card" data-testid="support-bundle-summary">
      {rows.map(([id, label, value]) => (
        <List.Item
          key={id}
          extra={
            <span className={styles.value} data-testid={`support-bundle-${id}`}>
              {value}
            </span>
          }
        >
          {label}
        </List.Item>
      ))}
      {bundle.isTruncated && (
        <List.Item>
          <span className={styles.note} data-testid="support-bundle-truncated">
            {t('summary.truncated')}
          </span>
        </List.Item>
      )}
    </List>
  );
}

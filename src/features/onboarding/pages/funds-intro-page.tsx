// /jijin 优选基金 (screens §10.5, issue 22): the reference's static fund teaser, made honest —
// this product offers no funds, so the page shows no fund, price or return; it says so and offers
// the ways on that exist (the market, the trading academy, customer service).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import box from '@/components/page-box.module.css';
import { TestStationNotice } from '@/components/test-station-notice';
import { routes } from '@/config/routes';

import styles from './funds-intro-page.module.css';

const WAYS = [
  { id: 'market', href: routes.tradingList.href() },
  { id: 'college', href: routes.college.href() },
  { id: 'service', href: routes.service.href() },
] as const;

export default function FundsIntroPage() {
  const { t } = useTranslation('onboarding');
  return (
    <div className={box.page} data-testid="funds-intro-page">
      <TestStationNotice />
      <div className={box.body}>
        <header className={styles.banner}>
          <h1 className={styles.title}>{t('jijin.title')}</h1>
          <p className={styles.tagline}>{t('jijin.tagline')}</p>
        </header>
        <section className={styles.card} data-testid="jijin-closed">
          <h2 className={styles.heading}>{t('jijin.closed.title')}</h2>
          <p className={styles.text}>{t('jijin.closed.text')}</p>
        </section>
        <section className={styles.card}>
          <h2 className={styles.heading}>{t('jijin.ways.title')}</h2>
          <ul className={styles.ways}>
            {WAYS.map((way) => (
              <li key={way.id}>
                <Link className={styles.way} to={way.href} data-testid={`jijin-way-${way.id}`}>
                  <strong>{t(`jijin.ways.${way.id}.name`)}</strong>
                  <span>{t(`jijin.ways.${way.id}.text`)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}

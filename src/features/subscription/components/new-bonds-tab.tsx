// The hub's 新债申购 tab (screens §7.1 tab 3). The backend has no new-bond endpoint, so the tab
// says so plainly and lists nothing — no made-up bonds. 待申购 keeps the reference's info box
// (subscription hours) and, where the reference linked to nothing, our own short rules text.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { StateBlock } from '@/components/list-states';
import { Segmented } from '@/components/segmented';

import styles from './new-bonds-tab.module.css';
import { RecordTiles } from './record-tiles';

type BondList = 'open' | 'upcoming';
const LISTS: readonly BondList[] = ['open', 'upcoming'];
const RULES = ['rule1', 'rule2', 'rule3', 'rule4', 'rule5'] as const;

export function NewBondsTab() {
  const { t } = useTranslation('subscription');
  const [list, setList] = useState<BondList>('open');
  return (
    <div data-testid="new-bonds-tab" data-list={list}>
      <RecordTiles />
      <Segmented
        items={LISTS.map((key) => ({ key, label: t(`calendar.${key}`) }))}
        value={list}
        onChange={setList}
        label={t('hub.tabs.3')}
        layout="fill"
        testIdPrefix="bond-tab"
      />
      <div className={styles.unavailable} role="note" data-testid="bonds-unavailable">
        <strong>{t('bonds.unavailableTitle')}</strong>
        <p>{t('bonds.unavailableText')}</p>
      </div>
      {list === 'open' ? (
        <StateBlock status="empty" title={t('bonds.emptyOpenTitle')} testId="bonds-empty" />
      ) : (
        <>
          <div className={styles.hours} data-testid="bonds-hours">
            <span>{t('bonds.hours')}</span>
            <strong>{t('bonds.hoursValue')}</strong>
          </div>
          <section className={styles.rules} data-testid="bonds-rules">
            <h2>{t('bonds.rulesTitle')}</h2>
            <ol>
              {RULES.map((key) => (
                <li key={key}>{t(`bonds.${key}`)}</li>
              ))}
            </ol>
          </section>
        </>
      )}
    </div>
  );
}

// Bottom tab bar (product-spec §2): five tabs, the active one follows the path, each tap vibrates
// 55 ms where supported and shows a 500 ms highlight, then navigates. Plain links and our own
// icons: the bar is on every tab page's first load, where antd-mobile's TabBar and icon modules
// weighed about 5 KiB of gzip (issue 24).
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';

import { TAB_HIGHLIGHT_MS } from '@/api/contracts/constants';
import type { Glyph } from '@/components/icons/glyph';
import {
  ChartBarsIcon,
  DocumentIcon,
  PersonIcon,
  StarIcon,
  TilesIcon,
} from '@/components/icons/icons';
import { TAB_LINKS } from '@/config/routes';
import { vibrate } from '@/lib/haptics';
import { deferStaleRefetchesToNextFrame } from '@/lib/queries/reveal-refetch';
import { queryClient } from '@/lib/query-client';

import { markNextNavigationUrgent } from '../hash-router';

import styles from './tab-bar.module.css';

const ICONS: Record<(typeof TAB_LINKS)[number]['name'], Glyph> = {
  home: TilesIcon,
  tradingList: ChartBarsIcon,
  warehouse: DocumentIcon,
  mylist: StarIcon,
  user: PersonIcon,
};

export function AppTabBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [pulsing, setPulsing] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const active =
    TAB_LINKS.find((tab) => tab.path.toLowerCase() === pathname.toLowerCase())?.path ?? null;

  const onTap = (path: string) => {
    // The kept page shows in this tap's own render, with the highlight (hash-router.tsx).
    markNextNavigationUrgent();
    deferStaleRefetchesToNextFrame(queryClient);
    vibrate();
    setPulsing(path);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setPulsing(null), TAB_HIGHLIGHT_MS);
  };

  return (
    <nav className={styles.bar} aria-label={t('tabs.label')}>
      <ul className={styles.items}>
        {TAB_LINKS.map((tab) => {
          const Icon = ICONS[tab.name];
          const current = active === tab.path;
          return (
            <li key={tab.path} className={styles.cell}>
              <Link
                to={tab.path}
                className={styles.item}
                data-active={current}
                data-pulse={pulsing === tab.path || undefined}
                data-testid={`tab-${tab.name}`}
                aria-current={current ? 'page' : undefined}
                // Tapping the tab already shown does nothing, as before.
                onClick={(event) => (current ? event.preventDefault() : onTap(tab.path))}
              >
                <Icon className={styles.icon} />
                <span className={styles.title}>{t(`tabs.${tab.name}`)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

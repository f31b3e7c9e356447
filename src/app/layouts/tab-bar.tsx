// Bottom tab bar (product-spec §2): five tabs, the active one follows the path, each tap vibrates
// 55 ms where supported and shows a 500 ms highlight, then navigates.
import { TabBar } from 'antd-mobile';
import {
  AppOutline,
  FileOutline,
  HistogramOutline,
  StarOutline,
  UserOutline,
} from 'antd-mobile-icons';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';

import { TAB_HIGHLIGHT_MS } from '@/api/contracts/constants';
import { TAB_LINKS } from '@/config/routes';
import { vibrate } from '@/lib/haptics';

import styles from './tab-bar.module.css';

const ICONS: Record<(typeof TAB_LINKS)[number]['name'], ReactNode> = {
  home: <AppOutline />,
  tradingList: <HistogramOutline />,
  warehouse: <FileOutline />,
  mylist: <StarOutline />,
  user: <UserOutline />,
};

const TABS = TAB_LINKS.map((tab) => ({ ...tab, icon: ICONS[tab.name] }));

export function AppTabBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [pulsing, setPulsing] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const active =
    TABS.find((tab) => tab.path.toLowerCase() === pathname.toLowerCase())?.path ?? null;

  const onChange = (path: string) => {
    vibrate();
    setPulsing(path);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setPulsing(null), TAB_HIGHLIGHT_MS);
    void navigate(path);
  };

  return (
    <nav className={styles.bar} aria-label={t('tabs.label')}>
      <TabBar activeKey={active} onChange={onChange} safeArea>
        {TABS.map((tab) => (
          <TabBar.Item
            key={tab.path}
            icon={<span className={styles.icon}>{tab.icon}</span>}
            title={t(`tabs.${tab.name}`)}
            className={pulsing === tab.path ? styles.pulse : undefined}
            data-testid={`tab-${tab.name}`}
            aria-current={active === tab.path ? 'page' : undefined}
          />
        ))}
      </TabBar>
    </nav>
  );
}

// The frame around every page: back header or tab bar per route meta, the slide transition, the
// top alert and the visitor login sheet (the pages themselves: route-pages-host.tsx). Also keeps the
// document title in step.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';

import { AlertHost } from '@/components/alert-host';
import { TestStationNotice } from '@/components/test-station-notice';
import { findRoute, routes } from '@/config/routes';
import { aboutTitleKey } from '@/features/content/model/about-pages';
import { registerNavigator } from '@/lib/navigation';
import { useAppStore } from '@/stores/app-store';

import { ConnectionBanners } from '../service-worker/connection-banners';

import styles from './app-layout.module.css';
import { BackHeader } from './back-header';
import { RoutePagesHost, type Direction } from './route-pages-host';
import { AppTabBar } from './tab-bar';
import { VisitorSheetHost } from './visitor-sheet-host';

/** Slide direction from the route order: deeper pages enter from the right (product-spec §2). */
function useSlideDirection(key: string, order: number): Direction {
  const [state, setState] = useState({ key, order, direction: 'none' as Direction });
  if (state.key !== key) {
    const direction: Direction =
      order > state.order ? 'forward' : order < state.order ? 'back' : 'none';
    setState({ key, order, direction });
    return direction;
  }
  return state.direction;
}

export function AppLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const meta = findRoute(location.pathname);
  const session = useAppStore((s) => s.token);
  const direction = useSlideDirection(location.pathname, meta?.order ?? 0);
  // /about names each of its six pages (screens §10.5); every other route has one title.
  const title = !meta
    ? ''
    : meta.name === routes.about.name
      ? t(aboutTitleKey(location.search))
      : t(`routes.${meta.name}`);

  useEffect(() => {
    registerNavigator((path, options) => {
      void navigate(path, options);
    });
    return () => registerNavigator(null);
  }, [navigate]);

  useEffect(() => {
    document.title = title ? `${title} · ${t('app.name')}` : t('app.name');
  }, [title, t]);

  const withTabBar = meta ? !meta.hideTabBar : false;
  return (
    <div className={styles.shell} data-tabbar={withTabBar ? 'shown' : 'hidden'}>
      {meta?.hasBackHeader && <BackHeader title={title} />}
      {meta?.name === routes.home.name && <TestStationNotice />}
      <ConnectionBanners />
      <RoutePagesHost direction={direction} session={session} />
      {withTabBar && <AppTabBar />}
      <AlertHost />
      <VisitorSheetHost />
    </div>
  );
}

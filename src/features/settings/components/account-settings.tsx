// The account part of /setting and /setup (screens §10.2): profile rows, password entries, about,
// version, clear cache, the support bundle (issue 23) and log out.
import { Button, List } from 'antd-mobile';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import { routes } from '@/config/routes';
import { loadOverlays } from '@/lib/load-overlays';
import { useUserInfo } from '@/lib/queries/user-info';
import { queryClient } from '@/lib/query-client';
import { useAppStore } from '@/stores/app-store';

import { logout } from '../api/logout';
import { APP_VERSION } from '../model/app-version';

const mask = (phone: string | undefined) =>
  phone && phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : (phone ?? '');

// The confirmation's dialog brings antd-mobile's animation library: loaded when log out is tapped.
const Dialog = lazy(() => loadOverlays().then((m) => ({ default: m.Dialog })));

export function ProfileSettings() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const token = useAppStore((s) => s.token);
  const { data: info } = useUserInfo();
  if (!token) return null;
  const value = (text: string | null | undefined) => (
    <span className="settings-value">{text || t('settings.notSet')}</span>
  );
  return (
    <>
      <List header={t('settings.profile')} mode="card">
        <List.Item extra={value(info?.nickName)}>{t('settings.nickName')}</List.Item>
        <List.Item extra={value(info?.realName)}>{t('settings.realName')}</List.Item>
        <List.Item extra={value(mask(info?.phone))}>{t('settings.phone')}</List.Item>
      </List>
      <List header={t('settings.security')} mode="card">
        <List.Item
          onClick={() => void navigate(routes.loginPassword.href())}
          data-testid="settings-login-password"
        >
          {t('settings.loginPassword')}
        </List.Item>
        <List.Item
          onClick={() => void navigate(routes.setPassword.href())}
          data-testid="settings-fund-password"
        >
          {t('settings.fundPassword')}
        </List.Item>
      </List>
    </>
  );
}

export function GeneralSettings() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const token = useAppStore((s) => s.token);
  const showAlert = useAppStore((s) => s.showAlert);
  const [pending, setPending] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // Mounted from the first tap on, so closing it still animates.
  const [asked, setAsked] = useState(false);

  const clearCache = () => {
    // Cached server data is dropped (it reloads on demand); the session and preferences stay.
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'user' });
    showAlert(t('settings.cacheCleared'), 'success');
  };

  // The confirm dialog is a controlled component, so its state lives with the page.
  const doLogout = async () => {
    setConfirming(false);
    setPending(true);
    await logout();
    setPending(false);
    showAlert(t('settings.loggedOut'), 'success');
    void navigate(routes.login.href(), { replace: true });
  };

  return (
    <>
      <List header={t('settings.general')} mode="card">
        <List.Item
          onClick={() => void navigate(routes.about.href({ e: 4 }))}
          description={t('settings.aboutText')}
          data-testid="settings-about"
        >
          {t('settings.about')}
        </List.Item>
        <List.Item
          extra={
            <span data-testid="settings-version">
              {t('settings.versionNumber', { version: APP_VERSION })}
            </span>
          }
        >
          {t('settings.version')}
        </List.Item>
        <List.Item onClick={clearCache} data-testid="settings-clear-cache">
          {t('settings.clearCache')}
        </List.Item>
        <List.Item
          onClick={() => void navigate(routes.supportBundle.href())}
          description={t('settings.supportBundleText')}
          data-testid="support-bundle-link"
        >
          {t('settings.supportBundle')}
        </List.Item>
      </List>
      {token && (
        <div className="settings-logout">
          <Button
            block
            shape="rounded"
            size="large"
            loading={pending}
            disabled={pending}
            onClick={() => {
              setAsked(true);
              setConfirming(true);
            }}
            data-testid="settings-logout"
          >
            {t('settings.logout')}
          </Button>
          {asked && (
            <Suspense fallback={null}>
              <Dialog
                visible={confirming}
                content={t('settings.logoutConfirm')}
                onClose={() => setConfirming(false)}
                closeOnMaskClick
                actions={[
                  [
                    {
                      key: 'cancel',
                      text: t('settings.cancel'),
                      onClick: () => setConfirming(false),
                    },
                    {
                      key: 'confirm',
                      text: t('settings.confirm'),
                      bold: true,
                      danger: true,
                      onClick: () => void doLogout(),
                    },
                  ],
                ]}
              />
            </Suspense>
          )}
        </div>
      )}
    </>
  );
}

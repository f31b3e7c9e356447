// /User, the profile tab (screens §10.1): identity and verification status, the balances (total,
// available, frozen, per account type), deposit / withdraw / transfer, entries to every account
// screen, the unread-message bell. Visitors get a way to log in or register.
import { Button, ProgressCircle, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';

import {
  ArticleIcon,
  CardIcon,
  ChartBarsIcon,
  ChatIcon,
  CogIcon,
  CoinIcon,
  ContactCardIcon,
  DocumentIcon,
  EyeClosedIcon,
  EyeIcon,
  KeyIcon,
  LockIcon,
  PersonIcon,
  ReceiptIcon,
  ShieldCheckIcon,
  TextIcon,
} from '@/components/icons/icons';
import { LazyPaymentPlannerCard } from '@/components/payment-planner/payment-planner-lazy';
import { StateBlock } from '@/components/list-states';
import { UnreadBell } from '@/components/unread-bell';
import { routes } from '@/config/routes';
import { USER_INFO_POLL_MS, useUserInfo } from '@/lib/queries/user-info';
import { useAppStore } from '@/stores/app-store';

import accountListStyles from '../components/account-list.module.css';
import cardStyles from '../components/card.module.css';
import heroStyles from '../components/hero.module.css';
import { MenuGrid, type MenuEntry } from '../components/menu-grid';
import { MoneyText } from '../components/money-text';
import pageStyles from '../components/page.module.css';
import { maskPhone, summarize, verificationOf } from '../model/account-view';

import styles from './profile-page.module.css';

function Guest() {
  const { t } = useTranslation(['account', 'common']);
  const navigate = useNavigate();
  return (
    <section className={heroStyles.hero} data-testid="user-guest">
      <div className={styles.heroTop}>
        <span className={styles.avatar} aria-hidden="true">
          <PersonIcon />
        </span>
        <div className={styles.identity}>
          <p className={styles.name}>{t('account:user.guestName')}</p>
          <p className={styles.muted}>{t('account:user.guestHint')}</p>
        </div>
        <Link
          to={routes.setup.href()}
          className={styles.iconButton}
          aria-label={t('account:user.settings')}
        >
          <CogIcon />
        </Link>
      </div>
      <Button
        block
        shape="rounded"
        className={styles.heroButton}
        onClick={() => void navigate(routes.login.href())}
        data-testid="user-login"
      >
        {t('account:user.loginOrRegister')}
      </Button>
    </section>
  );
}

export default function ProfilePage() {
  const { t } = useTranslation(['account', 'common']);
  const navigate = useNavigate();
  const token = useAppStore((s) => s.token);
  const hide = useAppStore((s) => s.hide);
  const setHide = useAppStore((s) => s.setHide);
  const { data: info, isPending, isError, refetch } = useUserInfo({ pollMs: USER_INFO_POLL_MS });

  const accountEntries: MenuEntry[] = [
    {
      to: routes.account.href(),
      label: t('account:menu.account'),
      icon: <ContactCardIcon />,
      testId: 'menu-account',
    },
    {
      to: routes.wallet.href(),
      label: t('account:menu.wallet'),
      icon: <CoinIcon />,
      testId: 'menu-wallet',
    },
    {
      to: routes.warehouse.href(),
      label: t('account:menu.warehouse'),
      icon: <ChartBarsIcon />,
      testId: 'menu-warehouse',
    },
    {
      to: routes.fundingDetails.href(),
      label: t('account:menu.fundingDetails'),
      icon: <ReceiptIcon />,
      testId: 'menu-funding',
    },
  ];
  const securityEntries: MenuEntry[] = [
    {
      to: routes.smrz.href(),
      label: t('account:menu.verification'),
      icon: <ShieldCheckIcon />,
      testId: 'menu-verification',
    },
    {
      to: routes.bankCard.href(),
      label: t('account:menu.bankCard'),
      icon: <CardIcon />,
      testId: 'menu-bank-card',
    },
    {
      to: routes.loginPassword.href(),
      label: t('account:menu.loginPassword'),
      icon: <LockIcon />,
      testId: 'menu-login-password',
    },
    {
      to: routes.setPassword.href(),
      label: t('account:menu.fundPassword'),
      icon: <KeyIcon />,
      testId: 'menu-fund-password',
    },
  ];
  const helpEntries: MenuEntry[] = [
    {
      to: routes.notify.href(),
      label: t('account:menu.notify'),
      icon: <ChatIcon />,
      testId: 'menu-notify',
    },
    {
      to: routes.service.href(),
      label: t('account:menu.service'),
      icon: <ContactCardIcon />,
      testId: 'menu-service',
    },
    {
      to: routes.agree.href(),
      label: t('account:menu.agree'),
      icon: <DocumentIcon />,
      testId: 'menu-agree',
    },
    {
      to: routes.aggre.href(),
      label: t('account:menu.aggre'),
      icon: <ArticleIcon />,
      testId: 'menu-aggre',
    },
    {
      to: routes.trade.href(),
      label: t('account:menu.trade'),
      icon: <TextIcon />,
      testId: 'menu-trade',
    },
    {
      to: routes.setup.href(),
      label: t('account:menu.settings'),
      icon: <CogIcon />,
      testId: 'menu-settings',
    },
  ];

  if (!token) {
    return (
      <div className={pageStyles.page}>
        <Guest />
        <MenuGrid title={t('account:user.sectionHelp')} entries={helpEntries} />
      </div>
    );
  }

  const summary = info ? summarize(info) : null;
  const verification = info ? verificationOf(info.isActive) : null;
  const profit = summary?.realisedProfit;

  return (
    <div className={pageStyles.page}>
      <section className={heroStyles.hero} aria-label={t('account:user.totalAssets')}>
        <div className={styles.heroTop}>
          <span className={styles.avatar} aria-hidden="true">
            <PersonIcon />
          </span>
          <div className={styles.identity}>
            <div className={styles.name} data-testid="user-phone">
              {info ? maskPhone(info.phone) : <Skeleton.Title animated />}
            </div>
            {verification && (
              <button
                type="button"
                className={styles.chip}
                data-status={verification}
                data-testid="user-verification"
                onClick={() => verification !== 'verified' && void navigate(routes.smrz.href())}
              >
                {t(`account:user.${verification}`)}
              </button>
            )}
          </div>
          <UnreadBell className={styles.iconButton} />
          <Link
            to={routes.setup.href()}
            className={styles.iconButton}
            aria-label={t('account:user.settings')}
          >
            <CogIcon />
          </Link>
        </div>

        <div className={styles.assets}>
          <div>
            <p className={heroStyles.heroLabel}>
              {t('account:user.totalAssets')}
              <button
                type="button"
                className={styles.eye}
                onClick={() => setHide(!hide)}
                aria-label={hide ? t('account:user.showAmounts') : t('account:user.hideAmounts')}
                aria-pressed={hide}
                data-testid="toggle-hide"
              >
                {hide ? <EyeClosedIcon /> : <EyeIcon />}
              </button>
            </p>
            <p className={heroStyles.total} data-testid="user-total">
              {summary ? <MoneyText value={summary.total.toString()} /> : '--'}
            </p>
          </div>
          <ProgressCircle percent={summary?.usagePercent ?? 0} aria-label={t('account:user.usage')}>
            <span className={styles.ringText}>{Math.round(summary?.usagePercent ?? 0)}%</span>
          </ProgressCircle>
        </div>
        <dl className={heroStyles.figures}>
          <div>
            <dt>{t('account:user.available')}</dt>
            <dd data-testid="user-available">
              {summary ? <MoneyText value={summary.available.toString()} /> : '--'}
            </dd>
          </div>
          <div>
            <dt>{t('account:user.frozen')}</dt>
            <dd data-testid="user-frozen">
              {summary ? <MoneyText value={summary.frozen.toString()} /> : '--'}
            </dd>
          </div>
          <div>
            <dt>{t('account:user.realisedProfit')}</dt>
            <dd>{profit ? <MoneyText value={profit.toString()} signed /> : '--'}</dd>
          </div>
        </dl>
        <div className={styles.heroActions}>
          <Link
            to={routes.recharge.href()}
            className={styles.heroAction}
            data-testid="user-deposit"
          >
            {t('account:user.deposit')}
          </Link>
          <Link
            to={routes.withdraw.href()}
            className={styles.heroAction}
            data-testid="user-withdraw"
          >
            {t('account:user.withdraw')}
          </Link>
          <Link to={routes.transfers.href()} className={styles.heroAction}>
            {t('account:user.transfer')}
          </Link>
        </div>
      </section>

      <LazyPaymentPlannerCard />

      {isError && !info && (
        // The picture loads on first use (list-states): most visits never show it.
        <StateBlock
          status="default"
          title={t('account:user.loadFailed')}
          isAlert
          testId="user-load-failed"
        >
          <Button size="small" onClick={() => void refetch()}>
            {t('account:user.retry')}
          </Button>
        </StateBlock>
      )}

      <section className={cardStyles.card} aria-label={t('account:user.accounts')}>
        <h2 className={cardStyles.cardTitle}>{t('account:user.accounts')}</h2>
        {isPending && <Skeleton.Paragraph lineCount={3} animated />}
        {summary && (
          <ul className={accountListStyles.accountList}>
            {summary.lines.map((line) => (
              <li
                key={line.kind}
                className={accountListStyles.accountRow}
                data-testid={`account-${line.kind}`}
              >
                <span className={accountListStyles.accountName}>
                  {t(`account:user.${line.kind}Account`)}
                </span>
                <span className={accountListStyles.accountFigures}>
                  <span>
                    <small>{t('account:user.accountTotal')}</small>
                    <MoneyText value={line.total.toString()} />
                  </span>
                  <span>
                    <small>
                      {line.kind === 'newStock'
                        ? t('account:user.newStockFrozen')
                        : t('account:user.accountAvailable')}
                    </small>
                    <MoneyText
                      value={(line.kind === 'newStock' ? line.frozen : line.available).toString()}
                    />
                  </span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <MenuGrid title={t('account:user.sectionAccount')} entries={accountEntries} />
      <MenuGrid title={t('account:user.sectionSecurity')} entries={securityEntries} />
      <MenuGrid title={t('account:user.sectionHelp')} entries={helpEntries} />
    </div>
  );
}

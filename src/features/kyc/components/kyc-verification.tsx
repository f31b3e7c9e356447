// Real-name verification, shared by /smrz, /authentication and /authentications (screens §10.3):
// the state (none, in review, verified, rejected with its reason), the form while it may be
// (re)submitted — name, ID number, front and back photos — and the rules.
import { Button, Skeleton, Steps } from 'antd-mobile';
import {
  CheckCircleFill,
  ClockCircleFill,
  CloseCircleFill,
  UserCircleOutline,
} from 'antd-mobile-icons';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import type { UserInfo } from '@/api/contracts/models/user';
import { FormField } from '@/components/form-field';
import {
  validateIdCard,
  validateRealName,
  type MessageKey,
  type MessageParams,
} from '@/api/contracts/validation';
import { routes } from '@/config/routes';
import { StateBlock } from '@/components/list-states';
import { useUserInfo } from '@/lib/queries/user-info';
import { afterWrite } from '@/lib/queries/writes';
import { useAppStore } from '@/stores/app-store';

import { submitKyc } from '../api/kyc-api';
import {
  isKycEditable,
  kycStatusOf,
  maskIdCard,
  maskName,
  type KycStatus,
} from '../model/kyc-status';

import { IdPhotoTile } from './id-photo-tile';
import styles from './kyc-verification.module.css';

type Field = 'realName' | 'idCard' | 'front' | 'back';
type FieldError = { key: MessageKey | `kyc:${string}`; params?: MessageParams };
type Errors = Partial<Record<Field, FieldError>>;

const STATUS_ICON: Record<KycStatus, ReactNode> = {
  none: <UserCircleOutline aria-hidden />,
  review: <ClockCircleFill aria-hidden />,
  verified: <CheckCircleFill aria-hidden />,
  rejected: <CloseCircleFill aria-hidden />,
};

function StatusBanner({ status, info }: { status: KycStatus; info: UserInfo }) {
  const { t } = useTranslation('kyc');
  const text =
    status === 'rejected'
      ? info.authMsg
        ? t('banner.rejectedReason', { reason: info.authMsg })
        : t('banner.rejectedNoReason')
      : t(`banner.${status}Text`);
  return (
    <section className={styles.banner} data-status={status} aria-live="polite">
      <span className={styles.bannerIcon}>{STATUS_ICON[status]}</span>
      <div>
        <h2 className={styles.bannerTitle}>
          {t(`banner.${status}Title`)}
          <span className={styles.badge} data-status={status}>
            {t(`status.${status}`)}
          </span>
        </h2>
        <p className={styles.bannerText} data-testid="kyc-status-text">
          {text}
        </p>
      </div>
    </section>
  );
}

function Progress({ status }: { status: KycStatus }) {
  const { t } = useTranslation('kyc');
  const current = status === 'verified' ? 2 : status === 'review' ? 1 : 0;
  return (
    <Steps current={current} className={styles.steps}>
      <Steps.Step title={t('steps.submit')} status={status === 'none' ? 'process' : 'finish'} />
      <Steps.Step
        title={t('steps.review')}
        status={
          status === 'rejected'
            ? 'error'
            : status === 'review'
              ? 'process'
              : status === 'verified'
                ? 'finish'
                : 'wait'
        }
      />
      <Steps.Step title={t('steps.done')} status={status === 'verified' ? 'finish' : 'wait'} />
    </Steps>
  );
}

function Summary({ info }: { info: UserInfo }) {
  const { t } = useTranslation('kyc');
  return (
    <section className={styles.card} aria-labelledby="kyc-summary-title">
      <h3 id="kyc-summary-title" className={styles.cardTitle}>
        {t('summary.title')}
      </h3>
      <dl className={styles.summary}>
        <dt>{t('form.realName')}</dt>
        <dd data-testid="kyc-summary-name">{maskName(info.realName)}</dd>
        <dt>{t('form.idCard')}</dt>
        <dd data-testid="kyc-summary-id" className={styles.mono}>
          {maskIdCard(info.idCard)}
        </dd>
      </dl>
      <p className={styles.fieldLabel}>{t('summary.photos')}</p>
      <div className={styles.photos}>
        {[
          [info.img1Key, t('form.front')],
          [info.img2Key, t('form.back')],
        ].map(([src, label]) => (
          <figure key={label} className={styles.summaryPhoto}>
            {src ? (
              <img className={styles.preview} src={src} alt={label ?? ''} />
            ) : (
              <span className={styles.placeholder}>{t('summary.noPhoto')}</span>
            )}
            <figcaption>{label}</figcaption>
          </figure>
        ))}
      </div>
    </section>
  );
}

function KycForm({ info }: { info: UserInfo }) {
  const { t } = useTranslation(['kyc', 'validation']);
  const showAlert = useAppStore((s) => s.showAlert);
  // A rejected submission is shown again, so only what was wrong needs changing.
  const [realName, setRealName] = useState(info.realName ?? '');
  const [idCard, setIdCard] = useState(info.idCard ?? '');
  const [front, setFront] = useState(info.img1Key ?? '');
  const [back, setBack] = useState(info.img2Key ?? '');
  const [busy, setBusy] = useState({ front: false, back: false });
  const [errors, setErrors] = useState<Errors>({});
  const [isSubmitting, setSubmitting] = useState(false);

  const clear = (field: Field) => setErrors((e) => ({ ...e, [field]: undefined }));
  const message = (field: Field) => {
    const e = errors[field];
    return e ? t(e.key as never, e.params) : '';
  };

  const validate = (): { ok: true; name: string; id: string } | { ok: false; errors: Errors } => {
    const next: Errors = {};
    const name = validateRealName(realName);
    if (!name.ok) next.realName = { key: name.error, params: name.params };
    const id = validateIdCard(idCard);
    if (!id.ok) next.idCard = { key: id.error, params: id.params };
    for (const [field, url] of [
      ['front', front],
      ['back', back],
    ] as const) {
      if (busy[field]) next[field] = { key: 'kyc:form.waitUpload' };
      else if (!url) next[field] = { key: 'kyc:form.photoRequired' };
    }
    return name.ok && id.ok && Object.keys(next).length === 0
      ? { ok: true, name: name.value, id: id.value }
      : { ok: false, errors: next };
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (isSubmitting) return;
    const checked = validate();
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      await submitKyc({
        realName: checked.name,
        idCard: checked.id,
        img1key: front,
        img2key: back,
      });
      showAlert(t('kyc:form.submitted'), 'success');
      await afterWrite('verification');
    } catch {
      // The request helper has shown the reason; every field keeps its value.
    } finally {
      setSubmitting(false);
    }
  };

  const textField = (
    field: 'realName' | 'idCard',
    value: string,
    set: (v: string) => void,
    extra: { maxLength: number; inputMode?: 'text'; autoComplete: string },
  ) => {
    return (
      <FormField
        id={`kyc-${field}`}
        label={t(`kyc:form.${field}`)}
        error={message(field)}
        value={value}
        onChange={(v) => {
          set(v);
          clear(field);
        }}
        placeholder={t(`kyc:form.${field}Placeholder`)}
        clearable
        {...extra}
      />
    );
  };

  return (
    <form className={styles.card} onSubmit={(e) => void submit(e)} noValidate>
      {textField('realName', realName, setRealName, { maxLength: 30, autoComplete: 'name' })}
      {textField('idCard', idCard, setIdCard, { maxLength: 18, autoComplete: 'off' })}
      <p className={styles.fieldLabel}>{t('kyc:form.photos')}</p>
      <div className={styles.photos}>
        <IdPhotoTile
          id="kyc-front"
          label={t('kyc:form.front')}
          hint={t('kyc:form.frontHint')}
          url={front}
          onUploaded={(url) => {
            setFront(url);
            clear('front');
          }}
          onBusyChange={(isBusy) => setBusy((b) => ({ ...b, front: isBusy }))}
          formError={message('front')}
        />
        <IdPhotoTile
          id="kyc-back"
          label={t('kyc:form.back')}
          hint={t('kyc:form.backHint')}
          url={back}
          onUploaded={(url) => {
            setBack(url);
            clear('back');
          }}
          onBusyChange={(isBusy) => setBusy((b) => ({ ...b, back: isBusy }))}
          formError={message('back')}
        />
      </div>
      <p className={styles.note}>{t('kyc:form.privacy')}</p>
      <Button
        type="submit"
        color="primary"
        block
        size="large"
        className={styles.submit}
        loading={isSubmitting}
        disabled={isSubmitting}
      >
        {t('kyc:form.submit')}
      </Button>
    </form>
  );
}

function Rules() {
  const { t } = useTranslation('kyc');
  const navigate = useNavigate();
  return (
    <section className={styles.rules} aria-labelledby="kyc-rules-title">
      <h3 id="kyc-rules-title" className={styles.rulesTitle}>
        {t('rules.title')}
      </h3>
      <ol>
        <li>{t('rules.r1')}</li>
        <li>{t('rules.r2')}</li>
        <li>{t('rules.r3')}</li>
      </ol>
      <Button
        fill="none"
        size="small"
        color="primary"
        onClick={() => void navigate(routes.service.href())}
      >
        {t('contactService')}
      </Button>
    </section>
  );
}

export function KycVerification() {
  const { t, ready } = useTranslation(['kyc', 'validation']);
  const info = useUserInfo();
  const status = kycStatusOf(info.data?.isActive);

  if (!ready || info.isPending) {
    return (
      <div className={styles.page} aria-busy="true">
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={6} animated />
      </div>
    );
  }
  if (!info.data) {
    return (
      <div className={styles.page}>
        {/* The picture of the failure loads on its own: not on every first load. */}
        <StateBlock status="default" title={t('loadFailed')} isAlert testId="kyc-load-failed">
          <Button color="primary" onClick={() => void info.refetch()}>
            {t('retry')}
          </Button>
        </StateBlock>
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <StatusBanner status={status} info={info.data} />
      <Progress status={status} />
      {isKycEditable(status) ? (
        // Remounts with fresh values when the state changes.
        <KycForm key={status} info={info.data} />
      ) : (
        <Summary info={info.data} />
      )}
      <Rules />
    </div>
  );
}

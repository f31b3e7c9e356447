// /loginPassword (screens §10.2): old password, new password twice; POST /user/updatePwd.do (the
// reference front end sends GET: passwords stay out of URLs here, issue 17).
import { Button, Form } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import {
  WRONG_PASSWORD_LOCK_MINUTES,
  WRONG_PASSWORD_LOCKED_TEXT,
} from '@/api/contracts/limit-texts';
import {
  normalizePassword,
  validatePassword,
  validatePasswordConfirm,
} from '@/api/contracts/validation';
import { routes } from '@/config/routes';
import { isApiError } from '@/lib/api/api-error';
import { PasswordInput } from '@/components/password-input';
import { useSubmitOnce } from '@/lib/use-submit-once';
import { useAppStore } from '@/stores/app-store';

import { changeLoginPassword } from '../api/account-api';
import formStyles from '../components/form.module.css';
import listStyles from '../components/list.module.css';
import noteStyles from '../components/note.module.css';
import pageStyles from '../components/page.module.css';
import { keyRule, ruleOf, type Translate } from '../model/field-rules';

interface Values {
  old: string;
  password: string;
  confirm: string;
}

export default function LoginPasswordPage() {
  const { t } = useTranslation(['account', 'validation', 'auth']);
  const tr = t as unknown as Translate;
  const navigate = useNavigate();
  const showAlert = useAppStore((s) => s.showAlert);
  const [form] = Form.useForm<Values>();

  const { submit, pending } = useSubmitOnce(async (values: Values) => {
    let done = false;
    try {
      const { message } = await changeLoginPassword(
        normalizePassword(values.old),
        normalizePassword(values.password),
      );
      showAlert(message || t('account:loginPassword.hint'), 'success');
      done = true;
      void navigate(routes.user.href(), { replace: true });
    } catch (e) {
      if (isApiError(e) && e.kind === 'business') {
        const text =
          e.serverMessage === WRONG_PASSWORD_LOCKED_TEXT
            ? t('account:loginPassword.locked', { minutes: WRONG_PASSWORD_LOCK_MINUTES })
            : e.serverMessage;
        form.setFields([{ name: 'old', errors: [text] }]);
      }
    }
    return done;
  });

  return (
    <div className={pageStyles.page}>
      <p className={noteStyles.note}>{t('account:loginPassword.hint')}</p>
      <Form
        name="loginPassword"
        form={form}
        className={`${listStyles.list} ${formStyles.form}`}
        layout="horizontal"
        mode="card"
        initialValues={{ old: '', password: '', confirm: '' }}
        onFinish={(v) => void submit(v)}
        requiredMarkStyle="none"
      >
        <Form.Item
          name="old"
          label={t('account:loginPassword.old')}
          rules={[keyRule(tr, (v) => (v.trim() ? null : 'account:loginPassword.oldRequired'))]}
        >
          <PasswordInput
            autoComplete="current-password"
            placeholder={t('account:loginPassword.oldPlaceholder')}
          />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('account:loginPassword.new')}
          dependencies={['old']}
          rules={[
            ruleOf(tr, validatePassword),
            keyRule(tr, (v) =>
              v !== '' &&
              normalizePassword(v) === normalizePassword(form.getFieldValue('old') ?? '')
                ? 'account:loginPassword.sameAsOld'
                : null,
            ),
          ]}
        >
          <PasswordInput
            autoComplete="new-password"
            placeholder={t('account:loginPassword.newPlaceholder')}
          />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t('account:loginPassword.confirm')}
          dependencies={['password']}
          rules={[
            keyRule(tr, (v) => {
              const r = validatePasswordConfirm(
                (form.getFieldValue('password') as string) ?? '',
                v,
              );
              if (r.ok) return null;
              return r.error === 'validation:passwordConfirm.mismatch'
                ? 'account:loginPassword.mismatch'
                : r.error;
            }),
          ]}
        >
          <PasswordInput
            autoComplete="new-password"
            placeholder={t('account:loginPassword.confirmPlaceholder')}
          />
        </Form.Item>
      </Form>
      <div className={formStyles.actions}>
        <Button
          block
          color="primary"
          shape="rounded"
          size="large"
          loading={pending}
          disabled={pending}
          onClick={() => form.submit()}
          data-testid="login-password-submit"
        >
          {t('account:loginPassword.submit')}
        </Button>
      </div>
    </div>
  );
}

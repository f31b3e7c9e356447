// How register and forgotten password sort a refusal: the code's own under the code (the void
// code in the trader's language, never the server's Chinese), others with the field they name.
import { beforeAll, describe, expect, it } from 'vitest';

import { LIMIT_TEXT } from '@/api/contracts/limit-texts';
import { ApiError } from '@/lib/api/api-error';
import { changeLanguage, i18n, initI18n } from '@/lib/i18n';

import { codeFormRefusal } from './code-refusal';

const t = (key: string) => `[${key}]`;
const refused = (serverMessage: string) => new ApiError('business', '/x', { serverMessage });

beforeAll(async () => {
  await initI18n('en');
  await changeLanguage('en');
  await i18n.loadNamespaces(['common']);
});

describe('codeFormRefusal', () => {
  it('is null for what is not the server refusing (shown elsewhere)', () => {
    expect(codeFormRefusal(new ApiError('network', '/x'), t)).toBeNull();
    expect(codeFormRefusal(new Error('boom'), t)).toBeNull();
  });

  it('a wrong code is said in our words under the code', () => {
    expect(codeFormRefusal(refused('验证码不正确'), t)).toEqual({
      field: 'code',
      text: '[auth:sms.codeWrong]',
    });
  });

  it('a void code asks for a new one, in the trader language', () => {
    const refusal = codeFormRefusal(refused(LIMIT_TEXT.codeVoid), t);
    expect(refusal?.field).toBe('code');
    expect(refusal?.text).toBe(i18n.t('common:limits.codeVoid'));
    expect(refusal?.text).not.toBe(LIMIT_TEXT.codeVoid);
  });

  it('other refusals keep the server text and the field it names', () => {
    expect(codeFormRefusal(refused('该手机号已注册'), t)).toEqual({
      field: 'phone',
      text: '该手机号已注册',
    });
    expect(codeFormRefusal(refused('系统繁忙'), t)).toEqual({ field: null, text: '系统繁忙' });
  });
});

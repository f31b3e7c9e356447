// Typed translation keys from the zh-CN source files (conventions §6).
import 'i18next';

import type account from '@/locales/zh-CN/account.json';
import type auth from '@/locales/zh-CN/auth.json';
import type bankCard from '@/locales/zh-CN/bankCard.json';
import type common from '@/locales/zh-CN/common.json';
import type kyc from '@/locales/zh-CN/kyc.json';
import type validation from '@/locales/zh-CN/validation.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      validation: typeof validation;
      auth: typeof auth;
      account: typeof account;
      kyc: typeof kyc;
      bankCard: typeof bankCard;
    };
  }
}

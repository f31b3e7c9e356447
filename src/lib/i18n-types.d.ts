// Typed translation keys from the zh-CN source files (conventions §6).
import 'i18next';

import type common from '@/locales/zh-CN/common.json';
import type validation from '@/locales/zh-CN/validation.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      validation: typeof validation;
    };
  }
}

// Interface language: the five languages, each named in its own script.
import { CheckList, List } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import {
  changeLanguage,
  currentLanguage,
  LANGUAGE_CODES,
  LANGUAGE_NAMES,
  normalizeLanguage,
} from '@/lib/i18n';

export function LanguagePicker() {
  const { t, i18n } = useTranslation();
  const [pending, setPending] = useState(false);
  const value = normalizeLanguage(i18n.language);
  return (
    <List header={t('settings.language')} mode="card">
      <CheckList
        value={[value]}
        disabled={pending}
        onChange={(values) => {
          const next = normalizeLanguage(String(values[0] ?? currentLanguage()));
          if (next === value) return;
          setPending(true);
          void changeLanguage(next).finally(() => setPending(false));
        }}
      >
        {LANGUAGE_CODES.map((code) => (
          <CheckList.Item key={code} value={code} data-testid={`language-${code}`}>
            {LANGUAGE_NAMES[code]}
          </CheckList.Item>
        ))}
      </CheckList>
    </List>
  );
}

// Visitors on a positions screen: the login sheet, in the positions' own words.
import { useTranslation } from 'react-i18next';

import { VisitorPrompt as Prompt } from '@/components/visitor-prompt';

export function VisitorPrompt() {
  const { t } = useTranslation('positions');
  return (
    <Prompt
      title={t('visitor.title')}
      text={t('visitor.text')}
      login={t('visitor.login')}
      testId="positions-visitor"
    />
  );
}

// Visitors on a positions screen: the login sheet, as every page that needs a login offers it.
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

import { StateBlock } from '@/components/list-states';
import { useAppStore } from '@/stores/app-store';

export function VisitorPrompt() {
  const { t } = useTranslation('positions');
  const openVisitorSheet = useAppStore((s) => s.openVisitorSheet);
  return (
    <StateBlock
      status="empty"
      title={t('visitor.title')}
      description={t('visitor.text')}
      testId="positions-visitor"
    >
      <Button color="primary" shape="rounded" onClick={openVisitorSheet}>
        {t('visitor.login')}
      </Button>
    </StateBlock>
  );
}

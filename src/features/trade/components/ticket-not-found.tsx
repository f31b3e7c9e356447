// The ticket of an instrument the server does not know: said so, with the way back. Loaded only
// when it happens (rare), so the ticket's first screen carries none of it.
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import { StateBlock } from '@/components/state-block';

export function TicketNotFound({ code }: { code: string }) {
  const { t } = useTranslation('trade');
  const navigate = useNavigate();
  return (
    <StateBlock
      status="empty"
      title={t('notFound.title')}
      description={t('notFound.text', { code: code || '--' })}
      testId="ticket-not-found"
    >
      <Button color="primary" onClick={() => void navigate(-1)}>
        {t('notFound.back')}
      </Button>
    </StateBlock>
  );
}

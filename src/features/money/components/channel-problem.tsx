// The rare states of a deposit page's channel — it failed to load, or the site offers none (then:
// customer service) — loaded only when one happens, so the error pictures stay out of the page's
// first load.
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import { ListError, StateBlock } from '@/components/list-states';
import { routes } from '@/config/routes';

export default function ChannelProblem({
  error,
  onRetry,
  emptyText,
}: {
  error: unknown;
  onRetry: () => void;
  emptyText: string;
}) {
  const { t } = useTranslation('money');
  const navigate = useNavigate();
  if (error) return <ListError error={error} onRetry={onRetry} testId="deposit-channel-error" />;
  return (
    <StateBlock status="empty" title={emptyText} testId="deposit-channel-empty">
      <Button color="primary" fill="outline" onClick={() => void navigate(routes.service.href())}>
        {t('deposit.channels.service')}
      </Button>
    </StateBlock>
  );
}

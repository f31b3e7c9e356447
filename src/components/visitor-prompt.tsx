// A visitor on a screen that needs a login: the feature's own words and the login sheet, as
// every such screen offers it.
import { StateBlock } from '@/components/list-states';
import { SubmitButton } from '@/components/submit-button';
import { useAppStore } from '@/stores/app-store';

export interface VisitorPromptProps {
  title: string;
  text: string;
  login: string;
  testId: string;
}

export function VisitorPrompt({ title, text, login, testId }: VisitorPromptProps) {
  const openVisitorSheet = useAppStore((s) => s.openVisitorSheet);
  return (
    <StateBlock status="empty" title={title} description={text} testId={testId}>
      <SubmitButton
        type="button"
        loading={false}
        rounded
        onClick={openVisitorSheet}
        testId={`${testId}-login`}
      >
        {login}
      </SubmitButton>
    </StateBlock>
  );
}

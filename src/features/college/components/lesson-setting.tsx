// The site's settings every worked example reads (fees, limits, levers, risk ratios), with the
// signed-in trader's own levers and funds when known — the same sources the order ticket reads.
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { SiteSetting } from '@/api/contracts/models/site';
import { CardsSkeleton, ListError } from '@/components/list-states';
import { useSiteSetting } from '@/lib/queries/site-setting';
import { useUserInfo } from '@/lib/queries/user-info';
import { stockLeversOf } from '@/lib/trading/levers';

import { LessonBody } from './lesson-parts';

export interface LessonSetting {
  setting: SiteSetting;
  levers: number[];
  /** The trader's available funds; null for a visitor. */
  available: number | null;
}

/** Renders its children with the settings once loaded; a skeleton before, an error with retry. */
export function WithSetting({ children }: { children: (s: LessonSetting) => ReactNode }) {
  const { t } = useTranslation('college');
  const query = useSiteSetting();
  const user = useUserInfo();
  if (query.data) {
    return children({
      setting: query.data,
      levers: stockLeversOf(user.data?.siteLever, query.data.siteLever),
      available: user.data?.enableAmt ?? null,
    });
  }
  if (query.isError) {
    return (
      <ListError
        error={query.error}
        onRetry={() => void query.refetch()}
        title={t('parts.settingFailed')}
        testId="lesson-setting-error"
      />
    );
  }
  return <CardsSkeleton count={1} height={220} testId="lesson-setting-loading" />;
}

/** A lesson whose whole text reads the settings: its body inside the lesson column, once loaded. */
export const settingLesson = (Body: ComponentType<LessonSetting>) =>
  function SettingLesson() {
    return (
      <LessonBody>
        <WithSetting>{(s) => <Body {...s} />}</WithSetting>
      </LessonBody>
    );
  };

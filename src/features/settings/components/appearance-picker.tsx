// Theme (red / black) and the rise/fall colour scheme, chosen independently.
import { CheckList, List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';

import { useAppStore } from '@/stores/app-store';
import type { RiseColour, Theme } from '@/stores/preferences-slice';

/** What a quote looks like under a scheme: the option shows its own colours, whatever is active. */
function RiseSample({ up, down }: { up: 'red' | 'green'; down: 'red' | 'green' }) {
  return (
    <span className="rise-sample" aria-hidden="true">
      <span data-colour={up}>▲ +2.35%</span>
      <span data-colour={down}>▼ -1.18%</span>
    </span>
  );
}

export function AppearancePicker() {
  const { t } = useTranslation();
  const { theme, riseColour, setTheme, setRiseColour } = useAppStore(
    useShallow((s) => ({
      theme: s.theme,
      riseColour: s.riseColour,
      setTheme: s.setTheme,
      setRiseColour: s.setRiseColour,
    })),
  );
  return (
    <>
      <List header={t('settings.theme')} mode="card">
        <CheckList value={[theme]} onChange={(v) => v[0] && setTheme(v[0] as Theme)}>
          <CheckList.Item value="red" data-testid="theme-red">
            {t('settings.themeRed')}
          </CheckList.Item>
          <CheckList.Item value="black" data-testid="theme-black">
            {t('settings.themeBlack')}
          </CheckList.Item>
        </CheckList>
      </List>
      <List header={t('settings.riseColour')} mode="card">
        <CheckList value={[riseColour]} onChange={(v) => v[0] && setRiseColour(v[0] as RiseColour)}>
          <CheckList.Item value="red-up" data-testid="rise-red-up">
            {t('settings.redUp')}
            <RiseSample up="red" down="green" />
          </CheckList.Item>
          <CheckList.Item value="green-up" data-testid="rise-green-up">
            {t('settings.greenUp')}
            <RiseSample up="green" down="red" />
          </CheckList.Item>
        </CheckList>
      </List>
      <p className="settings-note">{t('settings.themeStartNote')}</p>
    </>
  );
}

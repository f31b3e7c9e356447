// The harness's own UI language (issue 23: support works in Chinese): English or 简体中文, chosen
// in the header and kept in localStorage. Each panel keeps its texts beside it as one object per
// language (`defineTexts`), so the Chinese object must have every key the English one has, and
// reads them with `useTexts`. The frames' app languages are a different thing (FrameConfig).
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

export const HARNESS_LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'zh-CN', label: '简体中文' },
] as const;
export type HarnessLanguage = (typeof HARNESS_LANGUAGES)[number]['code'];

export const HARNESS_LANGUAGE_KEY = 'harness-language';

/** The same texts in both languages; the Chinese object is checked against the English one. */
export type Texts<T> = { en: T; 'zh-CN': NoInfer<T> };
export const defineTexts = <T,>(texts: Texts<T>): Texts<T> => texts;

export const readHarnessLanguage = (
  storage: Pick<Storage, 'getItem'>,
  browserLanguage: string,
): HarnessLanguage => {
  try {
    const saved = storage.getItem(HARNESS_LANGUAGE_KEY);
    if (saved === 'en' || saved === 'zh-CN') return saved;
  } catch {
    /* storage disabled: fall through to the browser's language */
  }
  return browserLanguage.toLowerCase().startsWith('zh') ? 'zh-CN' : 'en';
};

interface LanguageState {
  language: HarnessLanguage;
  setLanguage: (language: HarnessLanguage) => void;
}

const LanguageContext = createContext<LanguageState>({ language: 'en', setLanguage: () => {} });

export const HarnessLanguageProvider = ({ children }: { children: ReactNode }) => {
  const [language, setState] = useState<HarnessLanguage>(() =>
    readHarnessLanguage(localStorage, navigator.language),
  );
  const setLanguage = useCallback((next: HarnessLanguage) => {
    setState(next);
    try {
      localStorage.setItem(HARNESS_LANGUAGE_KEY, next);
    } catch {
      /* kept for this run only */
    }
  }, []);
  const value = useMemo(() => ({ language, setLanguage }), [language, setLanguage]);
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
};

export const useHarnessLanguage = (): LanguageState => useContext(LanguageContext);

/** The texts of the harness's current language. */
export const useTexts = <T,>(texts: Texts<T>): T => texts[useHarnessLanguage().language];

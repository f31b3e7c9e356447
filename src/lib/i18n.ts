// i18next set-up: zh-CN is the source language; every locale is a lazy chunk per namespace, so
// only the active language is downloaded (conventions §6).
import i18n from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';

import {
  BCP47_BY_LANGUAGE,
  DEFAULT_LANGUAGE,
  LANGUAGES,
  type Language,
} from '@/api/contracts/constants';
import { STORAGE_KEYS } from '@/config/storage-keys';
import { readStorage, writeStorage } from '@/lib/storage';

export const LANGUAGE_CODES = LANGUAGES;
export type LanguageCode = Language;
export { DEFAULT_LANGUAGE };

/** Internal codes → BCP-47 tags for Intl and `<html lang>`. */
export const BCP47 = BCP47_BY_LANGUAGE;

/** Each language's own name, shown in the picker whatever the current language. */
export const LANGUAGE_NAMES: Record<LanguageCode, string> = {
  'zh-CN': '简体中文',
  en: 'English',
  tww: '繁體中文',
  tg: 'ไทย',
  yn: 'Tiếng Việt',
};

export const NAMESPACES = [
  'common',
  'validation',
  'auth',
  'account',
  'kyc',
  'bankCard',
  'home',
  'market',
  'marketLists',
  'watchlist',
  'quote',
  'chart',
  'trade',
  'positions',
  'money',
  'subscription',
  'blockVip',
  'funds',
  'college',
  'onboarding',
  'news',
  'content',
  'collegeMoney',
  'support',
] as const;

const loaders = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json');

/** Stored code, matched case-insensitively (the reference stored 'zh-cn' style too); else zh-CN. */
export const normalizeLanguage = (value: string | null | undefined): LanguageCode => {
  const wanted = (value ?? '').trim().toLowerCase().replace('_', '-');
  return LANGUAGE_CODES.find((c) => c.toLowerCase() === wanted) ?? DEFAULT_LANGUAGE;
};

export const storedLanguage = (): LanguageCode =>
  normalizeLanguage(readStorage(STORAGE_KEYS.language));

const applyDocumentLanguage = (lng: LanguageCode): void => {
  if (typeof document !== 'undefined') document.documentElement.lang = BCP47[lng];
};

export type Namespace = (typeof NAMESPACES)[number];

/** `alsoLoad`: the opened page's namespaces, asked for with the shell's instead of after the
 *  page's chunk has arrived and rendered (ADR 0041). */
export const initI18n = async (
  lng: LanguageCode = storedLanguage(),
  alsoLoad: readonly Namespace[] = [],
): Promise<typeof i18n> => {
  if (!i18n.isInitialized) {
    await i18n
      .use(
        resourcesToBackend(async (language: string, namespace: string) => {
          const load = loaders[`../locales/${language}/${namespace}.json`];
          if (!load) throw new Error(`missing locale file ${language}/${namespace}`);
          return (await load()).default;
        }),
      )
      .use(initReactI18next)
      .init({
        lng,
        supportedLngs: [...LANGUAGE_CODES],
        // Every key exists in every language (a test checks), so no fallback download is needed.
        fallbackLng: false,
        // The shell's namespace and the form messages load at start; features load theirs with
        // useTranslation(ns).
        ns: ['common', 'validation', ...alsoLoad],
        // The language files are asked for now, not a task later, so they are not queued behind
        // the requests the start-up sends meanwhile (ADR 0041).
        initAsync: false,
        defaultNS: 'common',
        interpolation: { escapeValue: false },
        // A page suspends (the layout shows the skeleton) until its namespaces are loaded, so no
        // raw key ever reaches the screen — not even a form message computed right after mount.
        react: { useSuspense: true },
      });
  }
  writeStorage(STORAGE_KEYS.language, lng);
  applyDocumentLanguage(lng);
  return i18n;
};

export const changeLanguage = async (lng: LanguageCode): Promise<void> => {
  await i18n.changeLanguage(lng);
  writeStorage(STORAGE_KEYS.language, lng);
  applyDocumentLanguage(lng);
};

export const currentLanguage = (): LanguageCode => normalizeLanguage(i18n.language);

export const currentLocale = (): string => BCP47[currentLanguage()];

export { i18n };

import { act, renderHook } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { i18n, initI18n } from '@/lib/i18n';

import { useLocale } from './use-locale';

beforeAll(async () => {
  await initI18n('en');
});

afterAll(async () => {
  await i18n.changeLanguage('en');
});

describe('useLocale', () => {
  it("gives the language's BCP-47 locale and follows a change of language", async () => {
    const { result } = renderHook(() => useLocale());
    expect(result.current).toBe('en');
    await act(() => i18n.changeLanguage('tww'));
    expect(result.current).toBe('zh-TW');
    await act(() => i18n.changeLanguage('yn'));
    expect(result.current).toBe('vi');
  });
});

import { describe, expect, it } from 'vitest';

import { defineTexts, readHarnessLanguage } from './harness-language';

const storage = (value: string | null) => ({ getItem: () => value });

describe('harness UI language', () => {
  it('keeps a saved choice over the browser language', () => {
    expect(readHarnessLanguage(storage('en'), 'zh-CN')).toBe('en');
    expect(readHarnessLanguage(storage('zh-CN'), 'en-US')).toBe('zh-CN');
  });

  it('starts in Chinese on a Chinese browser and in English otherwise', () => {
    expect(readHarnessLanguage(storage(null), 'zh-TW')).toBe('zh-CN');
    expect(readHarnessLanguage(storage('fr'), 'en-GB')).toBe('en');
  });

  it('falls back to the browser language when storage throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(readHarnessLanguage(broken, 'zh-CN')).toBe('zh-CN');
  });

  it('defines texts per language with the same keys', () => {
    const texts = defineTexts({ en: { hi: 'hello' }, 'zh-CN': { hi: '你好' } });
    expect(texts['zh-CN'].hi).toBe('你好');
  });
});

import { beforeAll, describe, expect, it } from 'vitest';

import { i18n, initI18n } from '@/lib/i18n';

import { closeSheetText } from './close-sheet-text';

beforeAll(async () => {
  await initI18n('en', ['positions']);
  await i18n.loadLanguages('zh-CN');
});

describe('closeSheetText', () => {
  it("gives each language's texts, looked up once per language", () => {
    const en = closeSheetText(i18n.getFixedT('en', 'positions'), 'en');
    const zh = closeSheetText(i18n.getFixedT('zh-CN', 'positions'), 'zh-CN');
    expect(en.quantity).toBe(i18n.getFixedT('en', 'positions')('close.quantity'));
    expect(zh.quantity).toBe(i18n.getFixedT('zh-CN', 'positions')('close.quantity'));
    expect(zh.quantity).not.toBe(en.quantity);
    expect(en.quick.half).not.toBe('close.quick.half');
    expect(closeSheetText(i18n.getFixedT('en', 'positions'), 'en')).toBe(en);
  });
});

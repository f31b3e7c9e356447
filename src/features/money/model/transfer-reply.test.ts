import { describe, expect, it } from 'vitest';

import { TRANSFER_TEXT } from '@/api/contracts/transfer-texts';
import en from '@/locales/en/money.json';
import tg from '@/locales/tg/money.json';
import tww from '@/locales/tww/money.json';
import yn from '@/locales/yn/money.json';
import zhCN from '@/locales/zh-CN/money.json';

import { transferRefusalKey } from './transfer-reply';

const LOCALES = { 'zh-CN': zhCN, en, tww, tg, yn };
const REFUSALS = Object.entries(TRANSFER_TEXT).filter(([key]) => key !== 'done');

describe('transferRefusalKey', () => {
  it.each(REFUSALS)('%s has its own words in every language', (key, text) => {
    expect(transferRefusalKey(text, 1)).toBe(`transfer.refused.${key}`);
    for (const [lang, messages] of Object.entries(LOCALES)) {
      const refused = messages.transfer.refused as Record<string, string>;
      expect(refused[key], `${lang} ${key}`).toMatch(/\S/);
      if (lang !== 'zh-CN' && lang !== 'tww') expect(refused[key]).not.toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it("names the A-share account where the reference's type 3 says the index one", () => {
    expect(transferRefusalKey(TRANSFER_TEXT.indexLow, 3)).toBe('transfer.refused.financingLow');
    expect(transferRefusalKey(TRANSFER_TEXT.indexLow, 2)).toBe('transfer.refused.indexLow');
  });

  it('leaves a text it does not know to the caller, and never the success text', () => {
    expect(transferRefusalKey('服务器开小差了', 1)).toBeUndefined();
    expect(transferRefusalKey(TRANSFER_TEXT.done, 1)).toBeUndefined();
  });
});

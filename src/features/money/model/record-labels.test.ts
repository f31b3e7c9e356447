// Every status code, channel and ledger type has its own words in every language: no code shows a
// raw key or shares its label with another code of the same list.
import { describe, expect, it } from 'vitest';

import en from '@/locales/en/money.json';
import tg from '@/locales/tg/money.json';
import tww from '@/locales/tww/money.json';
import yn from '@/locales/yn/money.json';
import zh from '@/locales/zh-CN/money.json';

import {
  DEPOSIT_STATUS_KEYS,
  depositChannelOf,
  depositStatusKey,
  LEDGER_TYPE_KEYS,
  WITHDRAW_STATUS_KEYS,
  withdrawStatusKey,
} from './record-views';

const LOCALES = { 'zh-CN': zh, en, tww, tg, yn } as Record<string, typeof zh>;

describe.each(Object.entries(LOCALES))('%s', (_lng, texts) => {
  const labels = (table: Record<string, string>, keys: readonly string[]) =>
    keys.map((k) => table[k]);
  const distinct = (values: (string | undefined)[]) => {
    for (const v of values) expect(v?.trim()).toBeTruthy();
    expect(new Set(values).size).toBe(values.length);
  };

  it('names each deposit status 0–3 apart', () => {
    const keys = [0, 1, 2, 3].map(depositStatusKey);
    expect(keys).toEqual([...DEPOSIT_STATUS_KEYS]);
    distinct(labels(texts.records.depositStatus, keys));
  });

  it('names each withdrawal status 0–3 apart', () => {
    const keys = [0, 1, 2, 3].map(withdrawStatusKey);
    expect(keys).toEqual([...WITHDRAW_STATUS_KEYS]);
    distinct(labels(texts.records.withdrawStatus, keys));
  });

  it('names each known channel and ledger type apart', () => {
    const channels = ['0', '1', '2', '3'].map((c) => {
      const v = depositChannelOf(c);
      return v && 'key' in v ? v.key : 'none';
    });
    distinct(labels(texts.records.channel, channels));
    distinct(labels(texts.records.ledgerType, LEDGER_TYPE_KEYS));
  });
});

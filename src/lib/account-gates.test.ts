import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { checkAccountGate, type GateAction } from './account-gates';

const CARD = { bankNo: '6214830012345678' };

describe('checkAccountGate', () => {
  it.each<[number | null | undefined, GateAction, string | null]>([
    [2, 'order', null],
    [0, 'order', 'kyc-missing'],
    [null, 'order', 'kyc-missing'],
    [undefined, 'order', 'kyc-missing'],
    [7, 'order', 'kyc-missing'],
    [1, 'order', 'kyc-pending'],
    [3, 'order', 'kyc-rejected'],
    [2, 'withdraw', null],
    [0, 'withdraw', 'kyc-missing'],
    [1, 'withdraw', 'kyc-pending'],
    [3, 'withdraw', 'kyc-rejected'],
  ])('isActive %s, %s, with a card → %s', (isActive, action, reason) => {
    expect(checkAccountGate({ isActive: isActive as number }, CARD, action)?.reason ?? null).toBe(
      reason,
    );
  });

  it('a verified user without a card may order but not withdraw', () => {
    expect(checkAccountGate({ isActive: 2 }, null, 'order')).toBeNull();
    expect(checkAccountGate({ isActive: 2 }, undefined, 'withdraw')).toEqual({
      reason: 'no-card',
      messageKey: 'gates.withdraw.noCard',
      fixKey: 'gates.fix.card',
      fixRoute: '/addCard',
    });
    expect(checkAccountGate({ isActive: 2 }, { bankNo: '  ' }, 'withdraw')?.reason).toBe('no-card');
  });

  it('verification comes before the card, and leads to /smrz', () => {
    expect(checkAccountGate({ isActive: 0 }, null, 'withdraw')).toEqual({
      reason: 'kyc-missing',
      messageKey: 'gates.withdraw.kycMissing',
      fixKey: 'gates.fix.kyc',
      fixRoute: '/smrz',
    });
    expect(checkAccountGate({ isActive: 1 }, null, 'order')).toMatchObject({
      messageKey: 'gates.order.kycPending',
      fixKey: 'gates.fix.kycStatus',
    });
    expect(checkAccountGate(null, CARD, 'order')?.reason).toBe('kyc-missing');
  });

  it('every message and fix key has a text in every language', () => {
    const keys = new Set<string>();
    for (const isActive of [0, 1, 3, 2]) {
      for (const action of ['order', 'withdraw'] as const) {
        const block = checkAccountGate({ isActive }, null, action);
        if (block) keys.add(block.messageKey).add(block.fixKey);
      }
    }
    expect(keys.size).toBe(10);
    for (const lng of ['zh-CN', 'en', 'tww', 'tg', 'yn']) {
      const common = JSON.parse(
        readFileSync(join(process.cwd(), 'src/locales', lng, 'common.json'), 'utf8'),
      ) as Record<string, unknown>;
      for (const key of keys) {
        const text = key
          .split('.')
          .reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], common);
        expect(typeof text, `${lng}: ${key}`).toBe('string');
      }
    }
  });
});

import { describe, expect, it } from 'vitest';

import { planControlCall } from './control';

describe('npm run control', () => {
  it('puts a short path under /__harness and sends {} as the body of a change', () => {
    expect(planControlCall(8091, ['post', '/kyc/13800000002/approve'])).toEqual({
      method: 'POST',
      url: 'http://127.0.0.1:8091/__harness/kyc/13800000002/approve',
      body: '{}',
    });
  });

  it('keeps /__db paths and reads without a body', () => {
    expect(planControlCall(18091, ['GET', '/__db/users'])).toEqual({
      method: 'GET',
      url: 'http://127.0.0.1:18091/__db/users',
    });
  });

  it('refuses what the mock would refuse, before sending', () => {
    expect(planControlCall(8091, ['FETCH', '/clock'])).toHaveProperty('error');
    expect(planControlCall(8091, ['PUT', 'clock'])).toHaveProperty('error');
    expect(planControlCall(8091, ['PUT', '/clock', '{at:1}'])).toHaveProperty('error');
    expect(planControlCall(8091, ['GET', '/clock', '{}'])).toHaveProperty('error');
  });
});

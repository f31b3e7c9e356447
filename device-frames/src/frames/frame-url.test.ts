import { describe, expect, it } from 'vitest';

import { frameOrigin, frameUrl } from './frame-url';

const endpoints = {
  mockOrigin: 'http://localhost:18650',
  appPort: 18651,
  appProtocol: 'http:' as const,
  appPath: '/',
};

describe('frame URL', () => {
  it('gives every frame its own localhost origin', () => {
    expect(frameOrigin(endpoints, 1)).toBe('http://f1.localhost:18651');
    expect(frameOrigin(endpoints, 2)).not.toBe(frameOrigin(endpoints, 1));
  });

  it('carries the identity in the query and the route in the hash', () => {
    const url = new URL(
      frameUrl(endpoints, {
        id: 4,
        language: 'yn',
        theme: 'black',
        route: '/warehouse',
        token: 'T1',
      }),
    );
    expect(url.host).toBe('f4.localhost:18651');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      hf_frame: 'f4',
      hf_lang: 'yn',
      hf_theme: 'black',
      hf_token: 'T1',
    });
    expect(url.hash).toBe('#/warehouse');
  });

  it('sends an empty token for a visitor, none to keep the session, and flags a cold start', () => {
    const base = { id: 1, language: 'en' as const, theme: 'red' as const, route: '/home' };
    expect(new URL(frameUrl(endpoints, { ...base, token: '' })).searchParams.get('hf_token')).toBe(
      '',
    );
    const keep = new URL(frameUrl(endpoints, { ...base, isColdStart: true })).searchParams;
    expect(keep.has('hf_token')).toBe(false);
    expect(keep.get('hf_cold')).toBe('1');
  });

  it('holds the polls only when asked', () => {
    const base = { id: 2, language: 'en' as const, theme: 'red' as const, route: '/home' };
    const held = new URL(frameUrl(endpoints, { ...base, arePollsHeld: true })).searchParams;
    expect(held.get('hf_poll')).toBe('held');
    expect(new URL(frameUrl(endpoints, base)).searchParams.has('hf_poll')).toBe(false);
    const off = new URL(frameUrl(endpoints, { ...base, arePollsHeld: false })).searchParams;
    expect(off.has('hf_poll')).toBe(false);
  });
});

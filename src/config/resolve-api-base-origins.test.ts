import { describe, expect, it } from 'vitest';

import {
  allowedApiOrigins,
  isAllowedApiBase,
  parseOriginPatterns,
} from './resolve-api-base-origins';

describe('the API origins a build allows (ADR 0020)', () => {
  it('reads the setting as CSP host sources and names what it cannot read', () => {
    expect(
      parseOriginPatterns(' https://API.example.com/, https://*.b.example:8443 https: '),
    ).toEqual({
      patterns: ['https://api.example.com', 'https://*.b.example:8443', 'https:'],
      invalid: [],
    });
    expect(parseOriginPatterns('*, http:, ftp://x.example, https://x.example/p').invalid).toEqual([
      '*',
      'http:',
      'ftp://x.example',
      'https://x.example/p',
    ]);
  });

  it('a production build: the config hosts and the setting, no loopback', () => {
    expect(
      allowedApiOrigins(['https://cfg.example.net/app.json'], 'https://*.broker.example'),
    ).toEqual(['https://cfg.example.net', 'https://*.broker.example']);
  });

  it('a dev build: any loopback port', () => {
    expect(allowedApiOrigins(['http://localhost:8091/config/primary.json'], undefined)).toEqual([
      'http://localhost:*',
      'http://127.0.0.1:*',
    ]);
  });

  it.each([
    ['https://api.example.com', 'https://api.example.com', true],
    ['https://API.example.com:443/v1', 'https://api.example.com', true],
    ['https://api.example.com:8443', 'https://api.example.com', false],
    ['https://api.example.com:8443', 'https://api.example.com:*', true],
    ['https://a.b.example.com', 'https://*.example.com', true],
    ['https://example.com', 'https://*.example.com', false],
    ['https://evil-example.com', 'https://*.example.com', false],
    ['http://api.example.com', 'https:', false],
    ['https://anything.example', 'https:', true],
    ['http://[::1]:8091', 'http://localhost:*', false],
    ['http://localhost:1234', 'http://localhost:*', true],
    ['http://localhost.evil.example:1234', 'http://localhost:*', false],
  ])('%s against %s: %s', (value, pattern, allowed) => {
    expect(isAllowedApiBase(value, [pattern])).toBe(allowed);
  });

  it.each([
    '',
    'garbage',
    'https://u:p@api.example.com',
    'https://api.example.com/#x',
    'ws://api.example.com',
  ])('never %j', (value) => {
    expect(isAllowedApiBase(value, ['https:', 'https://api.example.com'])).toBe(false);
  });
});

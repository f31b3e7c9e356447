import { describe, expect, it } from 'vitest';

import {
  externalDecision,
  isAllowedNavigation,
  isAppFrameUrl,
  isExternalAllowed,
  type OriginPolicy,
} from './url-policy';

const policy: OriginPolicy = {
  harnessOrigin: 'http://127.0.0.1:40123',
  mockOrigin: 'http://localhost:8091',
  appPort: 5173,
};

describe('navigation inside the harness window', () => {
  it.each([
    'http://f1.localhost:5173/',
    'http://f12.localhost:5173/#/trade?hf_lang=en',
    'http://localhost:5173/',
    'http://localhost:8091/__db',
    'http://127.0.0.1:40123/matrix',
    'about:blank',
  ])('lets a device frame show %s', (url) => {
    expect(isAllowedNavigation(url, policy, false)).toBe(true);
  });

  it.each([
    // lookalikes of a frame host
    'http://f1.localhost.evil.com:5173/',
    'http://evil.com/?http://f1.localhost:5173/',
    'http://f1.localhost@evil.com:5173/',
    'http://user:pw@f1.localhost:5173/',
    'http://fx.localhost:5173/',
    'http://a.f1.localhost:5173/',
    // right host, wrong port or scheme
    'http://f1.localhost:5174/',
    'https://f1.localhost:5173/',
    'http://localhost:8092/',
    // schemes that must never load
    'javascript:alert(1)',
    'file:///etc/passwd',
    'data:text/html,<script>alert(1)</script>',
    'https://service.example.com/chat',
    'not a url',
  ])('refuses a device frame %s', (url) => {
    expect(isAllowedNavigation(url, policy, false)).toBe(false);
  });

  it('keeps the top frame on the harness itself', () => {
    expect(isAllowedNavigation('http://127.0.0.1:40123/other', policy, true)).toBe(true);
    expect(isAllowedNavigation('http://f1.localhost:5173/', policy, true)).toBe(false);
    expect(isAllowedNavigation('http://localhost:8091/', policy, true)).toBe(false);
    expect(isAllowedNavigation('about:blank', policy, true)).toBe(false);
    expect(isAllowedNavigation('http://127.0.0.1:40124/', policy, true)).toBe(false);
  });

  it('matches frame hosts only on the app port', () => {
    expect(isAppFrameUrl('http://f3.localhost:5173/', 5173)).toBe(true);
    expect(isAppFrameUrl('http://f3.localhost:5173/', 4173)).toBe(false);
    expect(isAppFrameUrl('http://f3.localhost/', 80)).toBe(false);
  });
});

describe('the system browser', () => {
  const allowList = ['https://service.example.com/chat?site=jinniu'];

  it('opens the customer-service link', () => {
    expect(isExternalAllowed('https://service.example.com/chat?site=jinniu', allowList)).toBe(true);
    // the same address written differently
    expect(isExternalAllowed('https://SERVICE.example.com:443/chat?site=jinniu', allowList)).toBe(
      true,
    );
  });

  it.each([
    'https://service.example.com/chat?site=other',
    'https://service.example.com/chat',
    'https://service.example.com.evil.com/chat?site=jinniu',
    'http://service.example.com/chat?site=jinniu',
    'https://user@service.example.com/chat?site=jinniu',
    'javascript:alert(1)',
    'file:///C:/Windows/System32/calc.exe',
    'http://f1.localhost:5173/',
  ])('refuses %s', (url) => {
    expect(isExternalAllowed(url, allowList)).toBe(false);
  });

  it('refuses everything when the allow-list is empty or holds a non-https address', () => {
    expect(isExternalAllowed('https://service.example.com/chat?site=jinniu', [])).toBe(false);
    expect(isExternalAllowed('http://service.example.com/', ['http://service.example.com/'])).toBe(
      false,
    );
  });
});

describe('why an address stays inside', () => {
  const allowList = ['https://service.example.com/chat?site=jinniu'];

  it.each([
    ['http://service.example.com/chat?site=jinniu', 'not https'],
    ['file:///etc/passwd', 'not https'],
    ['javascript:alert(1)', 'not https'],
    ['data:text/html,hi', 'not https'],
    ['blob:http://f1.localhost:5173/0b5e', 'not https'],
    ['mailto:support@example.com', 'not https'],
    ['tel:+8613800000000', 'not https'],
    ['ms-settings:privacy', 'not https'],
    ['vscode://file/etc/passwd', 'not https'],
    ['smb://attacker.example/share', 'not https'],
    ['wss://service.example.com/chat', 'not https'],
    ['//service.example.com/chat?site=jinniu', 'not a URL'],
    ['', 'not a URL'],
    ['https://a:b@service.example.com/chat?site=jinniu', 'credentials in URL'],
    ['https://service.example.com/chat?site=jinniu#x', 'not listed'],
    ['https://evil.example/', 'not listed'],
  ])('refuses %s (%s)', (url, reason) => {
    expect(externalDecision(url, allowList)).toEqual({ allowed: false, reason });
  });

  it('gives back the normalised address to open', () => {
    expect(
      externalDecision('  https://SERVICE.example.com:443/chat?site=jinniu', allowList),
    ).toEqual({ allowed: true, href: 'https://service.example.com/chat?site=jinniu' });
  });
});

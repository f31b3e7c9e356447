import { describe, expect, it } from 'vitest';

import { shownImage } from './image-url';

describe('the news picture shown', () => {
  it.each([
    'https://cdn.example.com/a.png',
    'http://backend.test/upload/b.jpg',
    "data:image/svg+xml;charset=utf-8,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E",
    'data:image/png;base64,iVBORw0KGgo=',
  ])('keeps %s', (url) => {
    expect(shownImage(url)).toBe(url);
  });

  it.each([
    null,
    undefined,
    '',
    '   ',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '/relative/path.png',
    'file:///etc/passwd',
  ])('drops %s', (url) => {
    expect(shownImage(url)).toBeNull();
  });
});

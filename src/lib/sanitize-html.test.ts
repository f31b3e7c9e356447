// The sanitizer's allow-list in jsdom (fast); tests/sanitizer runs the full payload corpus in
// Chromium, where the markup is really parsed, laid out and its events fired.
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';

import { isBlankHtml, isPlainText, sanitizeHtml, sanitizeHtmlForPage } from './sanitize-html';

const dom = (html: string): HTMLElement => {
  const box = document.createElement('div');
  box.innerHTML = sanitizeHtml(html);
  return box;
};

describe('sanitizeHtml', () => {
  it("keeps an operator's announcement exactly as it is (the fixtures' shape)", () => {
    // tests/sanitizer checks every announcement and news item of fixtures/ the same way.
    const html =
      '<h3>系统升级维护公告</h3><p>尊敬的用户：</p><p>具体内容以本页为准。</p><p>特此公告。</p>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('keeps rich text: headings, lists, emphasis, tables, quotes and line breaks', () => {
    const html =
      '<h2>T</h2><p>a<br><strong>b</strong><em>c</em><u>d</u><s>e</s><sub>1</sub><sup>2</sup></p>' +
      '<ol start="3"><li>x</li></ol><ul><li>y</li></ul><blockquote>q</blockquote><pre><code>c</code></pre>' +
      '<table><thead><tr><th colspan="2">h</th></tr></thead><tbody><tr><td rowspan="1">v</td></tr></tbody></table><hr>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('turns a password form posting elsewhere into its text alone', () => {
    const box = dom(
      '<form action="https://evil.example/steal" method="post"><p>Re-enter your password</p>' +
        '<input type="password" name="pwd"><select><option>1</option></select><textarea>t</textarea>' +
        '<button formaction="https://evil.example">OK</button></form>',
    );
    expect(box.querySelector('form, input, button, select, textarea, option')).toBeNull();
    expect(box.textContent).toContain('Re-enter your password');
    expect(box.innerHTML).not.toMatch(/evil\.example|formaction|name=/);
  });

  it('drops style, id, name and every class but Quill alignment and indent', () => {
    const box = dom(
      '<div style="position:fixed;inset:0" id="cookie" class="adm-mask ql-align-center ql-indent-2">x</div>' +
        '<img name="body" src="https://img.example/a.png"><a id="location" href="https://a.example">l</a>' +
        '<style>p{position:fixed}</style><p class="adm-mask">y</p>',
    );
    expect(box.querySelector('[style], [id], [name], style')).toBeNull();
    expect(box.querySelector('div')?.className).toBe('ql-align-center ql-indent-2');
    expect(box.querySelector('p')?.hasAttribute('class')).toBe(false);
  });

  it.each([
    ['javascript:alert(1)'],
    [' JaVaScRiPt:alert(1)'],
    ['java\tscript:alert(1)'],
    ['vbscript:msgbox(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['http://tracker.example/'],
    ['//evil.example/'],
    ['/relative'],
    ['#top'],
    ['ftp://files.example/'],
  ])('drops the link to %s (the text stays)', (href) => {
    const a = dom(`<a href="${href.replace(/"/g, '&quot;')}">text</a>`).querySelector('a');
    expect(a?.hasAttribute('href')).toBe(false);
    expect(a?.textContent).toBe('text');
  });

  it('opens https links in a new tab without opener or referrer; mailto and tel stay in place', () => {
    const box = dom(
      '<a href="https://a.example/x" target="_self" rel="opener">w</a>' +
        '<a href="mailto:help@a.example">m</a><a href="tel:+8610000">t</a>',
    );
    const [web, mail, tel] = [...box.querySelectorAll('a')];
    expect(web?.getAttribute('target')).toBe('_blank');
    expect(web?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(mail?.getAttribute('href')).toBe('mailto:help@a.example');
    expect(mail?.hasAttribute('target')).toBe(false);
    expect(tel?.getAttribute('href')).toBe('tel:+8610000');
  });

  it('keeps https and inline raster images, lazy and without referrer; drops other sources', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    const box = dom(
      `<img src="https://img.example/a.png" width="640" height="99999" srcset="http://t.example/1x 1x">` +
        `<img src="${png}"><img src="http://t.example/pixel.gif" width="1" height="1">` +
        '<img src="data:image/svg+xml,<svg onload=alert(1)>"><img src="javascript:alert(1)">' +
        '<img src="x" onerror="alert(1)">',
    );
    const images = [...box.querySelectorAll('img')];
    expect(images.map((i) => i.getAttribute('src'))).toEqual([
      'https://img.example/a.png',
      png,
      null,
      null,
      null,
      null,
    ]);
    for (const img of images) {
      expect(img.getAttribute('loading')).toBe('lazy');
      expect(img.getAttribute('decoding')).toBe('async');
      expect(img.getAttribute('referrerpolicy')).toBe('no-referrer');
      expect(img.hasAttribute('srcset')).toBe(false);
      expect(img.hasAttribute('onerror')).toBe(false);
    }
    expect(images[0]?.getAttribute('width')).toBe('640');
    expect(images[0]?.hasAttribute('height')).toBe(false);
  });

  it('drops embedded documents, scripts, SVG, MathML and document-level tags', () => {
    const box = dom(
      '<iframe srcdoc="x"></iframe><object data="x"></object><embed src="x"><script>1</script>' +
        '<svg><a href="javascript:1">s</a></svg><math><mi>m</mi></math><template><p>t</p></template>' +
        '<meta http-equiv="refresh" content="0;url=https://evil.example"><base href="https://evil.example/">' +
        '<link rel="stylesheet" href="https://evil.example/x.css"><video src="x"></video><p>ok</p>',
    );
    expect(
      box.querySelector(
        'iframe, object, embed, script, svg, math, template, meta, base, link, video',
      ),
    ).toBeNull();
    expect(box.querySelector('p')?.textContent).toBe('ok');
  });

  it('gives the page the same markup (a string where Trusted Types are not enforced)', () => {
    const html = '<p onclick="x()">a<a href="https://a.example">b</a></p>';
    expect(String(sanitizeHtmlForPage(html))).toBe(sanitizeHtml(html));
  });

  const fragment = fc.constantFrom(
    '<p>',
    '</p>',
    '<a href="javascript:alert(1)">',
    '<a href="https://a.example">',
    '</a>',
    '<img src=x onerror=alert(1)>',
    '<svg><style><img src=x onerror=alert(1)></style></svg>',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
    '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
    '<form action="https://e.example"><input name="pwd">',
    '<div style="position:fixed" id="x" name="y" class="z">',
    '<!--',
    '-->',
    '<textarea>',
    '</textarea>',
    '<template>',
    '"',
    "'",
    '&lt;script&gt;',
    'text',
  );

  test.prop([fc.array(fragment, { maxLength: 12 }).map((parts) => parts.join(''))])(
    'never keeps handlers, script URLs, style, id or name, and is idempotent',
    (html) => {
      const clean = sanitizeHtml(html);
      const box = dom(clean);
      for (const el of box.querySelectorAll('*')) {
        for (const attr of el.getAttributeNames()) {
          expect(attr).not.toMatch(/^on|^(style|id|name|srcset|action|formaction)$/);
          expect(el.getAttribute(attr)).not.toMatch(/javascript:/i);
        }
      }
      expect(box.querySelector('form, input, svg, math, style, script, textarea')).toBeNull();
      expect(sanitizeHtml(clean)).toBe(clean);
    },
  );
});

describe('plain text and blank fields (announcements, /about)', () => {
  it('tells pasted plain text from markup, a "<" in a sentence included', () => {
    expect(isPlainText('第一行\n第二行')).toBe(true);
    expect(isPlainText('价格 < 10 元时暂停')).toBe(true);
    expect(isPlainText('<p>第一行</p>')).toBe(false);
    expect(isPlainText('a<br>b')).toBe(false);
    expect(isPlainText('<!-- x -->')).toBe(false);
  });

  it('calls a field blank when nothing would show: empty, spaces, empty paragraphs, scripts', () => {
    for (const blank of [
      null,
      undefined,
      '',
      '  \n ',
      '<p><br></p>',
      '<p>&nbsp;</p>',
      '<script>x()</script>',
    ]) {
      expect(isBlankHtml(blank), String(blank)).toBe(true);
    }
  });

  it('calls a field published when it shows text or an image', () => {
    expect(isBlankHtml('<p>用户协议</p>')).toBe(false);
    expect(isBlankHtml('纯文本')).toBe(false);
    expect(isBlankHtml('<img src="https://cdn.example/a.png" alt="">')).toBe(false);
    // An image the allow-list drops does not count.
    expect(isBlankHtml('<img src="javascript:alert(1)">')).toBe(true);
  });
});

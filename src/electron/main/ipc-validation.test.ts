import { describe, expect, it } from 'vitest';

import {
  acceptCapturedPng,
  clampRect,
  IPC_LIMITS,
  IpcInputError,
  isTrustedSender,
  parseCaptureArgs,
  parseNoArgs,
  parseOpenExternalArgs,
  parseSaveFileArgs,
  sanitizeFileName,
} from './ipc-validation';

const HARNESS = 'http://127.0.0.1:40123';
const png = (extra = 8) =>
  new Uint8Array([
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    ...new Array<number>(extra).fill(1),
  ]);

describe('who may call the host', () => {
  it('accepts the harness page in the top frame', () => {
    expect(isTrustedSender({ url: `${HARNESS}/#/matrix`, isTopFrame: true }, HARNESS)).toBe(true);
  });

  it.each([
    ['a device frame', 'http://f1.localhost:5173/', true],
    ['the harness origin inside an iframe', `${HARNESS}/`, false],
    ['another port', 'http://127.0.0.1:40124/', true],
    ['a lookalike host', 'http://127.0.0.1.evil.com:40123/', true],
    ['a file page', 'file:///tmp/harness/index.html', true],
    ['the mock server', 'http://localhost:8091/', true],
  ])('refuses %s', (_name, url, isTopFrame) => {
    expect(isTrustedSender({ url, isTopFrame }, HARNESS)).toBe(false);
  });

  it('refuses a frame that is gone', () => {
    expect(isTrustedSender({ url: null, isTopFrame: true }, HARNESS)).toBe(false);
  });
});

describe('saveFile arguments', () => {
  it('takes a capsule as text under a clean name', () => {
    expect(parseSaveFileArgs(['capsule 13700000011.json', '{"v":1}'])).toEqual({
      fileName: 'capsule 13700000011.json',
      data: '{"v":1}',
    });
  });

  it('takes a screenshot as PNG bytes', () => {
    const bytes = png();
    expect(parseSaveFileArgs(['frame-1.png', bytes]).data).toBe(bytes);
  });

  it.each([
    ['../../.ssh/authorized_keys.json', 'authorized_keys.json'],
    ['..\\..\\Windows\\evil.json', 'evil.json'],
    ['/etc/cron.d/job.txt', 'job.txt'],
    ['C:\\Users\\me\\capsule.json', 'capsule.json'],
    ['.hidden.json', 'hidden.json'],
    ['a<b>c:d"e|f?g*h.json', 'a-b-c-d-e-f-g-h.json'],
    ['tab\there\u0000.json', 'tab-here-.json'],
    ['CON.json', '_CON.json'],
    ['shot.PNG', 'shot.PNG'],
  ])('keeps only a safe file name from %j', (suggested, expected) => {
    expect(sanitizeFileName(suggested)).toBe(expected);
  });

  it('shortens long names but keeps the extension', () => {
    const name = sanitizeFileName(`${'x'.repeat(500)}.json`);
    expect(name).toHaveLength(IPC_LIMITS.maxNameLength);
    expect(name?.endsWith('.json')).toBe(true);
  });

  it.each([
    ['no extension', 'capsule'],
    ['an executable', 'run.exe'],
    ['a script', 'x.json.sh'],
    ['only a folder', '../'],
    ['only an extension', '.json'],
  ])('refuses a name with %s', (_why, suggested) => {
    expect(sanitizeFileName(suggested)).toBeNull();
    expect(() => parseSaveFileArgs([suggested, 'text'])).toThrow(IpcInputError);
  });

  it.each([
    ['a number as name', [42, 'x']],
    ['an object as data', ['a.json', { toString: 'x' }]],
    ['a missing argument', ['a.json']],
    ['an extra argument', ['a.json', 'x', 'y']],
    ['text under a .png name', ['a.png', 'not an image']],
    ['bytes that are not a PNG', ['a.png', new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8, 9])]],
    ['bytes under a .json name', ['a.json', png()]],
  ])('refuses %s', (_why, args) => {
    expect(() => parseSaveFileArgs(args)).toThrow(IpcInputError);
  });

  it('refuses text above the size limit', () => {
    const huge = 'x'.repeat(IPC_LIMITS.maxTextChars + 1);
    expect(() => parseSaveFileArgs(['big.json', huge])).toThrow(IpcInputError);
  });
});

describe('captureRect arguments', () => {
  it('takes a frame-sized rectangle', () => {
    expect(parseCaptureArgs([{ x: 10, y: 20.5, width: 390, height: 844 }])).toEqual({
      x: 10,
      y: 20.5,
      width: 390,
      height: 844,
    });
  });

  it.each([
    ['strings', { x: '0', y: 0, width: 10, height: 10 }],
    ['a negative origin', { x: -1, y: 0, width: 10, height: 10 }],
    ['zero width', { x: 0, y: 0, width: 0, height: 10 }],
    ['infinity', { x: 0, y: 0, width: Infinity, height: 10 }],
    ['NaN', { x: 0, y: 0, width: 10, height: NaN }],
    ['a side above the limit', { x: 0, y: 0, width: IPC_LIMITS.maxRectSide + 1, height: 10 }],
    ['an area above the limit', { x: 0, y: 0, width: 16_000, height: 16_000 }],
    ['extra fields', { x: 0, y: 0, width: 10, height: 10, scale: 8 }],
    ['no rectangle', null],
  ])('refuses %s', (_why, rect) => {
    expect(() => parseCaptureArgs([rect])).toThrow(IpcInputError);
  });

  it('clips the rectangle to the window and rounds it outwards', () => {
    expect(
      clampRect({ x: 1200.4, y: 10.6, width: 400, height: 900 }, { width: 1440, height: 900 }),
    ).toEqual({ x: 1200, y: 10, width: 240, height: 890 });
    expect(
      clampRect({ x: 1500, y: 0, width: 100, height: 100 }, { width: 1440, height: 900 }),
    ).toBeNull();
  });

  it('returns a captured PNG only within the size limit', () => {
    const small = png();
    expect(acceptCapturedPng(small)).toBe(small);
    expect(acceptCapturedPng(new Uint8Array(0))).toBeNull();
    expect(acceptCapturedPng(new Uint8Array(IPC_LIMITS.maxPngBytes + 1))).toBeNull();
  });
});

describe('openExternal and endpoints arguments', () => {
  it('takes one URL string', () => {
    expect(parseOpenExternalArgs(['https://service.example.com/'])).toBe(
      'https://service.example.com/',
    );
    expect(() => parseOpenExternalArgs([{ href: 'https://x' }])).toThrow(IpcInputError);
    expect(() => parseOpenExternalArgs(['https://x/' + 'a'.repeat(3000)])).toThrow(IpcInputError);
  });

  it('endpoints takes nothing', () => {
    expect(() => parseNoArgs([])).not.toThrow();
    expect(() => parseNoArgs(['x'])).toThrow(IpcInputError);
  });
});

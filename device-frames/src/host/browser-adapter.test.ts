import { describe, expect, it } from 'vitest';

import { DEFAULT_ENDPOINTS, readEndpoints } from './browser-adapter';

describe('browser adapter endpoints', () => {
  it('takes the mock and app port from the page URL first', () => {
    expect(
      readEndpoints({
        search: '?mock=http://localhost:18650/&appPort=18651',
        env: { mockOrigin: 'http://localhost:1', appPort: '2' },
      }),
    ).toEqual({ ...DEFAULT_ENDPOINTS, mockOrigin: 'http://localhost:18650', appPort: 18651 });
  });

  it('falls back to the build env, then to the defaults, ignoring invalid values', () => {
    expect(
      readEndpoints({ search: '', env: { mockOrigin: 'http://127.0.0.1:9', appPort: '7' } }),
    ).toEqual({ ...DEFAULT_ENDPOINTS, mockOrigin: 'http://127.0.0.1:9', appPort: 7 });
    expect(
      readEndpoints({ search: '?mock=javascript:alert(1)&appPort=99999&appPath=//evil', env: {} }),
    ).toEqual(DEFAULT_ENDPOINTS);
  });
});

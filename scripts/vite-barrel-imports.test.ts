import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { readBarrel, readImportBarrel, rewriteBarrelImports } from './vite-barrel-imports';

const require = createRequire(import.meta.url);
const indexOf = (pkg: string) =>
  readFileSync(join(dirname(require.resolve(`${pkg}/package.json`)), 'es/index.js'), 'utf8');

describe('antd-mobile imports bypass the index in the build (ADR 0014)', () => {
  const antd = readBarrel('antd-mobile', indexOf('antd-mobile'));
  const icons = readBarrel('antd-mobile-icons', indexOf('antd-mobile-icons'));

  it("reads the installed index's exports", () => {
    expect(antd.get('Button')).toEqual({
      from: 'antd-mobile/es/components/button',
      imported: 'default',
    });
    expect(antd.get('setDefaultConfig')).toEqual({
      from: 'antd-mobile/es/components/config-provider',
      imported: 'setDefaultConfig',
    });
    expect(icons.get('BellOutline')).toEqual({
      from: 'antd-mobile-icons/es/BellOutline.js',
      imported: 'default',
    });
  });

  it('imports each component from its module, the global styles first, types from the index', () => {
    const code = [
      "import { Button, Input as Field, type InputRef, setDefaultConfig } from 'antd-mobile';",
      "import type { ToastShowProps } from 'antd-mobile';",
      'const x = 1;',
    ].join('\n');
    expect(rewriteBarrelImports(code, antd, 'antd-mobile', 'antd-mobile/es/global')).toBe(
      [
        "import 'antd-mobile/es/global';",
        "import Button from 'antd-mobile/es/components/button';",
        "import Field from 'antd-mobile/es/components/input';",
        "import { setDefaultConfig as setDefaultConfig } from 'antd-mobile/es/components/config-provider';",
        "import type { InputRef } from 'antd-mobile';",
        "import type { ToastShowProps } from 'antd-mobile';",
        'const x = 1;',
      ].join('\n'),
    );
  });

  it('leaves a statement alone when it names something the index does not export', () => {
    const code = "import { Button, NoSuchThing } from 'antd-mobile';";
    expect(rewriteBarrelImports(code, antd, 'antd-mobile', 'antd-mobile/es/global')).toBe(code);
  });

  it('imports the render bridge from its module, where the build trims put the stand-in renderer', () => {
    // Toasts and dialogs render through the renderer the app sets here; the dependency trims give
    // this module and antd-mobile's own importers one stand-in (found by the e2e toast specs).
    const code = "import { unstableSetRender } from 'antd-mobile';";
    expect(rewriteBarrelImports(code, antd, 'antd-mobile', 'antd-mobile/es/global')).toBe(
      "import 'antd-mobile/es/global';\n" +
        "import { unstableSetRender as unstableSetRender } from 'antd-mobile/es/utils/unstable-render';",
    );
  });

  it("rewrites antd-mobile's own imports of the ahooks index to the hooks' modules", () => {
    const hooks = readImportBarrel('ahooks', indexOf('ahooks'));
    const code = "import { createUpdateEffect, useMemoizedFn } from 'ahooks';";
    expect(rewriteBarrelImports(code, hooks, 'ahooks')).toBe(
      "import { createUpdateEffect as createUpdateEffect } from 'ahooks/es/createUpdateEffect';\n" +
        "import useMemoizedFn from 'ahooks/es/useMemoizedFn';",
    );
  });

  it('rewrites multi-line imports and leaves other packages alone', () => {
    const code =
      "import {\n  BellOutline,\n  EyeOutline,\n} from 'antd-mobile-icons';\nimport { z } from 'zod';";
    expect(rewriteBarrelImports(code, icons, 'antd-mobile-icons')).toBe(
      "import BellOutline from 'antd-mobile-icons/es/BellOutline.js';\n" +
        "import EyeOutline from 'antd-mobile-icons/es/EyeOutline.js';\nimport { z } from 'zod';",
    );
  });
});

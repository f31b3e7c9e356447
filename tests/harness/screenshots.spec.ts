// Screenshots (issue 4): one frame, all frames and the matrix are saved as PNG files. In the
// browser host the harness captures its own tab (the project accepts the capture prompt).
import { readFileSync } from 'node:fs';

import { expect, test } from './fixtures';

const PNG_SIGNATURE = '89504e470d0a1a0a';

const pngSize = (file: string): { width: number; height: number } => {
  const bytes = readFileSync(file);
  expect(bytes.subarray(0, 8).toString('hex')).toBe(PNG_SIGNATURE);
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
};

test('one frame, all frames and the matrix are saved as PNG files', async ({
  harness,
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await harness.open();
  const frames = page.locator('[data-shot="frames"]');
  await expect(frames).toBeVisible();

  const allFile = testInfo.outputPath('all-frames.png');
  const allName = await harness.screenshot(
    page.getByRole('button', { name: 'shot all frames' }),
    allFile,
  );
  expect(allName).toMatch(/^harness-all-frames-.*\.png$/);
  const all = pngSize(allFile);
  const box = await frames.boundingBox();
  // The picture is the frames area (at the screen's pixel ratio), not the whole window.
  expect(all.width).toBeGreaterThan(100);
  expect(Math.abs(all.width / all.height - box!.width / Math.min(box!.height, 1000))).toBeLessThan(
    0.2,
  );

  const oneFile = testInfo.outputPath('one-frame.png');
  await harness.screenshot(
    page.getByRole('button', { name: 'shot', exact: true }).first(),
    oneFile,
  );
  expect(pngSize(oneFile).width).toBeGreaterThan(100);

  const cells = await harness.showMatrix();
  await expect(cells).toHaveCount(10);
  // Shoot the apps, not their skeletons: every cell has loaded and answered the overflow check.
  for (const cell of await cells.all()) {
    await expect(cell.getByRole('button')).toHaveText(/fits|overflow/, { timeout: 45_000 });
  }
  const matrixFile = testInfo.outputPath('matrix.png');
  const matrixName = await harness.screenshot(
    page.getByRole('button', { name: 'shot matrix' }),
    matrixFile,
  );
  expect(matrixName).toMatch(/^harness-matrix-.*\.png$/);
  expect(pngSize(matrixFile).width).toBeGreaterThan(100);
});

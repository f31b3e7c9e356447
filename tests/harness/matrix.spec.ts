// The matrix view (issue 4): one route in 5 languages × 2 themes, each cell an app of its own.
import { expect, test } from './fixtures';

test('the matrix renders 10 cells, each answering the overflow check', async ({ harness }) => {
  test.setTimeout(90_000);
  await harness.open();
  const cells = await harness.showMatrix();
  await expect(cells).toHaveCount(10);
  // Every cell's app loaded and reported back (fits, or a number of overflows).
  for (const cell of await cells.all()) {
    await expect(cell.getByRole('button')).toHaveText(/fits|overflow/, { timeout: 45_000 });
  }
});

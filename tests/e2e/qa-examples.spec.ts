// The three examples of docs/qa.md, run as real tests: a scenario file (fixtures/scenarios/) and
// a test of a few lines each. Keep them short — they are what a QA engineer copies.
import { expect, test } from './scenario';
import { PositionsPage, TicketPage } from './pages/trading.page';

test.describe('low-balance-trader', () => {
  test.use({ scenario: 'low-balance-trader' });

  test('low-balance-trader: one lot is refused for lack of funds', async ({ page }) => {
    const ticket = new TicketPage(page);
    await expect(ticket.reason).toHaveText('The margin cannot exceed 80% of your available funds');
    await expect(ticket.submit).toBeDisabled();
  });
});

test.describe('lunch-break', () => {
  test.use({ scenario: 'lunch-break' });

  test('lunch-break: the stock page says so and orders are refused', async ({ page }) => {
    await expect(page.getByTestId('market-status').first()).toContainText('午间休市');
    await page.getByTestId('buy-long').click();
    await expect(new TicketPage(page).reason).toHaveText('下单失败，不在交易时段内');
  });
});

test.describe('flaky-positions', () => {
  test.use({ scenario: 'flaky-positions' });

  test('flaky-positions: two resets, then the positions show', async ({ page, world }) => {
    await expect(new PositionsPage(page).openCards.first()).toBeVisible();
    const { rules } = await world.control.get<{ rules: { hits: number }[] }>('/faults');
    expect(rules[0]?.hits).toBe(2);
  });
});

// Developer detail belongs to the harness (issue 23): inside a frame, the order confirmation shows
// the exact request (endpoint and parameters) as open technical details beside the trader's rows;
// the phone projects check that a trader outside a frame never sees it (trading.spec.ts).
import { NAMED_USERS } from '../../fixtures/src/users';
import { NAMED_STOCKS } from '../../fixtures/src/named-securities';

import { expect, test } from './fixtures';

test('in a frame, the order confirmation shows the request it will send', async ({
  harness,
}, testInfo) => {
  await harness.open();
  // A Wednesday morning in session.
  await harness.setClock('2026-11-18T10:00:00');
  const frame = harness.frame('f1');
  // At 100 %: pointer positions inside a scaled frame are not where Playwright computes them.
  await frame.zoom.selectOption('1');
  await frame.logIn(NAMED_USERS.verified.phone);
  await frame.goTo(`/buyStocks?code=${NAMED_STOCKS.moutai.code}`);
  // The preview needs the live quote and the account before the order can be reviewed.
  await expect(frame.app.getByTestId('preview-margin')).not.toHaveText(/--|…/);
  await expect(frame.app.getByTestId('ticket-submit')).toBeEnabled();
  await frame.app.getByTestId('ticket-submit').click();
  const sheet = frame.app.getByTestId('confirm-sheet');
  await expect(sheet.getByTestId('confirm-quantity')).toContainText('100');
  const details = sheet.getByTestId('technical-details');
  await expect(details).toHaveAttribute('open', '');
  await expect(details.getByTestId('confirm-endpoint')).toHaveText('POST /user/buy.do');
  await expect(details.locator('tr[data-param="buyNum"] td').first()).toHaveText('100');
  await details.scrollIntoViewIfNeeded();
  await frame.iframe.screenshot({ path: testInfo.outputPath('confirm-in-frame.png') });
});

import { expect, test } from './fixtures';

test.describe('app shell', () => {
  test('boots on /home with the test-station notice and the tab bar', async ({ shell, page }) => {
    await page.goto('/');
    await shell.expectPath('/home');
    await expect(shell.notice).toHaveText('本站为技术测试站，不提供真实交易');
    await expect(shell.tab('home')).toHaveAttribute('aria-current', 'page');
    await expect(page).toHaveTitle('首页 · 行情交易');
  });

  test('tab taps navigate and the active tab follows the path', async ({ shell }) => {
    await shell.open('/home');
    const tabs = [
      ['tradingList', '/trading-list', '行情'],
      ['warehouse', '/warehouse', '持仓'],
      ['mylist', '/MyList', '自选'],
      ['user', '/user', '我的'],
      ['home', '/home', '首页'],
    ] as const;
    for (const [name, path, title] of tabs) {
      await shell.tapTab(name);
      await shell.expectPath(path);
      await expect(shell.tab(name)).toHaveAttribute('aria-current', 'page');
      await expect(shell.page).toHaveTitle(`${title} · 行情交易`);
    }
  });

  test('unknown routes land on /home; paths match case-insensitively', async ({ shell, page }) => {
    await shell.open('/no/such/page');
    await shell.expectPath('/home');
    await shell.open('/mylist');
    await expect(shell.tab('mylist')).toHaveAttribute('aria-current', 'page');
    await shell.open('/DRAGONTIGER');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('龙虎榜');
  });

  test('starts in the red theme even when black was saved', async ({ shell, page }) => {
    await shell.open('/setting');
    await shell.chooseTheme('black');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('black');
    await page.reload();
    await page.locator('[data-tabbar]').waitFor();
    expect(await shell.theme()).toBe('red');
  });

  test('switching language changes every visible text and persists', async ({ shell, page }) => {
    await shell.open('/setting');
    await shell.chooseLanguage('en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.reload();
    await shell.open('/home');
    await expect(shell.tab('tradingList')).toContainText('Markets');
    await expect(shell.notice).toContainText('technical test station');
    await shell.open('/setting');
    await shell.chooseLanguage('tg');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Settings');
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  });

  test('rise colours are a separate setting from the theme', async ({ shell, page }) => {
    await shell.open('/setting');
    await page.getByTestId('rise-green-up').click();
    await expect(page.locator('html')).toHaveAttribute('data-rise', 'green-up');
    expect(await shell.theme()).toBe('red');
  });

  test('a page sliding in never widens the page: nothing to scroll sideways, no zoom', async ({
    shell,
    page,
  }) => {
    await shell.open('/home');
    // Sampled every frame while /setting slides in from the right (a deeper page).
    const seen = await page.evaluate(
      () =>
        new Promise<{ slid: boolean; widest: number; width: number; scale: number }>((done) => {
          const seen = { slid: false, widest: 0, width: document.documentElement.clientWidth };
          const start = performance.now();
          const tick = () => {
            seen.slid ||= document.querySelector('main[data-slide="forward"]') !== null;
            seen.widest = Math.max(seen.widest, document.documentElement.scrollWidth);
            if (performance.now() - start < 1000) requestAnimationFrame(tick);
            else done({ ...seen, scale: window.visualViewport?.scale ?? 1 });
          };
          window.location.hash = '#/setting';
          requestAnimationFrame(tick);
        }),
    );
    expect(seen).toEqual({ slid: true, widest: seen.width, width: seen.width, scale: 1 });
  });

  test('a visitor can open the login sheet from a page that needs a login', async ({
    shell,
    page,
  }) => {
    await shell.open('/warehouse');
    await page.getByRole('button', { name: '登录后继续' }).click();
    const sheet = page.getByRole('dialog');
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('heading')).toHaveText('欢迎回来');
    const box = await sheet.boundingBox();
    const viewport = page.viewportSize();
    expect(
      box && viewport ? Math.round((box.height / viewport.height) * 100) : 0,
    ).toBeGreaterThanOrEqual(45);
    await sheet.getByRole('button', { name: '使用手机号登录' }).click();
    await shell.expectPath('/login');
    await expect(sheet).toBeHidden();
  });

  test('a tab left behind is out of reach and asks nothing until shown again', async ({
    shell,
    page,
  }) => {
    const isRanking = (r: { url: () => string }) => r.url().includes('/getStockSort.do');
    await shell.open('/trading-list');
    // The market tab polls its ranking every second while shown.
    await page.waitForRequest(isRanking);
    await page.waitForRequest(isRanking);
    await shell.tapTab('user');
    await shell.expectPath('/user');
    await shell.settleSwitch();
    // Kept, hidden: no poll for three of its periods, one landmark on screen, no key reaches it.
    await expect(page.waitForRequest(isRanking, { timeout: 3_000 })).rejects.toThrow();
    await expect(page.getByRole('main')).toHaveCount(1);
    expect(await shell.tabIntoHiddenPages(30)).toBe(0);
    // Shown again, it polls again.
    await shell.tapTab('tradingList');
    await page.waitForRequest(isRanking, { timeout: 3_000 });
  });
});

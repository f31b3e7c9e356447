// Page objects of the news (issue 22): the /news list with its tabs and endless scroll, the
// /newPage detail with previous / next, and the home preview's tabs and "more" link.
import { type Locator, type Page } from '@playwright/test';

export type NewsTab = 2 | 5 | 6 | 7;

export class NewsListPage {
  readonly list: Locator;
  readonly rows: Locator;
  readonly footer: Locator;

  constructor(readonly page: Page) {
    this.list = page.getByTestId('news-list');
    this.rows = page.getByTestId('news-row');
    this.footer = page.getByTestId('news-footer');
  }

  tab(type: NewsTab): Locator {
    return this.page.getByTestId(`news-tab-${type}`);
  }

  /** Rows loaded so far (the list is virtual: only those near the screen are in the DOM). */
  async loaded(): Promise<number> {
    return Number(await this.list.getAttribute('data-rows'));
  }

  /** Brings the footer into view, which asks for the next page. */
  async scrollToEnd(): Promise<void> {
    await this.page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  }

  /** Scrolls the `index`-th loaded row (0-based) to the middle of the screen. */
  async scrollToRow(index: number): Promise<void> {
    await this.list.evaluate((el, i) => {
      const rowHeight = el.getBoundingClientRect().height / Number(el.dataset.rows);
      const top = el.getBoundingClientRect().top + window.scrollY + i * rowHeight;
      window.scrollTo(0, top - window.innerHeight / 2);
    }, index);
  }

  /** A finger pulling the list down from its top and letting go (touch events, as a phone sends). */
  async pullToRefresh(): Promise<void> {
    const box = (await this.rows.first().boundingBox())!;
    const x = box.x + box.width / 2;
    const y = box.y + 10;
    const cdp = await this.page.context().newCDPSession(this.page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    for (let step = 1; step <= 12; step++) {
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [{ x, y: y + step * 20 }],
      });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
  }

  row(id: number): Locator {
    return this.page.locator(`[data-testid="news-row"][data-id="${id}"]`);
  }
}

export class NewsDetailPage {
  readonly article: Locator;
  readonly title: Locator;
  readonly body: Locator;
  readonly image: Locator;
  readonly previous: Locator;
  readonly next: Locator;
  readonly notFound: Locator;
  readonly backToList: Locator;

  constructor(page: Page) {
    this.article = page.getByTestId('news-article');
    this.title = page.getByTestId('news-title');
    this.body = page.getByTestId('news-body');
    this.image = page.getByTestId('news-image');
    this.previous = page.getByTestId('news-previous');
    this.next = page.getByTestId('news-next');
    this.notFound = page.getByTestId('news-not-found');
    this.backToList = page.getByTestId('news-back-to-list');
  }
}

export class HomeNewsPreview {
  readonly items: Locator;
  readonly more: Locator;

  constructor(readonly page: Page) {
    this.items = page.getByTestId('home-news-list').getByRole('link');
    this.more = page.getByTestId('home-news-more');
  }

  tab(type: NewsTab): Locator {
    return this.page.getByTestId(`home-news-tab-${type}`);
  }
}

// Page objects of the content pages (issue 22): the announcements list (/notices), an
// announcement (/newGg, /alertdetail) and /about's six pages.
import type { Locator, Page } from '@playwright/test';

export class NoticesPage {
  readonly rows: Locator;
  readonly footer: Locator;
  readonly empty: Locator;

  constructor(readonly page: Page) {
    this.rows = page.getByTestId('notice-row');
    this.footer = page.getByTestId('notices-footer');
    this.empty = page.getByTestId('notices-empty');
  }

  row(id: number): Locator {
    return this.page.locator(`[data-testid="notice-row"][data-id="${id}"]`);
  }

  /** Scrolls to the list's end, which asks for the next page. */
  async scrollToEnd(): Promise<void> {
    await this.footer.scrollIntoViewIfNeeded();
  }
}

export class ArticlePage {
  readonly article: Locator;
  readonly title: Locator;
  readonly body: Locator;
  readonly time: Locator;
  readonly author: Locator;
  readonly summary: Locator;
  readonly site: Locator;
  readonly disclaimer: Locator;
  readonly notFound: Locator;
  readonly toList: Locator;

  constructor(readonly page: Page) {
    this.article = page.getByTestId('article');
    this.title = page.getByTestId('article-title');
    this.body = page.getByTestId('article-body');
    this.time = page.getByTestId('article-time');
    this.author = page.getByTestId('article-author');
    this.summary = page.getByTestId('article-summary');
    this.site = page.getByTestId('article-site');
    this.disclaimer = page.getByTestId('article-disclaimer');
    this.notFound = page.getByTestId('article-not-found');
    this.toList = page.getByTestId('article-to-list');
  }
}

export class AboutPage {
  readonly root: Locator;
  readonly header: Locator;
  readonly document: Locator;
  readonly appName: Locator;
  readonly appVersion: Locator;
  readonly notOpen: Locator;
  readonly unpublished: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('about-page');
    this.header = page.locator('header h1');
    this.document = page.getByTestId('about-document');
    this.appName = page.getByTestId('about-app-name');
    this.appVersion = page.getByTestId('about-app-version');
    this.notOpen = page.getByTestId('about-not-open');
    this.unpublished = page.getByTestId('about-unpublished');
  }
}

export class HomeNoticeBar {
  readonly title: Locator;
  readonly more: Locator;

  constructor(page: Page) {
    this.title = page.getByTestId('home-notice');
    this.more = page.getByTestId('home-notice-more');
  }
}

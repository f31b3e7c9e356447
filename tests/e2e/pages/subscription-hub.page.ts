// Page object of the /Subscription hub (tabs, calendar cards, grab cards, bond notes) and of
// /inquiry (the cooperation agreement's tick and buttons).
import { expect, type Locator, type Page } from '@playwright/test';

export type HubTab = 1 | 2 | 3 | 4 | 5;

export class SubscriptionHubPage {
  readonly root: Locator;
  readonly search: Locator;
  readonly calendarCards: Locator;
  readonly grabCards: Locator;
  readonly bondsNote: Locator;
  readonly bondsRules: Locator;
  readonly blockTrade: Locator;
  readonly vipGrab: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('subscription-hub');
    this.search = page.getByTestId('hub-search');
    this.calendarCards = page.getByTestId('new-share-card');
    this.grabCards = page.getByTestId('grab-card');
    this.bondsNote = page.getByTestId('bonds-unavailable');
    this.bondsRules = page.getByTestId('bonds-rules');
    this.blockTrade = page.getByTestId('block-trade-tab');
    this.vipGrab = page.getByTestId('vip-grab-tab');
  }

  tab(tab: HubTab): Locator {
    return this.page.getByTestId(`hub-tab-${tab}`);
  }

  async expectTab(tab: HubTab): Promise<void> {
    await expect(this.root).toHaveAttribute('data-tab', String(tab));
    await expect(this.tab(tab)).toHaveAttribute('aria-selected', 'true');
  }

  async showTab(tab: HubTab): Promise<void> {
    await this.tab(tab).click();
    await this.expectTab(tab);
  }

  card(code: string): Locator {
    return this.calendarCards.and(this.page.locator(`[data-code="${code}"]`));
  }

  async showCalendar(list: 'open' | 'upcoming'): Promise<void> {
    await this.page.getByTestId(`calendar-tab-${list}`).click();
    await expect(this.page.getByTestId('new-shares-tab')).toHaveAttribute('data-list', list);
  }

  async showBonds(list: 'open' | 'upcoming'): Promise<void> {
    await this.page.getByTestId(`bond-tab-${list}`).click();
    await expect(this.page.getByTestId('new-bonds-tab')).toHaveAttribute('data-list', list);
  }
}

export class InquiryPage {
  readonly title: Locator;
  readonly agree: Locator;
  readonly confirm: Locator;
  readonly cancel: Locator;

  constructor(readonly page: Page) {
    this.title = page.getByTestId('agreement-title');
    this.agree = page.getByTestId('inquiry-agree');
    this.confirm = page.getByTestId('inquiry-confirm');
    this.cancel = page.getByTestId('inquiry-cancel');
  }
}

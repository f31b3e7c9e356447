// Page object of the trading academy (/college): the index of lessons and the four rule lessons
// (lots and T+1, price limits, leverage and margin, risk lines). Inputs and figures by test id.
import { expect, type Locator, type Page } from '@playwright/test';

import { amountOf } from './college-money.page';

export type RuleLesson = 'lots-t1' | 'price-limits' | 'leverage-margin' | 'risk-lines';

export const RULE_EXAMPLES: Record<RuleLesson, string> = {
  'lots-t1': 'lots-example',
  'price-limits': 'limits-example',
  'leverage-margin': 'leverage-example',
  'risk-lines': 'risk-example',
};

export class CollegePage {
  readonly index: Locator;
  readonly cards: Locator;
  readonly lesson: Locator;

  constructor(readonly page: Page) {
    this.index = page.getByTestId('college-index');
    this.cards = this.index.getByRole('link');
    this.lesson = page.getByTestId('college-lesson');
  }

  async openIndex(): Promise<void> {
    await this.page.goto('/#/college');
    await expect(this.index).toBeVisible();
  }

  async open(lesson: RuleLesson): Promise<Locator> {
    await this.page.goto(`/#/college?lesson=${lesson}`);
    const example = this.page.getByTestId(RULE_EXAMPLES[lesson]);
    await expect(example).toBeVisible();
    return example;
  }

  /** Types a number into a lesson input and leaves it, as a reader does. */
  async type(testId: string, value: string | number): Promise<void> {
    const input = this.page.getByTestId(testId);
    await input.fill(String(value));
    await input.blur();
  }

  /** Presses the + stepper of a lesson input `times` times. */
  async increase(testId: string, times = 1): Promise<void> {
    const field = this.page.getByTestId(testId).locator('..');
    for (let i = 0; i < times; i++) await field.getByRole('button').last().click();
  }

  async choose(testId: string, value: string | number): Promise<void> {
    await this.page.getByTestId(`${testId}-${value}`).click();
  }

  figure(testId: string): Locator {
    return this.page.getByTestId(testId);
  }

  async text(testId: string): Promise<string> {
    return (await this.figure(testId).textContent()) ?? '';
  }

  async amount(testId: string): Promise<number> {
    return amountOf(await this.text(testId));
  }
}

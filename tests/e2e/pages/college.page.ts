// Page object of the trading academy (/college): the index of lessons, the four rule lessons (lots
// and T+1, price limits, leverage and margin, risk lines) and the three money lessons (fees and
// break-even, new shares, deposit and withdrawal hours). Inputs by test id; figures read as the
// reader sees them.
import { expect, type Locator, type Page } from '@playwright/test';

export type RuleLesson = 'lots-t1' | 'price-limits' | 'leverage-margin' | 'risk-lines';
export type MoneyLesson = 'fees-break-even' | 'new-shares' | 'money-hours';

/** Each lesson's worked example, which shows once the lesson has loaded. */
const EXAMPLES: Record<RuleLesson | MoneyLesson, string> = {
  'lots-t1': 'lots-example',
  'price-limits': 'limits-example',
  'leverage-margin': 'leverage-example',
  'risk-lines': 'risk-example',
  'fees-break-even': 'fees-example',
  'new-shares': 'new-shares-example',
  'money-hours': 'money-example',
};

/** "¥1,234.56" / "1.234,56" / "0.30%" → 1234.56 (the app's formats: grouping, then 2 decimals). */
export const amountOf = (text: string): number => {
  const digits = text.replace(/[^\d.,-]/g, '');
  const m = /^(-?[\d.,]*?)[.,](\d{1,3})$/.exec(digits);
  return m ? Number(`${m[1]!.replace(/[.,]/g, '')}.${m[2]}`) : Number(digits.replace(/[.,]/g, ''));
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

  async open(lesson: RuleLesson | MoneyLesson): Promise<Locator> {
    await this.page.goto(`/#/college?lesson=${lesson}`);
    const example = this.page.getByTestId(EXAMPLES[lesson]);
    await expect(example).toBeVisible();
    return example;
  }

  /** Types a number into a lesson input and leaves it, as a reader does. */
  async type(testId: string, value: string | number): Promise<void> {
    const input = this.page.getByTestId(testId);
    await input.fill(String(value));
    await input.blur();
  }

  /** Fills a text input (the stock code) without leaving it. */
  async typeText(testId: string, value: string): Promise<void> {
    await this.page.getByTestId(testId).fill(value);
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

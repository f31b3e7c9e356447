// Page object of the trading academy's money lessons (/college?lesson=…): fees and break-even, new
// shares, deposit and withdrawal hours. Inputs by test id; figures read as the reader sees them.
import { expect, type Locator, type Page } from '@playwright/test';

export type MoneyLesson = 'fees-break-even' | 'new-shares' | 'money-hours';

const EXAMPLE: Record<MoneyLesson, string> = {
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

export class CollegeMoneyPage {
  constructor(readonly page: Page) {}

  async open(lesson: MoneyLesson): Promise<Locator> {
    await this.page.goto(`/#/college?lesson=${lesson}`);
    const example = this.page.getByTestId(EXAMPLE[lesson]);
    await expect(example).toBeVisible();
    return example;
  }

  /** Types a number into a lesson input and leaves it, as a reader does. */
  async type(testId: string, value: string | number): Promise<void> {
    const input = this.page.getByTestId(testId);
    await input.fill(String(value));
    await input.blur();
  }

  async typeText(testId: string, value: string): Promise<void> {
    await this.page.getByTestId(testId).fill(value);
  }

  async choose(testId: string, value: string | number): Promise<void> {
    await this.page.getByTestId(`${testId}-${value}`).click();
  }

  figure(testId: string): Locator {
    return this.page.getByTestId(testId);
  }

  async amount(testId: string): Promise<number> {
    return amountOf((await this.figure(testId).textContent()) ?? '');
  }
}

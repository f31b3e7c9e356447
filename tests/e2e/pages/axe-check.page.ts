// Accessibility checks (issue 24): axe-core's WCAG 2.0/2.1 A and AA rules on what the page shows
// once its data is in, and the blocking findings (serious, critical) in words a reviewer can act on.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

/** One blocking finding: rule, impact, the elements and where it was seen. */
export interface Finding {
  where: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

export const describeFindings = (findings: Finding[]): string =>
  findings
    .map(
      (f) =>
        `${f.where}: ${f.rule} (${f.impact}) ${f.help}\n    ${f.targets.slice(0, 6).join('\n    ')}` +
        (f.targets.length > 6 ? `\n    … ${f.targets.length - 6} more` : ''),
    )
    .join('\n');

export class AxeCheck {
  constructor(readonly page: Page) {}

  /**
   * Opens an app path inside the running app (the theme chosen stays: the app starts red on a
   * load) and waits for its data: the main view shown, nothing left busy, transitions ended.
   */
  async openInApp(path: string): Promise<void> {
    await this.page.evaluate((p) => {
      window.location.hash = p;
    }, path);
    await expect(this.page).toHaveURL(new RegExp(`#${escapeRegExp(path.split('?')[0]!)}`, 'i'));
    // The page shown: a kept tab page's <main> stays in the DOM, hidden, while another shows.
    await this.settled(this.page.getByRole('main'));
  }

  /** Waits until `root` shows, nothing on the page is busy and its animations have ended. */
  async settled(root: Locator): Promise<void> {
    await expect(root).toBeVisible();
    await expect(this.page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
    await this.page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          // A spinner or a live pulse never ends: only transitions that do are waited for.
          .filter((a) => a.effect?.getTiming().iterations !== Infinity)
          .map((a) => a.finished.catch(() => undefined)),
      ),
    );
  }

  /**
   * Serious and critical WCAG A/AA violations on the page (or inside `include`) that hold on a
   * second look: a page caught mid-change (a button fading in as it enables while a reply lands)
   * is scanned again after a moment, and only what is still there counts.
   */
  async findings(where: string, include?: string): Promise<Finding[]> {
    const first = await this.scan(where, include);
    if (first.length === 0) return first;
    await this.page.waitForTimeout(800);
    const again = await this.scan(where, include);
    const seen = new Set(
      first.flatMap((f) => f.targets.map((t) => `${f.rule} ${t.split(' — ')[0]}`)),
    );
    return again
      .map((f) => ({
        ...f,
        targets: f.targets.filter((t) => seen.has(`${f.rule} ${t.split(' — ')[0]}`)),
      }))
      .filter((f) => f.targets.length > 0);
  }

  private async scan(where: string, include?: string): Promise<Finding[]> {
    let builder = new AxeBuilder({ page: this.page }).withTags(WCAG_TAGS);
    if (include) builder = builder.include(include);
    const { violations } = await builder.analyze();
    return violations
      .filter((v) => BLOCKING.has(v.impact ?? ''))
      .map((v) => ({
        where,
        rule: v.id,
        impact: v.impact ?? '',
        help: v.help,
        // The element, and for contrast the colours and ratio axe measured.
        targets: v.nodes.map((n) =>
          [n.target.join(' '), v.id === 'color-contrast' ? n.any[0]?.message : undefined]
            .filter(Boolean)
            .join(' — '),
        ),
      }));
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A modal sheet as a keyboard and screen-reader user meets it: named, modal, focus inside once
 * open; Escape closes it and focus is back on `opener`. Returns its blocking axe findings.
 */
export const checkModalSheet = async (
  axe: AxeCheck,
  where: string,
  opener: Locator,
  dialog: Locator,
): Promise<Finding[]> => {
  await opener.click();
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  await expect(dialog).toHaveAccessibleName(/\S/);
  await expect
    .poll(() => dialog.evaluate((el) => el.contains(document.activeElement)), {
      message: `${where}: focus moves into the sheet`,
    })
    .toBe(true);
  await axe.settled(dialog);
  const findings = await axe.findings(where, '[data-sheet-body], .adm-center-popup-body');
  await axe.page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener, `${where}: focus returns to what opened the sheet`).toBeFocused();
  return findings;
};

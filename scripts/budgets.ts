// First-load budgets (issue 24), in KiB of gzip. One home for the figures: the budget check in
// `npm test` (scripts/check-budgets.ts) and the bench's table read them.
export const BUDGET_KIB = {
  /** Every route's first-load JavaScript, chart pages included (the chart chunk loads on demand). */
  routeJs: 200,
  /** /home, the page most traders open first. */
  homeJs: 185,
  /** What every route loads before its page: entry, start-up steps, boot, the default locale. */
  shellJs: 165,
  /** Stylesheets a route loads before it shows. */
  routeCss: 10,
} as const;

/** The JS budget of one first-load row (`(shell)` or a route path). */
export const jsBudgetKib = (route: string): number =>
  route === '(shell)'
    ? BUDGET_KIB.shellJs
    : route === '/home'
      ? BUDGET_KIB.homeJs
      : BUDGET_KIB.routeJs;

/** What a first-load row breaks, as readable lines ('JS 201.3 KiB > 200 KiB'); empty when within. */
export const budgetProblems = (row: { route: string; jsGz: number; cssGz: number }): string[] => {
  const problems: string[] = [];
  const js = jsBudgetKib(row.route);
  const kib = (n: number) => (n / 1024).toFixed(1);
  if (row.jsGz > js * 1024) problems.push(`JS ${kib(row.jsGz)} KiB > ${js} KiB`);
  if (row.cssGz > BUDGET_KIB.routeCss * 1024)
    problems.push(`CSS ${kib(row.cssGz)} KiB > ${BUDGET_KIB.routeCss} KiB`);
  return problems;
};

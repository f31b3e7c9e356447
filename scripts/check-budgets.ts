// The budget check of `npm test`: reads a production build's manifest and fails when the shell or
// any built route loads more than its budget (scripts/budgets.ts) before it can show, naming the
// largest modules it pulls in. Usage: tsx scripts/check-budgets.ts [dist dir, default dist/e2e].
import { BUDGET_KIB, budgetProblems, jsBudgetKib } from './budgets';
import { type FirstLoad, kib, readFirstLoads } from './first-load';

const dist = process.argv[2] ?? 'dist/e2e';
const rows = readFirstLoads(dist);

const over = budgetProblems;

const failures = rows.filter((r) => over(r).length > 0);
const worst = [...rows].sort(
  (a, b) => b.jsGz / jsBudgetKib(b.route) - a.jsGz / jsBudgetKib(a.route),
);
const headroom = (r: FirstLoad) => (jsBudgetKib(r.route) - r.jsGz / 1024).toFixed(1);

console.log(`First-load budgets of ${dist} (gzip): ${rows.length - 1} built pages and the shell`);
for (const r of worst.slice(0, 5)) {
  console.log(
    `  ${r.route.padEnd(22)} JS ${kib(r.jsGz).padStart(6)} / ${jsBudgetKib(r.route)} KiB (headroom ${headroom(r)})  CSS ${kib(r.cssGz)} / ${BUDGET_KIB.routeCss}`,
  );
}

if (failures.length === 0) {
  console.log('All within budget.');
} else {
  console.error(`\n${failures.length} over budget:`);
  const shellModules = new Set(rows[0]!.modules.map((m) => m.id));
  for (const r of failures) {
    const also = r.paths.length > 1 ? ` (also ${r.paths.slice(1).join(', ')})` : '';
    const isShell = r.route === '(shell)';
    const own = isShell ? r.modules : r.modules.filter((m) => !shellModules.has(m.id));
    console.error(`\n${r.route}${also}: ${over(r).join('; ')}`);
    console.error(
      isShell
        ? '  largest modules every route loads first (≈ gzip KiB):'
        : `  largest modules it loads first beyond the shell's ${kib(rows[0]!.jsGz)} KiB (≈ gzip KiB):`,
    );
    for (const m of own.slice(0, 12)) {
      console.error(`    ${kib(m.gzEstimate).padStart(6)}  ${m.id}`);
    }
  }
  process.exitCode = 1;
}

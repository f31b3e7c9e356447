// The budget check of `npm test`: reads a production build's manifest and fails when the shell or
// any built route loads more than its budget (scripts/budgets.ts) before it can show, naming the
// largest modules it pulls in. Usage: tsx scripts/check-budgets.ts [dist dir, default dist/e2e].
import { BUDGET_KIB, budgetVerdict, jsBudgetKib } from './budgets';
import { type FirstLoad, kib, readFirstLoads } from './first-load';

const dist = process.argv[2] ?? 'dist/e2e';
const rows = readFirstLoads(dist);

const verdicts = rows.map((r) => ({ row: r, verdict: budgetVerdict(r) }));
const failures = verdicts.filter(
  (v) => v.verdict.kind === 'over' || v.verdict.kind === 'stale-allowance',
);
const known = verdicts.filter((v) => v.verdict.kind === 'known-over');
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

const shellModules = new Set(rows[0]!.modules.map((m) => m.id));
const explain = (r: FirstLoad, problems: string[], print: (line: string) => void) => {
  const also = r.paths.length > 1 ? ` (also ${r.paths.slice(1).join(', ')})` : '';
  const isShell = r.route === '(shell)';
  const own = isShell ? r.modules : r.modules.filter((m) => !shellModules.has(m.id));
  print(`\n${r.route}${also}: ${problems.join('; ')}`);
  print(
    isShell
      ? '  largest modules every route loads first (≈ gzip KiB):'
      : `  largest modules it loads first beyond the shell's ${kib(rows[0]!.jsGz)} KiB (≈ gzip KiB):`,
  );
  for (const m of own.slice(0, 12)) print(`    ${kib(m.gzEstimate).padStart(6)}  ${m.id}`);
};

for (const { row, verdict } of known) {
  if (verdict.kind !== 'known-over') continue;
  explain(
    row,
    [...verdict.problems, `known (ceiling ${verdict.ceilingKib} KiB): ${verdict.why}`],
    (l) => console.warn(l),
  );
}
if (failures.length === 0) {
  console.log(
    known.length === 0
      ? 'All within budget.'
      : `\nAll within budget except ${known.length} known over (scripts/budgets.ts KNOWN_OVER), none past its ceiling.`,
  );
} else {
  console.error(`\n${failures.length} failing the budget check:`);
  for (const { row, verdict } of failures) {
    if (verdict.kind === 'over') explain(row, verdict.problems, (l) => console.error(l));
    if (verdict.kind === 'stale-allowance')
      console.error(
        `\n${row.route}: within budget now (${kib(row.jsGz)} KiB) — remove its line from KNOWN_OVER in scripts/budgets.ts`,
      );
  }
  process.exitCode = 1;
}

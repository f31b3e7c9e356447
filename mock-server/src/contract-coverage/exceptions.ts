// The contract endpoints the mock does not serve yet, each with its reason (issue 18, "coverage
// that stays true"). This list must shrink to empty: an endpoint leaves it when its issue mounts
// it, and coverage.test.ts fails while an entry is stale (mounted, or no longer in the registry).
// Nothing else may be unmounted.

export type CoverageReason =
  /** The reference backend has no such endpoint (api-contract §17.1 "not found"). */
  | { readonly kind: 'not-in-backend'; readonly why: string }
  /** Served by the issue that builds its slice. */
  | { readonly kind: 'comes-with-issue'; readonly issue: number; readonly why: string };

const notInBackend = (why: string): CoverageReason => ({ kind: 'not-in-backend', why });
// Every issue's endpoints are mounted now (issue 21 served §14.1–§14.4 last); a new one would be
// listed as { kind: 'comes-with-issue', issue, why }.

/** Path → why it is not mounted. */
export const COVERAGE_EXCEPTIONS: Readonly<Record<string, CoverageReason>> = {
  // §8.9, §18.30 D3: only the reference client calls it; no backend implements it.
  '/api/stock/getSingleStockByCode.do': notInBackend(
    'called by the reference client only; no backend implements it (§8.9, §18.30 D3)',
  ),
};

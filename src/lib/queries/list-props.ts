// What a list's UI reads of its TanStack query: the rows (`data`), the states (list-states.tsx),
// the next-page footer and, on a live list, the quote age (MarketStatus reads `dataUpdatedAt`).
// Given as `notifyOnChangeProps`, a poll renders the list once, as its reply lands; without it the
// hooks' `...query` spread subscribes to every field, `isFetching` included, and each poll renders
// the list twice (issue 24). A list without a quote age renders nothing for a reply equal to the
// last (structural sharing keeps `data`). A consumer that reads another field must add it here.
const LIST = ['data', 'error', 'isError', 'isPending'] as const;
const PAGED = ['hasNextPage', 'isFetchingNextPage', 'isFetchNextPageError'] as const;

/** A paged list (records, pending orders, sub-account lists). */
export const pagedListProps = () => [...LIST, ...PAGED];
/** A paged list with a quote age (open positions, the watchlist). */
export const livePagedListProps = () => [...LIST, ...PAGED, 'dataUpdatedAt' as const];
/** One polled quote list with its age (the futures list). */
export const liveListProps = () => [...LIST, 'dataUpdatedAt' as const];

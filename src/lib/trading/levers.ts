// The leverage choices of a stock order: the user's own `siteLever` when the back office set one,
// else the site's. Shared by the order ticket and the trading academy, so both offer the same.

/** `siteLever` "10/20/30" → [10, 20, 30]; anything unusable is skipped; [1] when none is left. */
export const parseLevers = (text: string | null | undefined): number[] => {
  const levers = (text ?? '')
    .split('/')
    .map((part) => Number(part.trim()))
    .filter((n) => Number.isInteger(n) && n > 0);
  return levers.length > 0 ? [...new Set(levers)] : [1];
};

export const stockLeversOf = (
  userLever: string | null | undefined,
  siteLever: string | null | undefined,
): number[] => parseLevers(userLever || siteLever);

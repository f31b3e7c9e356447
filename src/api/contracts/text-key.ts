// The reply-text tables (transfer-texts.ts, limit-texts.ts, new-share-texts.ts, block-vip-texts.ts…)
// map a key to the exact text the server sends; the app reads a reply back to its key.

/** The key whose text is exactly `text`, or undefined for a text the table does not hold. */
export const keyOfText = <K extends string>(
  table: Readonly<Record<K, string>>,
  text: string,
): K | undefined => (Object.keys(table) as K[]).find((key) => table[key] === text);

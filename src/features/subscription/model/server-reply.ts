// A new-share reply (NEW_SHARE_TEXT, written by the mock) as a key of the `ipo:server.*` texts in
// the trader's language; undefined for a text the contract does not know (shown as written).
import { readNewShareText, type NewShareTextKey } from '@/api/contracts/new-share-texts';

export type ServerReplyKey = `server.${NewShareTextKey | 'applyQuantity'}`;

/** `params.max`: the issue size of 购买数量异常或大于发行数量{n} ('' for the other texts). */
export const serverReplyOf = (
  message: string,
): { key: ServerReplyKey; params: { max: string } } | undefined => {
  const reply = readNewShareText(message);
  if (!reply) return undefined;
  return { key: `server.${reply.key}`, params: { max: 'params' in reply ? reply.params.max : '' } };
};

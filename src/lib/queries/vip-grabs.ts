// VIP grabs (VIP抢筹): the list (`getVipList.do`, §8.11) and the search (`getVipByCode.do`,
// §8.12). Both come as East Money limit-up pool items whose price `p` is ×1000 (§7.1: the page
// shows p ÷ 1000); the reference backend may also answer getVipList with getztb's StockDTO rows
// (§17.3 #6). This file is the one place either quirk is handled: every page reads `VipItem`, a
// price in yuan as a decimal text.
import { useQuery } from '@tanstack/react-query';

import { getVipByCode, getVipList } from '@/api/contracts/endpoints/market';
import type { StockDTO, ZtPoolItem } from '@/api/contracts/models/market';
import { request } from '@/lib/api-client';
import { formatMoney } from '@/lib/format/money';

import { KEY_ROOTS } from './keys';
import { livePoll, liveStaleTime } from './poll';

/** The pool's price unit: thousandths of a yuan. */
export const VIP_PRICE_SCALE = 1000;
/** The same, as decimal places to shift. */
const VIP_PRICE_DIGITS = 3;
export const VIP_POLL_MS = 5_000;

export interface VipItem {
  /** Six-digit stock code. */
  code: string;
  name: string;
  /** Yuan, 2 dp text; null when the upstream row has no price. */
  price: string | null;
  /** Change %, e.g. 10.01; null when absent. */
  changePct: number | null;
}

const isPoolItem = (row: StockDTO | ZtPoolItem): row is ZtPoolItem =>
  typeof (row as ZtPoolItem).c === 'string' && typeof (row as ZtPoolItem).n === 'string';

/**
 * A price as plain 2-dp yuan text, `shift` decimal places to the left first; rounded half-up on the
 * number's decimal text (lib/format/money), so no float division and no decimal.js in the first
 * load of the VIP pages.
 */
const yuanText = (value: number, shift = 0): string =>
  formatMoney(shift ? `${value}e-${shift}` : String(value), { locale: 'en' }).replace(/,/g, '');

export const toVipItem = (row: StockDTO | ZtPoolItem): VipItem => {
  if (isPoolItem(row)) {
    return {
      code: row.c,
      name: row.n,
      price: row.p == null ? null : yuanText(row.p, VIP_PRICE_DIGITS),
      changePct: row.zdp ?? null,
    };
  }
  // getztb's StockDTO: `dm` code (maybe with a market prefix), `mc` name, `p` price in yuan.
  return {
    code: row.dm.replace(/^[a-z]{2}/i, ''),
    name: row.mc,
    price: row.p == null ? null : yuanText(row.p),
    changePct: row.zf ?? null,
  };
};

export const vipKeys = {
  list: [...KEY_ROOTS.vipGrabs, 'list'] as const,
  search: (keyword: string) => [...KEY_ROOTS.vipGrabs, 'search', keyword] as const,
};

const quiet = (signal?: AbortSignal) => ({ alert: 'none', signal }) as const;

export const useVipList = () =>
  useQuery({
    queryKey: vipKeys.list,
    queryFn: async ({ signal }) =>
      ((await request(getVipList, {}, quiet(signal))).data ?? []).map(toVipItem),
    refetchInterval: livePoll(VIP_POLL_MS),
    staleTime: liveStaleTime(2_000),
  });

/**
 * The search: the backend answers the one matching item, or the whole pool when nothing matches
 * (§8.12) — so the rows are narrowed here to those whose code or name contains the keyword.
 * Debounce the keyword in the page; nothing is asked for an empty one.
 */
export const useVipSearch = (keyword: string) => {
  const k = keyword.trim();
  return useQuery({
    queryKey: vipKeys.search(k),
    queryFn: async ({ signal }) => {
      const rows = ((await request(getVipByCode, { code: k }, quiet(signal))).data ?? []).map(
        toVipItem,
      );
      return rows.filter((r) => r.code.includes(k) || r.name.includes(k));
    },
    enabled: k !== '',
  });
};

/** One VIP item by code (the detail page), from the list. */
export const useVipItem = (code: string) => {
  const list = useVipList();
  return { ...list, item: list.data?.find((r) => r.code === code) ?? null };
};

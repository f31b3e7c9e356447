// Instants shown as Beijing wall time ("2026-11-03 16:00"), whatever the phone's time zone.
import { BEIJING_OFFSET_MS } from '@/api/contracts/trading-hours';

export const beijingText = (ms: number | null | undefined, withTime = true): string => {
  if (ms == null || !Number.isFinite(ms)) return '--';
  const iso = new Date(ms + BEIJING_OFFSET_MS).toISOString();
  return withTime ? `${iso.slice(0, 10)} ${iso.slice(11, 16)}` : iso.slice(0, 10);
};

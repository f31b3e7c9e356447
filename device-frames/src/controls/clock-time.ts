// Beijing date-time text for the clock control: the mock takes "YYYY-MM-DD HH:mm:ss".

/** `2026-11-03T11:29` or `2026-11-03T11:29:50` (a datetime-local value) → mock text. */
export const fromLocalInput = (value: string): string | null => {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(:\d{2})?$/.exec(value);
  return m ? `${m[1]} ${m[2]}${m[3] ?? ':00'}` : null;
};

/** Mock text → a datetime-local value with seconds. */
export const toLocalInput = (beijing: string): string => beijing.replace(' ', 'T').slice(0, 19);

export interface ClockPreset {
  label: string;
  /** Beijing time of day. */
  time: string;
  /** Days to move from the mock's current date (the Saturday preset). */
  toSaturday?: boolean;
}

export const CLOCK_PRESETS: readonly ClockPreset[] = [
  { label: 'pre-open 09:10', time: '09:10:00' },
  { label: 'auction 09:20', time: '09:20:00' },
  { label: 'open 10:00', time: '10:00:00' },
  { label: '10 s before 11:30', time: '11:29:50' },
  { label: 'lunch 12:10', time: '12:10:00' },
  { label: '10 s before 15:00', time: '14:59:50' },
  { label: 'closed 15:30', time: '15:30:00' },
  { label: 'Saturday 10:00', time: '10:00:00', toSaturday: true },
];

/** The preset applied to the mock's current Beijing date (`YYYY-MM-DD ...`). */
export const presetAt = (beijing: string, preset: ClockPreset): string => {
  const date = beijing.slice(0, 10);
  if (!preset.toSaturday) return `${date} ${preset.time}`;
  // Calendar maths on the date alone, in UTC, so the host's time zone plays no part.
  const day = new Date(`${date}T00:00:00Z`);
  const ahead = (6 - day.getUTCDay() + 7) % 7;
  day.setUTCDate(day.getUTCDate() + ahead);
  return `${day.toISOString().slice(0, 10)} ${preset.time}`;
};

export const SPEEDS = [1, 2, 5, 10, 30, 60] as const;

// The request timeline: the mock's journal live, filtered by frame, user, endpoint and status;
// a row opens what was sent, what came back and the fault that answered.
import { useMemo, useState } from 'react';

import type { JournalEntry } from '../controls/control-client';
import { useTexts } from '../i18n/harness-language';

import {
  distinct,
  EMPTY_FILTER,
  matches,
  type JournalFilter,
  type StatusFilter,
} from './journal-filter';
import { ReplayFilterSelect, ReplayHead, ReplayMark } from './replay-mark';
import { TIMELINE_TEXTS } from './timeline-texts';
import styles from './timeline.module.css';
import { useJournal } from './use-journal';

const STATUSES: readonly StatusFilter[] = ['all', '2xx', '4xx', '5xx', 'none', 'fault'];

const clockTime = (ms: number): string => new Date(ms + 8 * 3600_000).toISOString().slice(11, 23);

const pretty = (text: string | undefined): string => {
  if (!text) return '';
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
};

const Details = ({ entry }: { entry: JournalEntry }) => {
  const t = useTexts(TIMELINE_TEXTS);
  return (
    <div className={styles.details} aria-label={t.details}>
      <h3>
        {entry.method} {entry.path} → {entry.status ?? t.noReply}
      </h3>
      {entry.fault && (
        <p className={styles.fault}>
          {t.fault(entry.fault.kind, entry.fault.id)}
          {entry.fault.droppedStatus ? t.dropped(entry.fault.droppedStatus) : ''}
        </p>
      )}
      {entry.note && <p>{entry.note}</p>}
      <h4>{t.params}</h4>
      <pre>{JSON.stringify(entry.params, null, 2)}</pre>
      <h4>{t.response(entry.bodyBytes)}</h4>
      <pre>{pretty(entry.body)}</pre>
    </div>
  );
};

export const Timeline = () => {
  const { entries, isConnected, clear } = useJournal();
  const t = useTexts(TIMELINE_TEXTS);
  const [filter, setFilter] = useState<JournalFilter>(EMPTY_FILTER);
  const [openSeq, setOpenSeq] = useState<number | null>(null);
  const shown = useMemo(
    () => entries.filter((e) => matches(e, filter)).reverse(),
    [entries, filter],
  );
  const frames = useMemo(() => distinct(entries, (e) => e.frame), [entries]);
  const users = useMemo(() => distinct(entries, (e) => e.userId), [entries]);
  const open = entries.find((e) => e.seq === openSeq);
  const set = (patch: Partial<JournalFilter>) => setFilter((f) => ({ ...f, ...patch }));

  return (
    <section className={styles.timeline} aria-label={t.region}>
      <div className={styles.bar}>
        <h2>{t.title}</h2>
        <span className={isConnected ? styles.live : styles.offline}>
          {isConnected ? t.live : t.reconnecting}
        </span>
        <select
          aria-label={t.filterFrame}
          value={filter.frame}
          onChange={(e) => set({ frame: e.target.value })}
        >
          <option value="">{t.allFrames}</option>
          {frames.map((f) => (
            <option key={f}>{f}</option>
          ))}
        </select>
        <select
          aria-label={t.filterUser}
          value={filter.userId}
          onChange={(e) => set({ userId: e.target.value })}
        >
          <option value="">{t.allUsers}</option>
          {users.map((u) => (
            <option key={u} value={u}>
              {t.user(u)}
            </option>
          ))}
        </select>
        <input
          aria-label={t.filterEndpoint}
          placeholder={t.endpointHint}
          value={filter.path}
          onChange={(e) => set({ path: e.target.value })}
        />
        <select
          aria-label={t.filterStatus}
          value={filter.status}
          onChange={(e) => set({ status: e.target.value as StatusFilter })}
        >
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {t.status(s)}
            </option>
          ))}
        </select>
        <ReplayFilterSelect value={filter.replay} onChange={(replay) => set({ replay })} />
        <span className={styles.count}>
          {shown.length} / {entries.length}
        </span>
        <button type="button" onClick={clear}>
          {t.clear}
        </button>
      </div>
      <div className={styles.body}>
        <table className={styles.table}>
          <thead>
            <tr>
              {t.columns.map((column) => (
                <th key={column}>{column}</th>
              ))}
              <ReplayHead />
            </tr>
          </thead>
          <tbody>
            {shown.map((e) => (
              <tr
                key={e.seq}
                className={e.seq === openSeq ? styles.open : undefined}
                data-status={e.status === null ? 'none' : String(Math.floor(e.status / 100))}
              >
                <td>{clockTime(e.time)}</td>
                <td>{e.frame ?? ''}</td>
                <td>{e.userId ?? ''}</td>
                <td>{e.method}</td>
                <td>
                  <button
                    type="button"
                    className={styles.link}
                    aria-expanded={e.seq === openSeq}
                    onClick={() => setOpenSeq(e.seq === openSeq ? null : e.seq)}
                  >
                    {e.path}
                  </button>
                </td>
                <td>{e.status ?? '—'}</td>
                <td>{e.latencyMs}</td>
                <td>{e.fault?.kind ?? ''}</td>
                <td>
                  <ReplayMark entry={e} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {open && <Details entry={open} />}
      </div>
    </section>
  );
};

// The request timeline: the mock's journal live, filtered by frame, user, endpoint and status;
// a row opens what was sent, what came back and the fault that answered.
import { useMemo, useState } from 'react';

import type { JournalEntry } from '../controls/control-client';

import {
  distinct,
  EMPTY_FILTER,
  matches,
  type JournalFilter,
  type StatusFilter,
} from './journal-filter';
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

const Details = ({ entry }: { entry: JournalEntry }) => (
  <div className={styles.details} aria-label="request details">
    <h3>
      {entry.method} {entry.path} → {entry.status ?? 'no reply'}
    </h3>
    {entry.fault && (
      <p className={styles.fault}>
        fault {entry.fault.kind} (rule {entry.fault.id})
        {entry.fault.droppedStatus ? `, dropped a ${entry.fault.droppedStatus} reply` : ''}
      </p>
    )}
    {entry.note && <p>{entry.note}</p>}
    <h4>params</h4>
    <pre>{JSON.stringify(entry.params, null, 2)}</pre>
    <h4>response ({entry.bodyBytes} bytes)</h4>
    <pre>{pretty(entry.body)}</pre>
  </div>
);

export const Timeline = () => {
  const { entries, isConnected, clear } = useJournal();
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
    <section className={styles.timeline} aria-label="request timeline">
      <div className={styles.bar}>
        <h2>Requests</h2>
        <span className={isConnected ? styles.live : styles.offline}>
          {isConnected ? 'live' : 'reconnecting'}
        </span>
        <select
          aria-label="filter frame"
          value={filter.frame}
          onChange={(e) => set({ frame: e.target.value })}
        >
          <option value="">all frames</option>
          {frames.map((f) => (
            <option key={f}>{f}</option>
          ))}
        </select>
        <select
          aria-label="filter user"
          value={filter.userId}
          onChange={(e) => set({ userId: e.target.value })}
        >
          <option value="">all users</option>
          {users.map((u) => (
            <option key={u} value={u}>
              user {u}
            </option>
          ))}
        </select>
        <input
          aria-label="filter endpoint"
          placeholder="endpoint contains…"
          value={filter.path}
          onChange={(e) => set({ path: e.target.value })}
        />
        <select
          aria-label="filter status"
          value={filter.status}
          onChange={(e) => set({ status: e.target.value as StatusFilter })}
        >
          {STATUSES.map((s) => (
            <option key={s}>{s}</option>
          ))}
        </select>
        <span className={styles.count}>
          {shown.length} / {entries.length}
        </span>
        <button type="button" onClick={clear}>
          clear
        </button>
      </div>
      <div className={styles.body}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th>time (Beijing)</th>
              <th>frame</th>
              <th>user</th>
              <th>method</th>
              <th>endpoint</th>
              <th>status</th>
              <th>ms</th>
              <th>fault</th>
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
              </tr>
            ))}
          </tbody>
        </table>
        {open && <Details entry={open} />}
      </div>
    </section>
  );
};

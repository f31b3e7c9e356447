// Asks a matrix cell's app which texts overflow, once the app has had time to render, and retries
// while the app is still starting (no answer yet). After the first answer it asks twice more, later:
// a page first answers from its skeleton, and the texts that overflow arrive with its data.
import { useCallback, useEffect, useRef, useState } from 'react';

import {
  overflowRequest,
  readOverflowReport,
  type OverflowItem,
} from '../../../src/electron/shared/frame-protocol';

export type CheckState =
  { kind: 'waiting' } | { kind: 'done'; items: OverflowItem[] } | { kind: 'no-answer' };

const FIRST_DELAY_MS = 2500;
const RETRY_MS = 2000;
const TRIES = 5;
/** Re-checks after the first answer, ms after it (the badge keeps the latest answer). */
const SETTLE_MS = [4000, 10000];

export const useOverflowCheck = (origin: string, nonce: number) => {
  const [state, setState] = useState<CheckState>({ kind: 'waiting' });
  const frameRef = useRef<HTMLIFrameElement | null>(null);
  const timers = useRef<number[]>([]);
  const requestId = useRef('');

  const stop = () => {
    for (const t of timers.current) clearTimeout(t);
    timers.current = [];
  };

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const frame = frameRef.current;
      if (event.origin !== origin || !frame || event.source !== frame.contentWindow) return;
      const report = readOverflowReport(event.data);
      if (!report || report.id !== requestId.current) return;
      const isSettleCheck = report.id.includes('-settle');
      // The first answer ends the start-up retries; the settle checks are already scheduled then.
      if (!isSettleCheck) stop();
      setState({ kind: 'done', items: report.items });
      if (isSettleCheck) return;
      SETTLE_MS.forEach((ms, i) => {
        const id = `${report.id}-settle${i}`;
        timers.current.push(
          window.setTimeout(() => {
            requestId.current = id;
            frame.contentWindow?.postMessage(overflowRequest(id), origin);
          }, ms),
        );
      });
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      stop();
    };
  }, [origin]);

  const check = useCallback(
    (frame: HTMLIFrameElement, delay = FIRST_DELAY_MS) => {
      frameRef.current = frame;
      stop();
      setState({ kind: 'waiting' });
      requestId.current = `${nonce}-${Date.now()}`;
      for (let i = 0; i < TRIES; i++) {
        timers.current.push(
          window.setTimeout(
            () => frame.contentWindow?.postMessage(overflowRequest(requestId.current), origin),
            delay + i * RETRY_MS,
          ),
        );
      }
      timers.current.push(
        window.setTimeout(() => setState({ kind: 'no-answer' }), delay + TRIES * RETRY_MS),
      );
    },
    [origin, nonce],
  );

  return { state, check, frameRef };
};

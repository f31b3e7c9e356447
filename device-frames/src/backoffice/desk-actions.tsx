// A desk card's action buttons: each reports what it did under the card's label ("Allot application
// #12"), and all of them stay disabled while one runs, so a double click sends one request.
import { useState } from 'react';

import type { ControlOutcome } from './control-call';
import type { DeskAct } from './use-desk';

export const useDeskActions = (act: DeskAct, label: string) => {
  const [isBusy, setBusy] = useState(false);
  const run = async (text: string, send: () => Promise<ControlOutcome>) => {
    setBusy(true);
    try {
      await act(`${text} ${label}`, send);
    } finally {
      setBusy(false);
    }
  };
  const button = (text: string, send: () => Promise<ControlOutcome>, className?: string) => (
    <button
      type="button"
      className={className}
      disabled={isBusy}
      onClick={() => void run(text, send)}
    >
      {text}
    </button>
  );
  return { isBusy, run, button };
};

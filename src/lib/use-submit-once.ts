// One submit per user intent (developers' guide: a double tap never sends twice): while a submit
// runs, further taps do nothing — even a tap whose form validation finishes after the first
// request came back — and after a success the form stays locked (the page is leaving).
import { useRef, useState } from 'react';

/** `action` answers true when it succeeded; a failure or a throw lets the user try again. */
export const useSubmitOnce = <A extends unknown[]>(action: (...args: A) => Promise<boolean>) => {
  const busy = useRef(false);
  const [pending, setPending] = useState(false);
  const submit = async (...args: A): Promise<void> => {
    if (busy.current) return;
    busy.current = true;
    setPending(true);
    let isDone = false;
    try {
      isDone = await action(...args);
    } finally {
      if (!isDone) busy.current = false;
      setPending(false);
    }
  };
  /** Unlocks after a success, for a new intent on the same screen (a second withdrawal). */
  const release = (): void => {
    busy.current = false;
  };
  return { submit, pending, release };
};

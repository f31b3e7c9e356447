// The harness follows the app (issue 23): a frame's app says what it shows — language, theme,
// route — when it starts and whenever the trader changes one inside it, and that frame's config
// takes it on, so its toolbar shows the truth. The frame is not reloaded (its address is fixed
// per load run, app-frame.tsx). Only a message from that frame's own origin and window counts.
import { useEffect } from 'react';

import { readFrameState } from '../../../src/electron/shared/frame-protocol';
import type { HarnessEndpoints } from '../../../src/electron/shared/harness-api';
import { useHarness } from '../harness-context';

import { frameName, frameOrigin } from './frame-url';
import { followFrame, type Layout } from './layout';

/** The frame id an origin belongs to (`http://f3.localhost:<app port>` → 3), else null. */
export const frameIdOfOrigin = (endpoints: HarnessEndpoints, origin: string): number | null => {
  const match = /^https?:\/\/f(\d{1,6})\.localhost:\d+$/.exec(origin);
  const id = match ? Number(match[1]) : NaN;
  return Number.isInteger(id) && frameOrigin(endpoints, id) === origin ? id : null;
};

/** The layout after one message: changed only by a valid state from a frame's own origin. */
export const followFrameMessage = (
  layout: Layout,
  endpoints: HarnessEndpoints,
  origin: string,
  data: unknown,
): Layout => {
  const id = frameIdOfOrigin(endpoints, origin);
  const state = readFrameState(data);
  if (id === null || !state) return layout;
  // A frame names itself as the harness named it; another name is not this frame's app.
  if (state.frame !== null && state.frame !== frameName(id)) return layout;
  return followFrame(layout, id, state);
};

const isFromFrame = (event: MessageEvent, id: number): boolean => {
  const iframe = document.querySelector<HTMLIFrameElement>(`iframe[data-frame="${frameName(id)}"]`);
  return iframe !== null && event.source === iframe.contentWindow;
};

/** Listens while the frames are shown. */
export const useFollowFrames = (): void => {
  const { endpoints, setLayout } = useHarness();
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const id = frameIdOfOrigin(endpoints, event.origin);
      if (id === null || !isFromFrame(event, id)) return;
      setLayout((layout) => followFrameMessage(layout, endpoints, event.origin, event.data));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [endpoints, setLayout]);
};

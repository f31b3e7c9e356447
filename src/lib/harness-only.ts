// The one rule for developer detail in the app (issue 23): endpoints, parameter names and raw
// values are shown only when the app runs inside a harness frame (an `f<N>.localhost` host, see
// harness-bridge). Outside a frame they are not rendered at all, not even collapsed: a trader
// gains nothing from `buyType 0`, and support no longer needs it on the trader's screen — a
// support bundle replayed in the harness shows the same confirmation with its technical details
// open, beside the request timeline. Every confirmation asks this function, never the host.
import { harnessFrame } from './harness-frame';

export const isHarnessFrame = (): boolean => harnessFrame !== null;

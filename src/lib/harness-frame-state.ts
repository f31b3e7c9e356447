// The frame's side of "the harness follows the app" (issue 23): what the app shows now —
// language, theme, hash route — posted to the embedding harness at start and on every change,
// never twice the same. Read from what the app mirrors on the page (`<html lang>`, `<html
// data-theme>`, the hash) because the store and i18n import the bridge: importing them back would
// run them before the harness parameters reach storage.
import { BCP47_BY_LANGUAGE, LANGUAGES, type Language } from '@/api/contracts/constants';
import {
  FRAME_STATE_ROUTE_MAX_LENGTH,
  frameStateMessage,
  type FrameTheme,
} from '@/electron/shared/frame-protocol';

/** The app's state as the page shows it: `<html lang>` (BCP-47), `<html data-theme>`, the hash. */
export interface Shown {
  lang: string | null;
  theme: string | null;
  hash: string;
}

interface ShownEnv {
  readShown: () => Shown;
  watchShown: (onChange: () => void) => void;
  reply: (message: unknown, targetOrigin: string) => void;
}

/** `red` or `black`, else null. */
export const readTheme = (value: string | null): FrameTheme | null =>
  value === 'red' || value === 'black' ? value : null;

const languageOfTag = (tag: string | null): Language | null =>
  LANGUAGES.find((code) => BCP47_BY_LANGUAGE[code] === tag) ?? null;

/** Posts the frame's state to its embedder (only there) at start and whenever it changes. */
export const reportShown = (env: ShownEnv, frame: string | null, parentOrigin: string) => {
  let last = '';
  const report = () => {
    const shown = env.readShown();
    const language = languageOfTag(shown.lang);
    const theme = readTheme(shown.theme);
    // Before the app has set both (while it starts) there is nothing true to say yet.
    if (!language || !theme) return;
    const route = shown.hash.replace(/^#/, '') || '/';
    if (!route.startsWith('/') || route.length > FRAME_STATE_ROUTE_MAX_LENGTH) return;
    const message = frameStateMessage({ frame, language, theme, route });
    const text = JSON.stringify(message);
    if (text === last) return;
    last = text;
    env.reply(message, parentOrigin);
  };
  env.watchShown(report);
  report();
};

// One sandboxed iframe showing the app from a frame's own origin. It remounts when the frame's
// run counter changes (a reload), so the same URL can be loaded again.
import type { HarnessEndpoints } from '../../../src/electron/shared/harness-api';
import type { FrameRun } from '../harness-context';

import { frameName, frameUrl } from './frame-url';
import styles from './frames.module.css';
import type { LanguageCode, ThemeName } from './layout';

interface AppFrameProps {
  id: number;
  endpoints: HarnessEndpoints;
  language: LanguageCode;
  theme: ThemeName;
  route: string;
  /** Loads the app with every poll held (`hf_poll=held`). */
  arePollsHeld?: boolean;
  run: FrameRun | undefined;
  title: string;
  onLoad?: (frame: HTMLIFrameElement) => void;
}

export const AppFrame = ({
  id,
  endpoints,
  language,
  theme,
  route,
  arePollsHeld,
  run,
  title,
  onLoad,
}: AppFrameProps) => {
  const src = frameUrl(endpoints, {
    id,
    language,
    theme,
    route,
    token: run?.token,
    isColdStart: run?.isColdStart,
    arePollsHeld,
  });
  return (
    <iframe
      key={run?.nonce ?? 0}
      className={styles.iframe}
      src={src}
      title={title}
      name={frameName(id)}
      data-frame={frameName(id)}
      sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
      onLoad={(e) => onLoad?.(e.currentTarget)}
    />
  );
};

// One sandboxed iframe showing the app from a frame's own origin. It remounts when the frame's
// run counter changes (a reload), so the same URL can be loaded again. Its address is fixed when a
// run starts: the config changing later (the app reporting a new language, theme or route, issue
// 23) never reloads it; a change made in the harness reloads through `reload()`, a new run.
import { useState } from 'react';

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
  const nonce = run?.nonce ?? 0;
  const address = frameUrl(endpoints, {
    id,
    language,
    theme,
    route,
    token: run?.token,
    isColdStart: run?.isColdStart,
    arePollsHeld,
  });
  return <RunFrame key={nonce} id={id} address={address} title={title} onLoad={onLoad} />;
};

interface RunFrameProps {
  id: number;
  /** Read once, when the run starts. */
  address: string;
  title: string;
  onLoad?: (frame: HTMLIFrameElement) => void;
}

const RunFrame = ({ id, address, title, onLoad }: RunFrameProps) => {
  const [src] = useState(address);
  return (
    <iframe
      className={styles.iframe}
      src={src}
      title={title}
      name={frameName(id)}
      data-frame={frameName(id)}
      // Downloads: the app's own saves (a support bundle) reach the harness user as files.
      sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-downloads"
      onLoad={(e) => onLoad?.(e.currentTarget)}
    />
  );
};

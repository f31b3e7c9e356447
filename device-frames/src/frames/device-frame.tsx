// A frame in the grid: its toolbar (device, rotation, identity, route, actions) above the drawn
// device with the app inside.
import { deviceById, screenOf } from '../catalogue/devices';
import { useHarness } from '../harness-context';
import { useTexts } from '../i18n/harness-language';
import { useShot } from '../shots/capture';

import { AppFrame } from './app-frame';
import { Bezel } from './bezel';
import { outerSize } from './fit';
import { FRAME_TEXTS } from './frame-texts';
import { frameName } from './frame-url';
import { FrameToolbar } from './frame-toolbar';
import styles from './frames.module.css';
import type { FrameConfig } from './layout';

interface DeviceFrameProps {
  frame: FrameConfig;
  /** The zoom this frame is drawn at now (its own, or what fitting gives). */
  zoom: number;
}

export const DeviceFrame = ({ frame, zoom }: DeviceFrameProps) => {
  const { endpoints, runs } = useHarness();
  const t = useTexts(FRAME_TEXTS);
  const shoot = useShot();
  const device = deviceById(frame.deviceId);
  const screen = screenOf(device, frame.isLandscape);
  const outer = outerSize(screen, device.bezel, frame.isLandscape);
  const name = frameName(frame.id);
  return (
    <section className={styles.frame} aria-label={t.frame(name)} data-testid={`frame-${name}`}>
      <FrameToolbar
        frame={frame}
        zoom={zoom}
        onShot={() => void shoot(`[data-shot="${name}"]`, name)}
      />
      <p className={styles.caption} title={device.userAgent}>
        {name}.localhost · {device.name} · {screen.width}×{screen.height} @{device.dpr}x
      </p>
      <div
        className={styles.stage}
        style={{ width: outer.width * zoom, height: outer.height * zoom }}
      >
        <div
          className={styles.scaler}
          style={{ width: outer.width, height: outer.height, transform: `scale(${zoom})` }}
          data-shot={name}
        >
          <Bezel device={device} screen={screen}>
            <AppFrame
              id={frame.id}
              endpoints={endpoints}
              language={frame.language}
              theme={frame.theme}
              route={frame.route}
              arePollsHeld={frame.arePollsHeld}
              run={runs[frame.id]}
              title={t.appInFrame(name)}
            />
          </Bezel>
        </div>
      </div>
    </section>
  );
};

// The drawn phone around a frame's screen: body, screen corners, the cut-out (notch, island,
// punch hole), the status bar and home bar in the safe areas. The app's iframe fills the part of
// the screen inside the safe areas, because env(safe-area-inset-*) is 0 inside an iframe.
import type { ReactNode } from 'react';

import type { DevicePreset, Screen } from '../catalogue/devices';

import { bezelPadding } from './fit';
import styles from './frames.module.css';

interface BezelProps {
  device: DevicePreset;
  screen: Screen;
  children: ReactNode;
}

export const Bezel = ({ device, screen, children }: BezelProps) => {
  const { safeArea: s, isLandscape } = screen;
  const cutout = isLandscape ? `${styles[device.bezel]} ${styles.sideways}` : styles[device.bezel];
  return (
    <div
      className={styles.body}
      style={{ padding: bezelPadding(device.bezel, isLandscape), borderRadius: device.radius + 10 }}
    >
      <div
        className={styles.screen}
        style={{ width: screen.width, height: screen.height, borderRadius: device.radius }}
      >
        <div className={styles.statusBar} style={{ height: s.top }} aria-hidden="true" />
        <div className={cutout} aria-hidden="true" />
        <div
          className={styles.viewport}
          style={{
            top: s.top,
            left: s.left,
            width: screen.width - s.left - s.right,
            height: screen.height - s.top - s.bottom,
          }}
        >
          {children}
        </div>
        {s.bottom > 0 && (
          <div className={styles.homeArea} style={{ height: s.bottom }} aria-hidden="true">
            <span className={styles.homeBar} />
          </div>
        )}
      </div>
      {device.bezel === 'home-button' && (
        <span
          className={isLandscape ? `${styles.homeButton} ${styles.sideways}` : styles.homeButton}
          aria-hidden="true"
        />
      )}
    </div>
  );
};

// The frames side by side, with the bar that adds frames, zooms and captures them all.
import { useRef } from 'react';

import { deviceById, screenOf } from '../catalogue/devices';
import { useHarness } from '../harness-context';
import { useShot } from '../shots/capture';

import { DeviceFrame } from './device-frame';
import { fitZoom, outerSize } from './fit';
import styles from './frames.module.css';
import { addFrame, MAX_FRAMES, ZOOMS, type Zoom } from './layout';
import { useElementSize } from './use-element-size';

const GAP = 16;
/** Room the toolbar and caption above each device take. */
const CHROME_HEIGHT = 120;

export const FrameGrid = () => {
  const { layout, setLayout } = useHarness();
  const shoot = useShot();
  const areaRef = useRef<HTMLDivElement>(null);
  const area = useElementSize(areaRef);
  const outers = layout.frames.map((f) => {
    const device = deviceById(f.deviceId);
    return outerSize(screenOf(device, f.isLandscape), device.bezel, f.isLandscape);
  });
  const zoom =
    layout.zoom === 'fit'
      ? fitZoom(outers, { width: area.width, height: area.height - CHROME_HEIGHT }, GAP)
      : layout.zoom;

  return (
    <div className={styles.grid}>
      <div className={styles.gridBar}>
        <button
          type="button"
          disabled={layout.frames.length >= MAX_FRAMES}
          onClick={() => setLayout((l) => addFrame(l))}
        >
          add frame
        </button>
        <label>
          <span>zoom</span>
          <select
            value={String(layout.zoom)}
            onChange={(e) => {
              const value = e.target.value;
              const next: Zoom = value === 'fit' ? 'fit' : Number(value);
              setLayout((l) => ({ ...l, zoom: next }));
            }}
          >
            <option value="fit">fit to window ({Math.round(zoom * 100)}%)</option>
            {ZOOMS.map((z) => (
              <option key={z} value={String(z)}>
                {Math.round(z * 100)}%
              </option>
            ))}
          </select>
        </label>
        <button type="button" onClick={() => void shoot('[data-shot="frames"]', 'all-frames')}>
          shot all frames
        </button>
      </div>
      <div className={styles.frames} ref={areaRef} data-shot="frames">
        {layout.frames.length === 0 && <p className={styles.empty}>No frames: add one.</p>}
        {layout.frames.map((f) => (
          <DeviceFrame key={f.id} frame={f} zoom={zoom} />
        ))}
      </div>
    </div>
  );
};

// The frames side by side, with the bar that adds frames, zooms them all and captures them all.
// Each frame has its own zoom (its toolbar); frames that fit share the room the others leave.
import { useRef } from 'react';

import { deviceById, screenOf } from '../catalogue/devices';
import { useHarness } from '../harness-context';
import { useTexts } from '../i18n/harness-language';
import { useShot } from '../shots/capture';

import { DeviceFrame } from './device-frame';
import { fitZoom, outerSize, rowZooms } from './fit';
import { useFollowFrames } from './follow-frames';
import { FRAME_TEXTS } from './frame-texts';
import styles from './frames.module.css';
import { addFrame, MAX_FRAMES, zoomAll } from './layout';
import { useElementSize } from './use-element-size';
import { ZoomSelect } from './zoom-select';

const GAP = 16;
/** Room the toolbar and caption above each device take. */
const CHROME_HEIGHT = 120;

export const FrameGrid = () => {
  const { layout, setLayout } = useHarness();
  const t = useTexts(FRAME_TEXTS);
  const shoot = useShot();
  useFollowFrames();
  const areaRef = useRef<HTMLDivElement>(null);
  const area = useElementSize(areaRef);
  const room = { width: area.width, height: area.height - CHROME_HEIGHT };
  const outers = layout.frames.map((f) => {
    const device = deviceById(f.deviceId);
    return outerSize(screenOf(device, f.isLandscape), device.bezel, f.isLandscape);
  });
  const zooms = rowZooms(
    layout.frames.map((f, i) => ({ outer: outers[i] ?? { width: 0, height: 0 }, zoom: f.zoom })),
    room,
    GAP,
  );

  return (
    <div className={styles.grid}>
      <div className={styles.gridBar}>
        <button
          type="button"
          disabled={layout.frames.length >= MAX_FRAMES}
          onClick={() => setLayout((l) => addFrame(l))}
        >
          {t.addFrame}
        </button>
        <ZoomSelect
          value={layout.zoom}
          isAll
          fitZoom={fitZoom(outers, room, GAP)}
          onChange={(zoom) => setLayout((l) => zoomAll(l, zoom))}
        />
        <button type="button" onClick={() => void shoot('[data-shot="frames"]', 'all-frames')}>
          {t.shotAll}
        </button>
      </div>
      <div className={styles.frames} ref={areaRef} data-shot="frames">
        {layout.frames.length === 0 && <p className={styles.empty}>{t.noFrames}</p>}
        {layout.frames.map((f, i) => (
          <DeviceFrame key={f.id} frame={f} zoom={zooms[i] ?? 1} />
        ))}
      </div>
    </div>
  );
};

// A zoom choice: fit (showing what fitting gives now) or a fixed size. The grid bar's sets every
// frame; each frame's toolbar has its own (issue 23).
import { useTexts } from '../i18n/harness-language';

import { FRAME_TEXTS } from './frame-texts';
import { ZOOMS, type Zoom } from './layout';

interface ZoomSelectProps {
  value: Zoom;
  /** The zoom that fitting gives now, shown beside "fit". */
  fitZoom: number;
  /** The grid bar's: it sets every frame. */
  isAll?: boolean;
  onChange: (zoom: Zoom) => void;
}

export const ZoomSelect = ({ value, fitZoom, isAll = false, onChange }: ZoomSelectProps) => {
  const t = useTexts(FRAME_TEXTS);
  const percent = Math.round(fitZoom * 100);
  return (
    <label>
      <span>{isAll ? t.zoomAll : t.zoom}</span>
      <select
        value={String(value)}
        onChange={(e) => onChange(e.target.value === 'fit' ? 'fit' : Number(e.target.value))}
      >
        <option value="fit">{isAll ? t.fit(percent) : t.fitShort(percent)}</option>
        {ZOOMS.map((z) => (
          <option key={z} value={String(z)}>
            {Math.round(z * 100)}%
          </option>
        ))}
      </select>
    </label>
  );
};

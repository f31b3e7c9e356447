// The tile a photo is picked and uploaded with (KYC ID photos, deposit transfer proofs): the
// preview or a hint, the progress over it, 'tap to replace' once filled, 'retry' after a failed
// upload (when the form offers it) and the message under it. Each form brings its own texts.
import { PictureOutline } from 'antd-mobile-icons';

import styles from './image-upload-tile.module.css';
import { useImageUpload, type UploadPhoto } from './use-image-upload';

export interface ImageUploadTexts {
  /** The field's name: the input's accessible name and its visible label. */
  label: string;
  /** Shown in the empty tile. */
  hint: string;
  previewAlt: string;
  processing: string;
  uploading: (percent: number) => string;
  replace: string;
  unreadable: string;
  failed: string;
  /** When given, a failed upload offers to send the same photo again. */
  retry?: string;
}

export interface ImageUploadTileProps {
  id: string;
  /** 'square': a 150 px square under its label; 'id-card': card-shaped, as wide as its column,
   * the label under it. */
  layout: 'square' | 'id-card';
  texts: ImageUploadTexts;
  /** Stored URL of the current photo, '' when none. */
  url: string;
  upload: UploadPhoto;
  onUploaded: (url: string) => void;
  onBusyChange: (isBusy: boolean) => void;
  /** The form's message (e.g. "please upload"), shown when the tile has none of its own. */
  formError?: string;
  testId?: string;
}

export function ImageUploadTile({
  id,
  layout,
  texts,
  url,
  upload,
  onUploaded,
  onBusyChange,
  formError,
  testId,
}: ImageUploadTileProps) {
  const { phase, error, preview, pick, retry } = useImageUpload({
    upload,
    onUploaded,
    onBusyChange,
    unreadableText: texts.unreadable,
    failedText: texts.failed,
  });
  const shown = preview || url;
  const message = error || formError || '';
  const errorId = `${id}-error`;
  const isIdle = phase.kind === 'idle';
  const labelBelow = layout === 'id-card';
  return (
    <div className={styles.field} data-layout={layout}>
      {!labelBelow && <span className={styles.label}>{texts.label}</span>}
      <input
        id={id}
        className={styles.fileInput}
        type="file"
        accept="image/*"
        aria-label={texts.label}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? errorId : undefined}
        disabled={!isIdle}
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          e.currentTarget.value = '';
          void pick(file);
        }}
      />
      <label
        htmlFor={id}
        className={styles.tile}
        data-state={shown ? 'filled' : 'empty'}
        data-invalid={message ? 'true' : undefined}
        data-testid={testId}
      >
        {shown ? (
          <img className={styles.preview} src={shown} alt={texts.previewAlt} />
        ) : (
          <span className={styles.placeholder}>
            <PictureOutline fontSize={30} aria-hidden />
            <span>{texts.hint}</span>
          </span>
        )}
        {!isIdle && (
          <span className={styles.progress} role="status">
            <span>
              {phase.kind === 'processing' ? texts.processing : texts.uploading(phase.percent)}
            </span>
            <progress
              className={styles.bar}
              max={100}
              value={phase.kind === 'uploading' ? phase.percent : undefined}
            />
          </span>
        )}
      </label>
      <span className={styles.caption}>
        {labelBelow && texts.label}
        {shown && isIdle && (
          <span className={styles.note}>
            {labelBelow && ' · '}
            {texts.replace}
          </span>
        )}
        {retry && texts.retry && isIdle && (
          <button type="button" className={styles.retry} onClick={retry}>
            {texts.retry}
          </button>
        )}
      </span>
      {message && (
        <span id={errorId} className={styles.error} role="alert">
          {message}
        </span>
      )}
    </div>
  );
}

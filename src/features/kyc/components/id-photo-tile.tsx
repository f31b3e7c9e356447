// One ID photo: pick (camera or gallery) → checked → re-encoded on the device → uploaded with
// progress. A failure shows its reason under the tile and keeps whatever was there before.
import { ProgressBar } from 'antd-mobile';
import { PictureOutline } from 'antd-mobile-icons';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { validateImage } from '@/api/contracts/validation';
import { isApiError } from '@/lib/api/api-error';
import { localizeServerMessage } from '@/lib/api/limit-message';

import { uploadIdPhoto } from '../api/kyc-api';
import { reencodeImage } from '@/lib/reencode-image';

import styles from './kyc-verification.module.css';

export interface IdPhotoTileProps {
  id: string;
  label: string;
  hint: string;
  /** Stored URL of the current photo, '' when none. */
  url: string;
  onUploaded: (url: string) => void;
  /** Tells the form whether an upload is running. */
  onBusyChange: (isBusy: boolean) => void;
  /** A message from the form (e.g. "please upload"), shown when the tile has none of its own. */
  formError?: string;
}

type Phase = { kind: 'idle' } | { kind: 'processing' } | { kind: 'uploading'; percent: number };

export function IdPhotoTile({
  id,
  label,
  hint,
  url,
  onUploaded,
  onBusyChange,
  formError,
}: IdPhotoTileProps) {
  const { t } = useTranslation(['kyc', 'validation', 'common']);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [error, setError] = useState('');
  const [preview, setPreview] = useState('');
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    const checked = validateImage(file);
    if (!checked.ok) {
      setError(t(checked.error, checked.params));
      return;
    }
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setError('');
    onBusyChange(true);
    setPhase({ kind: 'processing' });
    try {
      let photo: Blob;
      try {
        photo = await reencodeImage(file);
      } catch {
        setError(t('kyc:form.unreadable'));
        return;
      }
      setPhase({ kind: 'uploading', percent: 0 });
      const stored = await uploadIdPhoto(
        photo,
        (percent) => setPhase({ kind: 'uploading', percent }),
        controller.signal,
      );
      if (controller.signal.aborted) return;
      setPreview(URL.createObjectURL(photo));
      onUploaded(stored);
    } catch (e) {
      if (controller.signal.aborted) return;
      if (isApiError(e)) {
        setError(
          e.kind === 'business' && e.serverMessage
            ? localizeServerMessage(e.serverMessage)
            : e.messageKey
              ? t(`common:${e.messageKey}`)
              : t('kyc:form.uploadFailed'),
        );
      } else {
        setError(t('kyc:form.uploadFailed'));
      }
    } finally {
      if (abort.current === controller) {
        setPhase({ kind: 'idle' });
        onBusyChange(false);
      }
    }
  };

  const shown = preview || url;
  const message = error || formError || '';
  const errorId = `${id}-error`;
  return (
    <div className={styles.photo}>
      <input
        id={id}
        className={styles.fileInput}
        type="file"
        accept="image/*"
        aria-label={label}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? errorId : undefined}
        disabled={phase.kind !== 'idle'}
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
      >
        {shown ? (
          <img className={styles.preview} src={shown} alt={label} />
        ) : (
          <span className={styles.placeholder}>
            <PictureOutline fontSize={30} aria-hidden />
            <span>{hint}</span>
          </span>
        )}
        {phase.kind !== 'idle' && (
          <span className={styles.progress} role="status">
            <span>
              {phase.kind === 'processing'
                ? t('kyc:form.processing')
                : t('kyc:form.uploading', { percent: phase.percent })}
            </span>
            <ProgressBar
              percent={phase.kind === 'uploading' ? phase.percent : 5}
              style={{ '--track-width': '4px' }}
            />
          </span>
        )}
      </label>
      <span className={styles.photoLabel}>
        {label}
        {shown && phase.kind === 'idle' && (
          <span className={styles.photoNote}> · {t('kyc:form.replace')}</span>
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

// The transfer proof (screens §9.1 /recharge): pick a photo → checked → re-encoded on the device
// → uploaded with progress through the shared upload flow, with a preview. A failed upload keeps
// the photo and offers 'retry'; the previous proof (if any) stays until a new one is stored. The
// checking, re-encoding and upload code loads on the first pick.
import { PictureOutline } from 'antd-mobile-icons';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { isApiError } from '@/lib/api/api-error';
import { localizeServerMessage } from '@/lib/api/limit-message';
import { showToast } from '@/lib/load-overlays';

import styles from './proof-upload.module.css';

export interface ProofUploadProps {
  id: string;
  /** Stored URL of the current proof, '' when none. */
  url: string;
  onUploaded: (url: string) => void;
  onBusyChange: (isBusy: boolean) => void;
  /** The form's message (e.g. "please upload"), shown when the tile has none of its own. */
  formError?: string;
}

type Phase = { kind: 'idle' } | { kind: 'processing' } | { kind: 'uploading'; percent: number };

export function ProofUpload({ id, url, onUploaded, onBusyChange, formError }: ProofUploadProps) {
  const { t } = useTranslation(['money', 'validation', 'common']);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [error, setError] = useState('');
  const [preview, setPreview] = useState('');
  // The re-encoded photo whose upload failed: 'retry' sends it again without a new pick.
  const [failed, setFailed] = useState<Blob | null>(null);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const send = async (photo: Blob) => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setError('');
    setFailed(null);
    onBusyChange(true);
    setPhase({ kind: 'uploading', percent: 0 });
    try {
      const { uploadImage } = await import('@/lib/upload-image');
      const stored = await uploadImage(
        photo,
        'transfer-proof.jpg',
        (percent) => setPhase({ kind: 'uploading', percent }),
        controller.signal,
      );
      if (controller.signal.aborted) return;
      setPreview(URL.createObjectURL(photo));
      onUploaded(stored);
      showToast({ content: t('money:deposit.proof.uploaded'), icon: 'success' });
    } catch (e) {
      if (controller.signal.aborted) return;
      setFailed(photo);
      setError(
        isApiError(e) && e.kind === 'business' && e.serverMessage
          ? localizeServerMessage(e.serverMessage)
          : t('money:deposit.proof.failed'),
      );
    } finally {
      if (abort.current === controller) {
        setPhase({ kind: 'idle' });
        onBusyChange(false);
      }
    }
  };

  const pick = async (file: File | undefined) => {
    if (!file) return;
    let tools;
    try {
      tools = await Promise.all([
        import('@/api/contracts/validation'),
        import('@/lib/reencode-image'),
      ]);
    } catch {
      setError(t('money:deposit.proof.failed'));
      return;
    }
    const [{ validateImage }, { reencodeImage }] = tools;
    const checked = validateImage(file);
    if (!checked.ok) {
      setError(t(checked.error, checked.params));
      return;
    }
    setPhase({ kind: 'processing' });
    let photo: Blob;
    try {
      photo = await reencodeImage(file);
    } catch {
      setPhase({ kind: 'idle' });
      setError(t('money:deposit.proof.unreadable'));
      return;
    }
    await send(photo);
  };

  const shown = preview || url;
  const message = error || formError || '';
  const errorId = `${id}-error`;
  const isIdle = phase.kind === 'idle';
  return (
    <div className={styles.field}>
      <span className={styles.label}>{t('money:deposit.form.proof')}</span>
      <input
        id={id}
        className={styles.fileInput}
        type="file"
        accept="image/*"
        aria-label={t('money:deposit.form.proof')}
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
        data-testid="proof-tile"
      >
        {shown ? (
          <img className={styles.preview} src={shown} alt={t('money:deposit.proof.previewAlt')} />
        ) : (
          <span className={styles.placeholder}>
            <PictureOutline fontSize={30} aria-hidden />
            <span>{t('money:deposit.form.proofHint')}</span>
          </span>
        )}
        {!isIdle && (
          <span className={styles.progress} role="status">
            <span>
              {phase.kind === 'processing'
                ? t('money:deposit.proof.processing')
                : t('money:deposit.proof.uploading', { percent: phase.percent })}
            </span>
            <progress
              className={styles.bar}
              max={100}
              value={phase.kind === 'uploading' ? phase.percent : undefined}
            />
          </span>
        )}
      </label>
      <span className={styles.actions}>
        {shown && isIdle && <span>{t('money:deposit.proof.replace')}</span>}
        {failed && isIdle && (
          <button type="button" className={styles.retry} onClick={() => void send(failed)}>
            {t('money:deposit.proof.retry')}
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

// One photo the app sends (ID photos, deposit transfer proofs): pick → checked → re-encoded on the
// device → uploaded with progress. A failed upload keeps the re-encoded photo so it can be sent
// again without a new pick; whatever was stored before stays until a new one is. The checking and
// re-encoding code loads on the first pick, so a page showing the tile does not carry it.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { isApiError } from '@/lib/api/api-error';
import { localizeServerMessage } from '@/lib/api/server-message';

/** Sends the photo, reporting 0–100, and answers the stored URL (rejects with an ApiError). */
export type UploadPhoto = (
  photo: Blob,
  onProgress: (percent: number) => void,
  signal: AbortSignal,
) => Promise<string>;

export type UploadPhase =
  { kind: 'idle' } | { kind: 'processing' } | { kind: 'uploading'; percent: number };

export interface ImageUploadOptions {
  upload: UploadPhoto;
  onUploaded: (url: string) => void;
  /** Tells the form whether a photo is being prepared or sent. */
  onBusyChange: (isBusy: boolean) => void;
  /** The picture cannot be decoded. */
  unreadableText: string;
  /** The upload failed and neither the server nor the kind of failure says why. */
  failedText: string;
}

type Source = { file: File; reencode: (file: File) => Promise<Blob> } | { photo: Blob };

const loadTools = () =>
  Promise.all([import('@/api/contracts/validation'), import('@/lib/reencode-image')]);

export function useImageUpload({
  upload,
  onUploaded,
  onBusyChange,
  unreadableText,
  failedText,
}: ImageUploadOptions) {
  const { t } = useTranslation(['validation', 'common']);
  const [phase, setPhase] = useState<UploadPhase>({ kind: 'idle' });
  const [error, setError] = useState('');
  const [preview, setPreview] = useState('');
  // The re-encoded photo whose upload failed: 'retry' sends it again.
  const [failed, setFailed] = useState<Blob | null>(null);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const explain = (e: unknown): string => {
    if (!isApiError(e)) return failedText;
    if (e.kind === 'business' && e.serverMessage) return localizeServerMessage(e.serverMessage);
    return e.messageKey ? t(`common:${e.messageKey}`) : failedText;
  };

  const send = async (source: Source) => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    const { signal } = controller;
    setError('');
    setFailed(null);
    onBusyChange(true);
    try {
      let photo: Blob;
      if ('photo' in source) {
        photo = source.photo;
      } else {
        setPhase({ kind: 'processing' });
        try {
          photo = await source.reencode(source.file);
        } catch {
          if (!signal.aborted) setError(unreadableText);
          return;
        }
        if (signal.aborted) return;
      }
      setPhase({ kind: 'uploading', percent: 0 });
      try {
        const stored = await upload(
          photo,
          (percent) => setPhase({ kind: 'uploading', percent }),
          signal,
        );
        if (signal.aborted) return;
        setPreview(URL.createObjectURL(photo));
        onUploaded(stored);
      } catch (e) {
        if (signal.aborted) return;
        setFailed(photo);
        setError(explain(e));
      }
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
      tools = await loadTools();
    } catch {
      setError(failedText);
      return;
    }
    const [{ validateImage }, { reencodeImage }] = tools;
    const checked = validateImage(file);
    if (!checked.ok) {
      setError(t(checked.error, checked.params));
      return;
    }
    await send({ file, reencode: reencodeImage });
  };

  const retry = failed ? () => void send({ photo: failed }) : undefined;
  return { phase, error, preview, pick, retry };
}

// The transfer proof (screens §9.1 /recharge) on the shared photo tile: a preview, 'retry' after a
// failed upload, a toast once stored. The upload code loads on the first pick, like the checking
// and re-encoding the tile loads.
import { useTranslation } from 'react-i18next';

import { ImageUploadTile, type ImageUploadTileProps } from '@/components/image-upload-tile';
import type { UploadPhoto } from '@/components/use-image-upload';
import { showToast } from '@/lib/load-overlays';

export type ProofUploadProps = Pick<
  ImageUploadTileProps,
  'id' | 'url' | 'onUploaded' | 'onBusyChange' | 'formError'
>;

const uploadProof: UploadPhoto = async (photo, onProgress, signal) => {
  const { uploadImage } = await import('@/lib/upload-image');
  return uploadImage(photo, 'transfer-proof.jpg', onProgress, signal);
};

export function ProofUpload({ onUploaded, ...tile }: ProofUploadProps) {
  const { t } = useTranslation('money');
  return (
    <ImageUploadTile
      {...tile}
      layout="square"
      testId="proof-tile"
      upload={uploadProof}
      onUploaded={(url) => {
        onUploaded(url);
        showToast({ content: t('deposit.proof.uploaded'), icon: 'success' });
      }}
      texts={{
        label: t('deposit.form.proof'),
        hint: t('deposit.form.proofHint'),
        previewAlt: t('deposit.proof.previewAlt'),
        processing: t('deposit.proof.processing'),
        uploading: (percent) => t('deposit.proof.uploading', { percent }),
        replace: t('deposit.proof.replace'),
        unreadable: t('deposit.proof.unreadable'),
        failed: t('deposit.proof.failed'),
        retry: t('deposit.proof.retry'),
      }}
    />
  );
}

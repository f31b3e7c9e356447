// One ID photo (camera or gallery) on the shared photo tile, shaped like the card, its label under
// it. A failure shows its reason under the tile and keeps whatever was there before.
import { useTranslation } from 'react-i18next';

import { ImageUploadTile, type ImageUploadTileProps } from '@/components/image-upload-tile';

import { uploadIdPhoto } from '../api/kyc-api';

/** What the form passes; the tile's texts are made from the side's label and hint. */
export type IdPhotoTileProps = Pick<
  ImageUploadTileProps,
  'id' | 'url' | 'onUploaded' | 'onBusyChange' | 'formError'
> & { label: string; hint: string };

export function IdPhotoTile({ label, hint, ...tile }: IdPhotoTileProps) {
  const { t } = useTranslation('kyc');
  return (
    <ImageUploadTile
      {...tile}
      layout="id-card"
      upload={uploadIdPhoto}
      texts={{
        label,
        hint,
        previewAlt: label,
        processing: t('form.processing'),
        uploading: (percent) => t('form.uploading', { percent }),
        replace: t('form.replace'),
        unreadable: t('form.unreadable'),
        failed: t('form.uploadFailed'),
      }}
    />
  );
}

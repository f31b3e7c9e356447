// Photos (ID photos, transfer proofs) are re-encoded on the device before upload: decoded, scaled to at most 2000 px on the
// longest side and written as a new JPEG. The new file carries no EXIF block, so the camera's
// location and device data never leave the phone, and a 12 MP photo shrinks to a few hundred KB.
export const MAX_PHOTO_SIDE = 2000;
export const PHOTO_QUALITY = 0.85;

/** Target size: the longest side at most `max`, proportions kept, never upscaled. */
export const fitWithin = (
  width: number,
  height: number,
  max: number = MAX_PHOTO_SIDE,
): { width: number; height: number } => {
  const scale = Math.min(1, max / Math.max(width, height, 1));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
};

/** Decodes `file` (EXIF orientation applied) and encodes it again as JPEG. Rejects when unreadable. */
export const reencodeImage = async (file: Blob): Promise<Blob> => {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const { width, height } = fitWithin(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('canvas 2d context unavailable');
    // JPEG has no transparency: transparent pixels of a PNG would turn black without this.
    context.fillStyle = 'white';
    context.fillRect(0, 0, width, height);
    context.drawImage(bitmap, 0, 0, width, height);
    return await new Promise<Blob>((resolve, reject) => {
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('JPEG encoding failed'))),
        'image/jpeg',
        PHOTO_QUALITY,
      );
    });
  } finally {
    bitmap.close();
  }
};

// Real-name verification calls: the ID photo upload (multipart `upload_file` to /user/upload.do,
// with progress) and the submission (/user/auth.do, api-contract §13.3).
import { authRealName } from '@/api/contracts/endpoints/money';
import { request } from '@/lib/api-client';
import { uploadImage } from '@/lib/upload-image';

/** Uploads one (already re-encoded) photo and answers its stored URL. `onProgress` gets 0–100. */
export const uploadIdPhoto = (
  photo: Blob,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<string> => uploadImage(photo, 'id-photo.jpg', onProgress, signal);

export interface KycSubmission {
  realName: string;
  idCard: string;
  img1key: string;
  img2key: string;
}

/** One request however often the button is tapped while it runs. */
export const submitKyc = (form: KycSubmission) =>
  request(authRealName, { ...form, img3key: '' }, { intentKey: 'kyc.submit', alert: 'all' });

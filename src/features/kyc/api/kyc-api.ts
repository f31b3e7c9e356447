// Real-name verification calls: the ID photo upload (multipart `upload_file` to /user/upload.do,
// with progress) and the submission (/user/auth.do, api-contract §13.3).
import { AxiosError } from 'axios';

import { authRealName } from '@/api/contracts/endpoints/money';
import { upload, UPLOAD_FIELD } from '@/api/contracts/endpoints/trading';
import { ApiError } from '@/lib/api/api-error';
import { normalizeReply } from '@/lib/api/normalize-reply';
import { http, request } from '@/lib/api-client';

/**
 * Uploads one (already re-encoded) photo and answers its stored URL. `onProgress` gets 0–100.
 * Multipart cannot go through `request` (form-encoded), so this uses the shared instance directly.
 */
export const uploadIdPhoto = async (
  photo: Blob,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<string> => {
  const form = new FormData();
  form.append(UPLOAD_FIELD, photo, 'id-photo.jpg');
  let res;
  try {
    res = await http.post<string>(upload.path, form, {
      signal,
      onUploadProgress: (e) => {
        if (e.total) onProgress(Math.min(100, Math.round((e.loaded * 100) / e.total)));
      },
    });
  } catch (e) {
    const isTimeout =
      e instanceof AxiosError &&
      (e.code === AxiosError.ECONNABORTED || e.code === AxiosError.ETIMEDOUT);
    throw new ApiError(isTimeout ? 'timeout' : 'network', upload.path);
  }
  return normalizeReply(upload, res.status, typeof res.data === 'string' ? res.data : '').data.url;
};

export interface KycSubmission {
  realName: string;
  idCard: string;
  img1key: string;
  img2key: string;
}

/** One request however often the button is tapped while it runs. */
export const submitKyc = (form: KycSubmission) =>
  request(authRealName, { ...form, img3key: '' }, { intentKey: 'kyc.submit', alert: 'all' });

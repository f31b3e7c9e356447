// The upload flow shared by every photo the app sends (KYC ID photos, deposit transfer proofs):
// one re-encoded image as multipart `upload_file` to /user/upload.do, with progress, answering the
// stored URL. Multipart cannot go through `request` (form-encoded), so this uses the shared
// instance directly and maps its failures to the one ApiError type.
import { AxiosError } from 'axios';

import { upload, UPLOAD_FIELD } from '@/api/contracts/endpoints/trading';
import { ApiError } from '@/lib/api/api-error';
import { normalizeReply } from '@/lib/api/normalize-reply';
import { http } from '@/lib/api-client';

/** Uploads `image` as `fileName`; `onProgress` gets 0–100. */
export const uploadImage = async (
  image: Blob,
  fileName: string,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<string> => {
  const form = new FormData();
  form.append(UPLOAD_FIELD, image, fileName);
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

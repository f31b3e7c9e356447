// Uploaded files (`/user/upload.do`, api-contract §10.7 / §13.3): kept in memory by key and served
// back at their URL, so the app can show what it uploaded.
import { randomUUID } from 'node:crypto';

export interface Upload {
  key: string;
  contentType: string;
  bytes: Buffer;
  userId: number | null;
  at: number;
}

export class UploadStore {
  private readonly files = new Map<string, Upload>();

  put(bytes: Buffer, contentType: string, userId: number | null, at: number): Upload {
    const ext = contentType === 'image/png' ? 'png' : contentType === 'image/webp' ? 'webp' : 'jpg';
    const key = `${randomUUID()}.${ext}`;
    const upload = { key, contentType, bytes, userId, at };
    this.files.set(key, upload);
    return upload;
  }

  get(key: string): Upload | undefined {
    return this.files.get(key);
  }

  clear(): void {
    this.files.clear();
  }
}

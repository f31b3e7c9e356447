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

/** What one user has stored (the quota of issue 17 counts this). */
export interface UploadUsage {
  files: number;
  bytes: number;
}

export class UploadStore {
  private readonly files = new Map<string, Upload>();
  private readonly byUser = new Map<number, UploadUsage>();
  private total = 0;

  put(bytes: Buffer, contentType: string, userId: number | null, at: number): Upload {
    const ext = contentType === 'image/png' ? 'png' : contentType === 'image/webp' ? 'webp' : 'jpg';
    const key = `${randomUUID()}.${ext}`;
    const upload = { key, contentType, bytes, userId, at };
    this.files.set(key, upload);
    this.total += bytes.length;
    if (userId !== null) {
      const used = this.usage(userId);
      this.byUser.set(userId, { files: used.files + 1, bytes: used.bytes + bytes.length });
    }
    return upload;
  }

  get(key: string): Upload | undefined {
    return this.files.get(key);
  }

  usage(userId: number): UploadUsage {
    return this.byUser.get(userId) ?? { files: 0, bytes: 0 };
  }

  /** Bytes of every upload together (they are all in memory). */
  get totalBytes(): number {
    return this.total;
  }

  clear(): void {
    this.files.clear();
    this.byUser.clear();
    this.total = 0;
  }
}

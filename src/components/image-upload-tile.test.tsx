// The photo tile as a user meets it: a wrong file is named and nothing is sent; a photo is shown
// once stored while the form knows an upload runs; an unreadable picture, a server refusal and a
// lost connection each say why; 'retry' (where offered) sends the same photo again.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';

import { ApiError } from '@/lib/api/api-error';
import { i18n, initI18n } from '@/lib/i18n';

import { ImageUploadTile, type ImageUploadTexts } from './image-upload-tile';
import type { UploadPhoto } from './use-image-upload';

// Decoding needs a real canvas: the test hands the picked file on, or refuses one named 'broken'.
vi.mock('@/lib/reencode-image', () => ({
  reencodeImage: (file: File) =>
    file.name.startsWith('broken') ? Promise.reject(new Error('decode')) : Promise.resolve(file),
}));

const TEXTS: ImageUploadTexts = {
  label: 'ID front',
  hint: 'Upload the photo side',
  previewAlt: 'ID front photo',
  processing: 'Preparing…',
  uploading: (percent) => `Uploading ${percent}%`,
  replace: 'tap to replace',
  unreadable: 'Cannot read this picture',
  failed: 'Upload failed',
};

const jpeg = (name = 'id.jpg') => new File(['jpeg'], name, { type: 'image/jpeg' });

const show = (extra: { retry?: string; upload?: Mock<UploadPhoto> } = {}) => {
  const upload =
    extra.upload ?? vi.fn<UploadPhoto>(() => Promise.resolve('http://api.test/upload/1.jpg'));
  const onUploaded = vi.fn();
  const onBusyChange = vi.fn();
  render(
    <ImageUploadTile
      id="photo"
      layout="id-card"
      texts={{ ...TEXTS, retry: extra.retry }}
      url=""
      upload={upload}
      onUploaded={onUploaded}
      onBusyChange={onBusyChange}
    />,
  );
  const pick = (file: File) =>
    fireEvent.change(screen.getByLabelText('ID front'), { target: { files: [file] } });
  return { upload, onUploaded, onBusyChange, pick };
};

const message = () => document.querySelector('#photo-error')?.textContent ?? '';

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces(['common', 'validation']);
});

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

describe('ImageUploadTile', () => {
  it('names a file that is not a picture and sends nothing', async () => {
    const { upload, pick } = show();
    pick(new File(['x'], 'notes.txt', { type: 'text/plain' }));
    await waitFor(() => expect(message()).toBe(i18n.t('validation:image.type')));
    expect(upload).not.toHaveBeenCalled();
    expect(screen.getByLabelText('ID front').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the stored photo and tells the form while the upload runs', async () => {
    const { upload, onUploaded, onBusyChange, pick } = show();
    pick(jpeg());
    await waitFor(() => expect(screen.getByRole('img', { name: 'ID front photo' })).toBeTruthy());
    expect(upload).toHaveBeenCalledTimes(1);
    expect(onUploaded).toHaveBeenCalledWith('http://api.test/upload/1.jpg');
    expect(onBusyChange.mock.calls).toEqual([[true], [false]]);
    expect(screen.getByText('· tap to replace', { exact: false })).toBeTruthy();
    expect(message()).toBe('');
  });

  it('says a picture cannot be read without uploading it', async () => {
    const { upload, pick } = show();
    pick(jpeg('broken.jpg'));
    await waitFor(() => expect(message()).toBe('Cannot read this picture'));
    expect(upload).not.toHaveBeenCalled();
  });

  it("shows the server's refusal and, where offered, retries the same photo", async () => {
    const upload = vi
      .fn<UploadPhoto>()
      .mockRejectedValueOnce(
        new ApiError('business', '/user/upload.do', { serverMessage: '上传文件失败' }),
      )
      .mockResolvedValueOnce('http://api.test/upload/2.jpg');
    const { onUploaded, pick } = show({ upload, retry: 'Retry upload' });
    pick(jpeg());
    await waitFor(() => expect(message()).toBe('上传文件失败'));
    expect(screen.queryByRole('img')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Retry upload' }));
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith('http://api.test/upload/2.jpg'));
    expect(upload.mock.calls[1]?.[0]).toBe(upload.mock.calls[0]?.[0]);
    expect(message()).toBe('');
    expect(screen.queryByRole('button', { name: 'Retry upload' })).toBeNull();
  });

  it('explains a lost connection, and offers no retry where the form has none', async () => {
    const upload = vi.fn<UploadPhoto>(() =>
      Promise.reject(new ApiError('network', '/user/upload.do')),
    );
    const { pick } = show({ upload });
    pick(jpeg());
    await waitFor(() => expect(message()).toBe(i18n.t('common:errors.network')));
    expect(screen.queryByRole('button')).toBeNull();
  });
});

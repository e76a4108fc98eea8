import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiBlob } from './apiClient';
import { ownerFile, saveOwnerFile, variantUrl } from './ownerFiles';

vi.mock('./apiClient', async (original) => ({
  ...(await original<typeof import('./apiClient')>()),
  apiBlob: vi.fn(async () => new Blob(['png'], { type: 'image/png' })),
}));

afterEach(() => {
  vi.mocked(apiBlob).mockClear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ownerFile', () => {
  it('asks for an instant result with the token, and for its full resolution with variant=hd', async () => {
    await ownerFile('/instant/e1/images/0');
    await ownerFile('/api/v1/instant/e1/images/0', { variant: 'hd' });
    await ownerFile('/instant/e1/images/0?variant=preview', { variant: 'hd' });
    expect(vi.mocked(apiBlob).mock.calls).toEqual([
      ['/instant/e1/images/0', { auth: true }],
      ['/instant/e1/images/0?variant=hd', { auth: true }],
      ['/instant/e1/images/0?variant=hd', { auth: true }],
    ]);
  });

  it('fetches a generation’s linked preview, and the full result with variant=hd', async () => {
    await ownerFile('/api/v1/generation/g1/images/2', { variant: 'preview' });
    await ownerFile('/api/v1/generation/g1/images/2', { variant: 'hd' });
    expect(vi.mocked(apiBlob).mock.calls).toEqual([
      ['/generation/g1/images/2', { auth: true }],
      ['/generation/g1/images/2?variant=hd', { auth: true }],
    ]);
  });

  it('keeps the token on our origin: another writer’s absolute URL is fetched plainly', async () => {
    const fetchMock = vi.fn(async () => new Response('x'));
    vi.stubGlobal('fetch', fetchMock);
    await ownerFile('https://cdn.example.com/a.png', { variant: 'hd' });
    expect(fetchMock).toHaveBeenCalledWith('https://cdn.example.com/a.png');
    expect(apiBlob).not.toHaveBeenCalled();
  });
});

describe('variantUrl', () => {
  it('asks for hd only on our image routes', () => {
    expect(variantUrl('/training/t1/thumbnail/image', 'hd')).toBe('/training/t1/thumbnail/image');
    expect(variantUrl('/api/v1/tools/images/3', 'hd')).toBe('/api/v1/tools/images/3?variant=hd');
    expect(variantUrl('/generation/g1/images/0')).toBe('/generation/g1/images/0');
  });
});

describe('saveOwnerFile', () => {
  it('saves under the given name, with the extension of the file’s type when the name has none', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:file');
    URL.revokeObjectURL = vi.fn();
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    await expect(saveOwnerFile('/instant/e1/images/0', 'bitna-e1')).resolves.toBe(true);
    await expect(saveOwnerFile('/instant/e1/images/0', 'bitna-e1-hd.webp', { variant: 'hd' })).resolves.toBe(
      true,
    );
    expect(names).toEqual(['bitna-e1.png', 'bitna-e1-hd.webp']);
  });

  it('resolves false when the file cannot be fetched', async () => {
    vi.mocked(apiBlob).mockRejectedValueOnce(new Error('HTTP 404'));
    await expect(saveOwnerFile('/instant/e1/images/0', 'x')).resolves.toBe(false);
  });
});

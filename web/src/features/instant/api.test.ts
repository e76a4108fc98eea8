import { describe, expect, it, vi } from 'vitest';
import { apiBlob } from '../../shared/lib/apiClient';
import { fetchEditFile } from './api';

vi.mock('../../shared/lib/apiClient', async (original) => ({
  ...(await original<typeof import('../../shared/lib/apiClient')>()),
  apiBlob: vi.fn(async () => new Blob()),
  apiRequest: vi.fn(),
  fileForm: vi.fn(),
}));

describe('fetchEditFile', () => {
  it('asks for the linked file with the token, and for its full resolution with variant=hd', async () => {
    await fetchEditFile('/instant/e1/images/0');
    await fetchEditFile('/api/v1/instant/e1/images/0', { hd: true });
    await fetchEditFile('/instant/e1/images/0?variant=preview', { hd: true });
    expect(vi.mocked(apiBlob).mock.calls).toEqual([
      ['/instant/e1/images/0', { auth: true }],
      ['/instant/e1/images/0?variant=hd', { auth: true }],
      ['/instant/e1/images/0?variant=hd', { auth: true }],
    ]);
  });
});

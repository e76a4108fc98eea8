import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { idToken } from '../../shared/lib/firebase';
import { listTrainings, renameTraining, deleteUploadPhoto, uploadTrainingPhoto } from './training-api';

vi.mock('../../shared/lib/firebase', () => ({ idToken: vi.fn() }));

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const session = {
  session_id: 's1',
  photos: [],
  accepted_count: 0,
  ready: false,
  expires_at: '2999-01-01T00:00:00Z',
};

beforeEach(() => vi.mocked(idToken).mockResolvedValue('tok'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('training calls', () => {
  it('sends a rename with PUT and the name trimmed', async () => {
    const fetchMock = vi.fn().mockResolvedValue(json({ success: true, message: 'ok' }));
    vi.stubGlobal('fetch', fetchMock);
    await renameTraining('t/1', '  내 모델 ');
    const [url, init] = fetchMock.mock.calls[0]! as [string, RequestInit];
    expect(url).toBe('/api/v1/training/t%2F1/edit');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(init.body as string)).toEqual({ lora_name: '내 모델' });
  });

  it('lists with limit, offset and a cache-defeating t', async () => {
    const fetchMock = vi.fn().mockResolvedValue(json([]));
    vi.stubGlobal('fetch', fetchMock);
    await listTrainings();
    expect(fetchMock.mock.calls[0]![0]).toMatch(/^\/api\/v1\/training\/list\?limit=20&offset=0&t=\d+$/);
  });

  it('rejects an answer that does not match the contract', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json([{ id: 't1', status: 'weird' }])));
    await expect(listTrainings()).rejects.toThrow();
  });

  it('removes an upload photo with DELETE on its owner-only path', async () => {
    const fetchMock = vi.fn().mockResolvedValue(json(session));
    vi.stubGlobal('fetch', fetchMock);
    await expect(deleteUploadPhoto('s1', 'p1')).resolves.toEqual(session);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/v1/training/upload-sessions/s1/photos/p1');
    expect((fetchMock.mock.calls[0]![1] as RequestInit).method).toBe('DELETE');
  });
});

describe('uploadTrainingPhoto', () => {
  /** A stand-in XMLHttpRequest answering with `status` and `body`, after reporting half the upload. */
  function fakeXhr(status: number, body: unknown) {
    const sent: { headers: Record<string, string>; form?: FormData; url?: string } = { headers: {} };
    class Xhr {
      upload: { onprogress?: (e: Partial<ProgressEvent>) => void } = {};
      status = 0;
      responseText = '';
      onload?: () => void;
      onerror?: () => void;
      open(_method: string, url: string) {
        sent.url = url;
      }
      setRequestHeader(name: string, value: string) {
        sent.headers[name] = value;
      }
      getResponseHeader() {
        return null;
      }
      send(form: FormData) {
        sent.form = form;
        this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
        this.status = status;
        this.responseText = JSON.stringify(body);
        this.onload?.();
      }
    }
    vi.stubGlobal('XMLHttpRequest', Xhr);
    return sent;
  }

  it('posts one file with the session id and the token, reporting progress', async () => {
    const sent = fakeXhr(200, session);
    const progress: number[] = [];
    await uploadTrainingPhoto(new Blob(['x']), 'me.jpg', 's1', (p) => progress.push(p));
    expect(sent.url).toBe('/api/v1/training/upload-images');
    expect(sent.headers.authorization).toBe('Bearer tok');
    expect(sent.form?.get('session_id')).toBe('s1');
    expect((sent.form?.get('files') as File).name).toBe('me.jpg');
    expect(progress).toEqual([0.5, 1]);
  });

  it('raises the server detail of a refused upload', async () => {
    fakeXhr(413, { detail: '파일이 너무 커요', code: 'training.too_large' });
    await expect(uploadTrainingPhoto(new Blob(['x']), 'a.jpg', null, () => {})).rejects.toMatchObject({
      message: '파일이 너무 커요',
      status: 413,
    });
  });
});

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/router';
import { emitUser, resetAuth, testUser } from '../../../test/fakeAuth';
import { generation } from '../../../test/generationFixture';
import { renderRoute, renderWithProviders } from '../../../test/renderApp';
import { apiBlob } from '../../../shared/lib/apiClient';
import { gallerySources } from '../api';
import type { GalleryDoc, GallerySourceName } from '../firestore-source';
import { newestFirst, type PageSource } from '../paging';
import { useGalleryPrefs } from '../store';

vi.mock('../../auth/api', () => import('../../../test/fakeAuth'));
vi.mock('../../credits/api', () => import('../../../test/fakeCredits'));
vi.mock('../../account/api', () => import('../../../test/fakeAccount'));
vi.mock('../../payments/api', () => ({
  fetchPackages: vi.fn(async () => []),
  fetchPurchases: vi.fn(async () => []),
}));
vi.mock('../api', () => ({ gallerySources: vi.fn(), fetchGenerationList: vi.fn() }));
// Image files go through shared/lib/ownerFiles, which fetches our routes with apiBlob.
vi.mock('../../../shared/lib/apiClient', () => import('../../../test/fakeApiBlob'));
const imageCall = (url: string) => [url, { auth: true }] as const;

const stamp = (iso: string) => ({ toDate: () => new Date(iso), toMillis: () => Date.parse(iso) });

/** Thirty finished images: ten per source, one a day back from 10 March 2026 (so two months). */
function docs(): GalleryDoc[] {
  const sources: GallerySourceName[] = ['studio', 'instant', 'generated'];
  return Array.from({ length: 30 }, (_, n) => {
    const source = sources[n % 3]!;
    const createdAt = stamp(new Date(Date.UTC(2026, 2, 10, 12) - n * 86_400_000).toISOString());
    const data: Record<string, unknown> = {
      studio: {
        displayPrompt: `studio ${n}`,
        images: ['a.png'],
        provider: 'fal',
        request: { style: 'linkedin' },
        width: 1024,
        height: 768,
        createdAt,
      },
      instant: {
        outputs: ['a.jpg'],
        presetId: 'figure',
        provider: 'local',
        request: { prompt: `instant ${n}` },
        createdAt,
      },
      generated: {
        imageUrl: `/api/v1/tools/images/${n}`,
        prompt: `generated ${n}`,
        provider: 'gemini',
        createdAt,
      },
    }[source] as Record<string, unknown>;
    return { source, id: `d${String(n).padStart(2, '0')}`, data };
  });
}

/** In-memory sources that count the documents their queries return. */
let reads: number[] = [];
function fakeSources(all: GalleryDoc[]) {
  vi.mocked(gallerySources).mockImplementation(async (_uid, names) =>
    names.map((name): PageSource<GalleryDoc> => {
      const entries = all
        .filter((d) => d.source === name)
        .map((d) => ({
          key: `${d.source}/${d.id}`,
          time: (d.data.createdAt as ReturnType<typeof stamp>).toMillis(),
          value: d,
          cursor: d.id,
        }))
        .sort(newestFirst);
      return {
        name,
        fetch: async (limit, after) => {
          const start = after === null ? 0 : entries.findIndex((e) => e.cursor === after) + 1;
          const page = entries.slice(start, start + limit);
          reads.push(page.length);
          return page;
        },
      };
    }),
  );
}

beforeAll(() => {
  URL.createObjectURL = vi.fn(() => 'blob:photo');
  URL.revokeObjectURL = vi.fn();
});

beforeEach(() => {
  reads = [];
  fakeSources(docs());
  vi.mocked(apiBlob).mockResolvedValue(new Blob(['x'.repeat(2048)], { type: 'image/png' }));
  useGalleryPrefs.setState({ gridSize: 'small' });
});

afterEach(() => {
  resetAuth();
  vi.clearAllMocks();
});

async function openGallery() {
  const result = await renderRoute('/gallery');
  await act(async () => emitUser(testUser));
  await screen.findByTestId('gallery-grid');
  return result;
}

describe('GalleryPage', () => {
  it('shows the newest 12 under month headers, then the next 12 on more, reading at most 12 documents per source', async () => {
    await openGallery();
    expect(screen.getAllByTestId('gallery-tile')).toHaveLength(12);
    expect(screen.getByRole('heading', { name: '2026년 3월' })).toBeTruthy();
    expect(vi.mocked(gallerySources).mock.calls[0]![0]).toBe(testUser.uid);
    expect(reads.every((n) => n <= 12)).toBe(true);

    fireEvent.click(screen.getByTestId('gallery-more'));
    await waitFor(() => expect(screen.getAllByTestId('gallery-tile')).toHaveLength(24));
    expect(screen.getByRole('heading', { name: '2026년 2월' })).toBeTruthy();
    const labels = screen.getAllByTestId('gallery-tile').map((t) => t.getAttribute('aria-label'));
    expect(labels[0]).toContain('studio 0');
    expect(labels[23]).toContain('generated 23');
  });

  it('switches the grid size and remembers it', async () => {
    const { unmount } = await openGallery();
    expect(screen.getByTestId('gallery-grid').dataset.size).toBe('120');
    fireEvent.click(screen.getByRole('button', { name: '크게' }));
    expect(screen.getByTestId('gallery-grid').dataset.size).toBe('300');
    for (const [name, px] of [
      ['아주 작게', '80'],
      ['보통', '200'],
    ] as const) {
      fireEvent.click(screen.getByRole('button', { name }));
      expect(screen.getByTestId('gallery-grid').dataset.size).toBe(px);
    }
    expect(JSON.parse(localStorage.getItem('bitna-gallery-prefs')!).state.gridSize).toBe('medium');
    unmount();
    resetAuth();
    await openGallery();
    expect(screen.getByTestId('gallery-grid').dataset.size).toBe('200');
  });

  it('opens the lightbox with date and size, steps with the arrow keys, and downloads the full image', async () => {
    await openGallery();
    // The full (HD) file differs from the tile's preview: 5 KB against 2 KB.
    vi.mocked(apiBlob).mockImplementation(async (path) =>
      String(path).includes('variant=hd')
        ? new Blob(['x'.repeat(5120)], { type: 'image/png' })
        : new Blob(['x'.repeat(2048)], { type: 'image/png' }),
    );
    fireEvent.click(screen.getAllByTestId('gallery-tile')[0]!);
    const box = await screen.findByTestId('gallery-lightbox');
    expect(within(box).getByTestId('gallery-lightbox-date').textContent).toContain('2026년 3월 10일');
    // Item 5: titled by the style's name, not by the model's prompt ('studio 0').
    expect(screen.getByRole('dialog', { name: '링크드인' })).toBeTruthy();
    // The size line is the downloaded file's: the HD file is shown, and its pixels are read off it (768 × 768),
    // not the 1024 × 768 the generation asked for, and its bytes are not the preview's.
    await waitFor(() =>
      expect(apiBlob).toHaveBeenCalledWith(...imageCall('/generation/d00/images/0?variant=hd')),
    );
    const shown = await within(box).findByRole('img', { name: '링크드인' });
    Object.defineProperty(shown, 'naturalWidth', { value: 768 });
    Object.defineProperty(shown, 'naturalHeight', { value: 768 });
    fireEvent.load(shown);
    await waitFor(() =>
      expect(within(box).getByTestId('gallery-lightbox-size').textContent).toBe('768 × 768 · 5KB'),
    );

    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    fireEvent.click(within(box).getByTestId('gallery-download'));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(apiBlob).toHaveBeenLastCalledWith(...imageCall('/generation/d00/images/0?variant=hd'));

    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(screen.getByRole('dialog', { name: '피규어' })).toBeTruthy();
    vi.mocked(apiBlob).mockRejectedValueOnce(new Error('offline'));
    fireEvent.click(screen.getByTestId('gallery-download'));
    expect((await screen.findByRole('alert')).textContent).toBe('이미지 다운로드에 실패했습니다.');
    expect(apiBlob).toHaveBeenLastCalledWith(...imageCall('/instant/d01/images/0?variant=hd'));
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.queryByTestId('gallery-lightbox')).toBeNull();
    click.mockRestore();
  });

  it('reads only the chosen source, and searches prompt, preset and provider', async () => {
    await openGallery();
    fireEvent.change(screen.getByRole('combobox', { name: '종류' }), { target: { value: 'instant' } });
    await waitFor(() => expect(vi.mocked(gallerySources).mock.lastCall![1]).toEqual(['instant']));
    await waitFor(() => expect(screen.getAllByTestId('gallery-tile')).toHaveLength(10));

    fireEvent.change(screen.getByRole('combobox', { name: '종류' }), { target: { value: 'all' } });
    await waitFor(() => expect(screen.getAllByTestId('gallery-tile')).toHaveLength(12));
    const search = screen.getByRole('searchbox', { name: '사진 검색' });
    fireEvent.change(search, { target: { value: '피규어' } }); // the instant preset's Korean name
    expect(screen.getAllByTestId('gallery-tile')).toHaveLength(4);
    fireEvent.change(search, { target: { value: 'gemini' } });
    expect(screen.getAllByTestId('gallery-tile')).toHaveLength(4);
    fireEvent.change(search, { target: { value: '' } });
    fireEvent.change(screen.getByRole('combobox', { name: '제공자' }), { target: { value: 'fal' } });
    expect(
      screen.getAllByTestId('gallery-tile').every((t) => t.getAttribute('aria-label')!.includes('studio')),
    ).toBe(true);
  });

  it('shows the empty state with ways to make a first photo, and the error state with a retry', async () => {
    fakeSources([]);
    await renderRoute('/gallery');
    await act(async () => emitUser(testUser));
    const empty = await screen.findByTestId('gallery-empty');
    expect(within(empty).getByRole('link', { name: '즉석 편집 시작' }).getAttribute('href')).toBe(
      '/instant-new',
    );
    expect(within(empty).getByRole('link', { name: 'AI 모델 학습 시작' }).getAttribute('href')).toBe(
      '/upload',
    );

    vi.mocked(gallerySources).mockRejectedValueOnce(new Error('offline'));
    fireEvent.change(screen.getByRole('combobox', { name: '종류' }), { target: { value: 'studio' } });
    const error = await screen.findByTestId('gallery-error');
    fakeSources(docs());
    fireEvent.click(within(error).getByRole('button', { name: '다시 시도' }));
    await waitFor(() => expect(screen.getAllByTestId('gallery-tile')).toHaveLength(10));
  });

  it('opens a generation handed over from the history list first, as a preview', async () => {
    const base = generation(9);
    const handedOver = generation(9, {
      prompt: 'tok a portrait',
      display_prompt: 'a portrait',
      created_at: '2026-03-01T00:00:00Z',
      lora_name: 'me',
      images: ['/generation/g9/images/0', '/generation/g9/images/1'],
      request: {
        ...base.request,
        seed: 1,
        style: null,
        height: 1024,
        negative_prompt: '',
        num_images: 2,
        scheduler: 'x',
      },
    });
    const router = createMemoryRouter(routes, {
      initialEntries: [{ pathname: '/gallery', state: { generation: handedOver } }],
    });
    await act(async () => void (await renderWithProviders(<RouterProvider router={router} />)));
    await act(async () => emitUser(testUser));
    const box = await screen.findByTestId('gallery-lightbox');
    expect(screen.getByRole('dialog', { name: 'a portrait' })).toBeTruthy();
    // The lightbox shows the full file its download saves.
    await waitFor(() =>
      expect(apiBlob).toHaveBeenCalledWith(...imageCall('/generation/g9/images/0?variant=hd')),
    );
    fireEvent.click(within(box).getByRole('button', { name: '다음' }));
    await waitFor(() =>
      expect(apiBlob).toHaveBeenCalledWith(...imageCall('/generation/g9/images/1?variant=hd')),
    );
  });

  it("is the profile page's gallery tab", async () => {
    await renderRoute('/profile?tab=gallery');
    await act(async () => emitUser(testUser));
    await screen.findByTestId('gallery-grid');
    expect(screen.getAllByTestId('gallery-tile')).toHaveLength(12);
    expect(screen.getByTestId('gallery-more')).toBeTruthy();
  });
});

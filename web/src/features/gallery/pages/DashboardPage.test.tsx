import type { GenerationView } from '@contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { emitUser, resetAuth, testUser } from '../../../test/fakeAuth';
import { generation } from '../../../test/generationFixture';
import { renderRoute } from '../../../test/renderApp';

// The history list is tested through api.ts against a mocked fetch (the /generation routes answer per contract).
vi.mock('../../auth/api', () => import('../../../test/fakeAuth'));
vi.mock('../../credits/api', () => import('../../../test/fakeCredits'));
vi.mock('../../../shared/lib/firebase', () => ({
  idToken: vi.fn(async () => 'token-1'),
  getDb: vi.fn(() => new Promise(() => {})),
}));

let pages: Record<number, GenerationView[] | 'error'>;
/** What GET /gemini/capabilities answers (undefined: the call fails). */
let capabilities: { image_generation: boolean } | undefined;
let fetchMock: ReturnType<typeof vi.fn>;
const listCalls = () =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/generation/list'));

beforeAll(() => {
  URL.createObjectURL = vi.fn(() => 'blob:photo');
  URL.revokeObjectURL = vi.fn();
});

beforeEach(() => {
  pages = {
    0: [
      generation(1, {
        images: ['/generation/g1/images/0', '/generation/g1/images/1', '/generation/g1/images/2'],
      }),
      generation(2, { status: 'failed', images: [], display_prompt: 'failed one', error: 'x' }),
      generation(3, { status: 'processing', images: [], lora_name: 'summer look' }),
      generation(4, { status: 'pending', images: [], type: 'instant_generation', training_id: null }),
    ],
  };
  capabilities = undefined;
  fetchMock = vi.fn(async (url: string) => {
    if (url.endsWith('/gemini/capabilities') && capabilities)
      return new Response(JSON.stringify(capabilities), { status: 200 });
    const match = /\/generation\/list\?limit=20&offset=(\d+)$/.exec(url);
    if (match) {
      const page = pages[Number(match[1])] ?? [];
      if (page === 'error') return new Response('{}', { status: 500 });
      return new Response(JSON.stringify(page), { status: 200 });
    }
    if (url.includes('/images/')) return new Response('png', { headers: { 'content-type': 'image/png' } });
    return new Response('{}', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  resetAuth();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

async function openDashboard(user = testUser) {
  const result = await renderRoute('/dashboard');
  await act(async () => emitUser(user));
  await screen.findByTestId('dashboard-greeting');
  return result;
}

const rows = () => screen.queryAllByTestId('history-row');
const filterButton = (f: string) => screen.getByTestId(`history-filter-${f}`);

describe('DashboardPage', () => {
  it('greets by display name (or email) and links to every line: instant, ID photo, studio and tools', async () => {
    capabilities = { image_generation: true };
    await openDashboard();
    expect(screen.getByTestId('dashboard-greeting').textContent).toBe('김지우님, 안녕하세요');
    const nav = screen.getByRole('navigation', { name: '만들기 메뉴' });
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([u]) => String(u).includes('capabilities'))).toBe(true),
    );
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([
      '/gallery',
      '/instant-new',
      '/instant',
      '/upload',
      '/training-status',
      '/gemini-analysis',
      '/gemini-image-generation',
    ]);
  });

  it('shows image generation as unavailable, not as a link, when no model is configured', async () => {
    capabilities = { image_generation: false };
    await openDashboard();
    expect((await screen.findByTestId('dashboard-unavailable')).textContent).toBe('AI 이미지 생성 · 준비 중');
    const nav = screen.getByRole('navigation', { name: '만들기 메뉴' });
    expect(within(nav).queryByRole('link', { name: /AI 이미지 생성/ })).toBeNull();
  });

  it('greets by email when there is no display name, wrapping before the @ rather than inside a word', async () => {
    await openDashboard({ ...testUser, displayName: null });
    expect(screen.getByTestId('dashboard-greeting').textContent).toBe(
      'jiwoo\u200b@example.com님, 안녕하세요',
    );
  });
});

describe('generation history list', () => {
  it('lists each generation with its badge, type, image count and dates, fetched with the token', async () => {
    await openDashboard();
    await waitFor(() => expect(rows()).toHaveLength(4));
    const [first, , , fourth] = rows();
    expect(within(first!).getByText('완료')).toBeTruthy();
    expect(within(first!).getByText('학습 모델')).toBeTruthy();
    expect(within(first!).getByText('이미지 3장')).toBeTruthy();
    expect(within(first!).getByText(/2026년 11월 (19|20)일/)).toBeTruthy();
    expect(within(first!).getByText(/전$/)).toBeTruthy(); // relative date ('…시간 전', '…일 전')
    expect(within(fourth!).getByText('대기 중')).toBeTruthy();
    expect(within(fourth!).getByText('즉석 생성')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls.find(([u]) => String(u).includes('/generation/list'))!;
    expect(url).toBe('/api/v1/generation/list?limit=20&offset=0');
    expect((init as RequestInit).headers).toMatchObject({ authorization: 'Bearer token-1' });
  });

  it('B25 — lists an instant edit by its preset name, with only what was asked and the model in its details', async () => {
    pages = {
      0: [
        generation(1, {
          id: 'e1',
          generation_id: 'e1',
          type: 'instant_generation',
          instant_edit_id: 'e1',
          original_image_url: '/instant/e1/original',
          training_id: null,
          trigger_word: null,
          lora_name: null,
          prompt: 'professional LinkedIn headshot',
          display_prompt: '',
          images: ['/instant/e1/images/0'],
          provider: 'gemini',
          model: 'gemini-3.1-flash-image',
          request: { ...generation(1).request, style: 'linkedin' },
        }),
      ],
    };
    await openDashboard();
    await waitFor(() => expect(rows()).toHaveLength(1));
    const row = rows()[0]!;
    expect(within(row).getByText('링크드인 프로필')).toBeTruthy();
    expect(within(row).getByText('즉석 생성')).toBeTruthy();
    expect(within(row).queryByTestId('history-regenerate')).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: '자세히' }));
    const details = within(row).getByTestId('history-details');
    expect(within(details).getByText('professional LinkedIn headshot')).toBeTruthy();
    expect(within(details).getByText('gemini-3.1-flash-image')).toBeTruthy();
    expect(within(details).queryByText('1024 × 768')).toBeNull();
  });

  it('counts each status, filters by it, and searches prompt, trigger word, LoRA name and style', async () => {
    await openDashboard();
    await waitFor(() => expect(rows()).toHaveLength(4));
    expect(
      ['all', 'completed', 'processing', 'pending', 'failed'].map((f) => filterButton(f).textContent),
    ).toEqual(['전체 4', '완료 1', '생성 중 1', '대기 1', '실패 1']);
    fireEvent.click(filterButton('failed'));
    expect(rows()).toHaveLength(1);
    expect(rows()[0]!.textContent).toContain('failed one');
    fireEvent.click(filterButton('all'));

    const search = screen.getByRole('searchbox', { name: '생성 내역 검색' });
    fireEvent.change(search, { target: { value: 'summer' } }); // LoRA name
    expect(rows()).toHaveLength(1);
    expect(filterButton('all').textContent).toBe('전체 1');
    expect(filterButton('processing').textContent).toBe('생성 중 1');
    fireEvent.change(search, { target: { value: 'TOK' } }); // trigger word and prompt
    expect(rows()).toHaveLength(4);
    fireEvent.change(search, { target: { value: 'professional' } }); // style
    expect(rows()).toHaveLength(4);
    fireEvent.change(search, { target: { value: 'portrait 3' } }); // display prompt
    expect(rows()).toHaveLength(1);
  });

  it('sorts by most images', async () => {
    pages[0] = [
      generation(1),
      generation(2, { images: ['a', 'b', 'c', 'd'] }),
      generation(3, { images: ['a', 'b'] }),
    ];
    await openDashboard();
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(rows().map((r) => r.textContent?.match(/portrait \d/)?.[0])).toEqual([
      'portrait 1',
      'portrait 2',
      'portrait 3',
    ]);
    fireEvent.change(screen.getByRole('combobox', { name: '정렬' }), { target: { value: 'mostImages' } });
    expect(rows().map((r) => r.textContent?.match(/portrait \d/)?.[0])).toEqual([
      'portrait 2',
      'portrait 3',
      'portrait 1',
    ]);
  });

  it('loads more by offset, offered only with no search and the filter on all', async () => {
    pages[0] = Array.from({ length: 20 }, (_, n) => generation(n));
    pages[20] = [generation(20), generation(21)];
    await openDashboard();
    await waitFor(() => expect(rows()).toHaveLength(20));
    fireEvent.click(filterButton('completed'));
    expect(screen.queryByTestId('history-more')).toBeNull();
    fireEvent.click(filterButton('all'));
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'portrait' } });
    expect(screen.queryByTestId('history-more')).toBeNull();
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '' } });
    fireEvent.click(screen.getByTestId('history-more'));
    await waitFor(() => expect(rows()).toHaveLength(22));
    expect(listCalls()).toEqual([
      '/api/v1/generation/list?limit=20&offset=0',
      '/api/v1/generation/list?limit=20&offset=20',
    ]);
    expect(screen.queryByTestId('history-more')).toBeNull(); // a short page is the last

    fireEvent.click(screen.getByTestId('history-refresh'));
    await waitFor(() => expect(listCalls()).toHaveLength(3));
    expect(listCalls()[2]).toBe('/api/v1/generation/list?limit=20&offset=0');
  });

  it('offers regenerate only for completed generations with images', async () => {
    await openDashboard();
    await waitFor(() => expect(rows()).toHaveLength(4));
    const links = screen.getAllByTestId('history-regenerate');
    expect(links).toHaveLength(1);
    // The template and the generation itself go along, so /generate starts from the same settings (B20).
    expect(links[0]!.getAttribute('href')).toBe(
      '/generate?training_id=t1&prompt=portrait+1&style=professional&from=g1',
    );
  });

  it('expands the details: resolution, guidance, steps, seed, prompts and the LoRA with its training link', async () => {
    await openDashboard();
    await waitFor(() => expect(rows()).toHaveLength(4));
    const toggle = within(rows()[0]!).getByRole('button', { name: '자세히' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    const details = within(rows()[0]!).getByTestId('history-details');
    for (const text of [
      '1024 × 768',
      '3.5',
      '28',
      '42',
      'blurry',
      'tok portrait 1',
      'my model · 트리거 단어 tok · 강도 0.8',
    ])
      expect(within(details).getByText(text)).toBeTruthy();
    expect(within(details).getByRole('link', { name: '학습 현황 보기' }).getAttribute('href')).toBe(
      '/training-status',
    );
    fireEvent.click(within(rows()[0]!).getByRole('button', { name: '접기' }));
    expect(within(rows()[0]!).queryByTestId('history-details')).toBeNull();
  });

  it('downloads every image one after another, and says so when one fails', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await openDashboard();
    await waitFor(() => expect(rows()).toHaveLength(4));
    fireEvent.click(within(rows()[0]!).getByRole('button', { name: '전체 다운로드' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(3));
    // The full-resolution files, not the previews the row shows.
    const files = fetchMock.mock.calls.map(([u]) => String(u)).filter((u) => u.includes('variant=hd'));
    expect(files).toEqual([0, 1, 2].map((i) => `/api/v1/generation/g1/images/${i}?variant=hd`));

    fetchMock.mockImplementationOnce(async () => new Response('{}', { status: 500 }));
    fireEvent.click(within(rows()[0]!).getByRole('button', { name: '전체 다운로드' }));
    expect((await within(rows()[0]!).findByRole('alert')).textContent).toBe(
      '다운로드에 실패했습니다. 다시 시도해주세요.',
    );
    click.mockRestore();
  });

  it('previews a generation in the gallery', async () => {
    const { router } = await openDashboard();
    await waitFor(() => expect(rows()).toHaveLength(4));
    fireEvent.click(within(rows()[0]!).getByRole('button', { name: '미리보기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/gallery'));
    expect((router.state.location.state as { generation: GenerationView }).generation.id).toBe('g1');
    // Titled by the style the member chose (professional), not by the prompt ('portrait 1').
    expect(await screen.findByRole('dialog', { name: '프로페셔널' })).toBeTruthy();
  });

  it('ignores a load error and shows the empty state, which differs when filtered', async () => {
    pages[0] = 'error';
    await openDashboard();
    const empty = await screen.findByTestId('history-empty');
    expect(empty.textContent).toContain('아직 생성 내역이 없어요');
    expect(within(empty).getByRole('link', { name: '새로 만들기' }).getAttribute('href')).toBe('/upload');
    expect(screen.queryByRole('alert')).toBeNull();

    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'nothing' } });
    expect(screen.getByTestId('history-empty').textContent).toContain(
      '검색 또는 필터에 맞는 생성 내역이 없어요',
    );
    fireEvent.click(screen.getByRole('button', { name: '필터 초기화' }));
    expect(screen.getByTestId('history-empty').textContent).toContain('아직 생성 내역이 없어요');
  });
});

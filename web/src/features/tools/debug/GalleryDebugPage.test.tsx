import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { emitUser, isAdmin, resetAuth, testUser } from '../../../test/fakeAuth';
import { renderRoute } from '../../../test/renderApp';
import { gallerySources } from '../../gallery/api';
import type { GalleryDoc } from '../../gallery/firestore-source';
import type { PageEntry, PageSource } from '../../gallery/paging';
import { faceMask } from '../api';

const build = vi.hoisted(() => ({ open: true }));
vi.mock('../../../shared/lib/debugPages', async (load) => ({
  ...(await load<typeof import('../../../shared/lib/debugPages')>()),
  get debugPagesOpen() {
    return build.open;
  },
}));
vi.mock('../../auth/api', () => import('../../../test/fakeAuth'));
vi.mock('../../credits/api', () => import('../../../test/fakeCredits'));
vi.mock('../../account/api', () => import('../../../test/fakeAccount'));
vi.mock('../../gallery/api', () => ({ gallerySources: vi.fn(), fetchGenerationList: vi.fn() }));
vi.mock('../api', async (load) => ({ ...(await load<typeof import('../api')>()), faceMask: vi.fn() }));

/** Twenty documents per source, one a minute apart and interleaved across sources, newest first. */
function fakeSource(name: string, offset: number): PageSource<GalleryDoc> {
  const entries = Array.from({ length: 20 }, (_, n): PageEntry<GalleryDoc> => ({
    key: `${name}/${n}`,
    time: 1_000_000_000 - (n * 3 + offset) * 60_000,
    value: { source: name as GalleryDoc['source'], id: String(n), data: {} },
    cursor: n,
  }));
  return {
    name,
    fetch: async (limit, after) => {
      const start = after === null ? 0 : (after as number) + 1;
      return entries.slice(start, start + limit);
    },
  };
}

/** The click test's counts: the three buttons, then the clicks that leaked to the tile. */
const clickCounts = () =>
  ['primary', 'small', 'tile', 'area'].map((id) => screen.getByTestId(`click-count-${id}`).textContent);

beforeAll(() => {
  URL.createObjectURL = vi.fn(() => 'blob:mask');
  URL.revokeObjectURL = vi.fn();
});

beforeEach(() => {
  build.open = true;
  vi.mocked(gallerySources).mockImplementation(async (_uid, names) =>
    names.map((name, i) => fakeSource(name, i)),
  );
});

afterEach(() => {
  resetAuth();
  vi.clearAllMocks();
});

async function open(path: string, language: 'ko' | 'en' = 'ko') {
  await renderRoute(path, { language });
  await act(async () => emitUser(testUser));
}

describe('gallery test pages in an emulator build', () => {
  it('the gallery API test reads one page through the real paging: at most 36 reads, 12 items, newest first', async () => {
    await open('/gallery-debug');
    fireEvent.click(await screen.findByTestId('gallery-api-run'));
    await screen.findByTestId('gallery-api-result');
    expect(vi.mocked(gallerySources).mock.calls[0]![0]).toBe(testUser.uid);
    expect(screen.getByTestId('gallery-api-reads-studio').textContent).toBe('AI 모델 생성: 문서 12개 읽음');
    expect(screen.getByTestId('gallery-api-total').textContent).toContain('총 읽기 36개 (최대 36개)');
    expect(screen.getByTestId('gallery-api-total').textContent).toContain('한도 안');
    expect(screen.getByTestId('gallery-api-items').textContent).toBe('표시할 항목 12개');
    expect(screen.getByTestId('gallery-api-order').textContent).toBe('순서 정상 (최신순)');
  });

  it('the click test counts each button, and a click on the tile button does not reach the tile', async () => {
    await open('/gallery-debug');
    fireEvent.click(await screen.findByTestId('click-primary'));
    fireEvent.click(screen.getByTestId('click-primary'));
    fireEvent.click(screen.getByTestId('click-tile'));
    expect(clickCounts()).toEqual([
      '기본 버튼: 2회',
      '작은 버튼: 0회',
      '타일 안 버튼: 1회',
      '타일 영역으로 새어 나간 클릭: 0회',
    ]);
  });

  it('in English a count of one is singular and other counts plural', async () => {
    await open('/gallery-debug', 'en');
    fireEvent.click(await screen.findByTestId('click-primary'));
    fireEvent.click(screen.getByTestId('click-primary'));
    fireEvent.click(screen.getByTestId('click-small'));
    expect(clickCounts().slice(0, 3)).toEqual([
      'Main button: 2 clicks',
      'Small button: 1 click',
      'Button in a tile: 0 clicks',
    ]);
  });

  it('the face-mask test sends the picked photo and shows the mask', async () => {
    vi.mocked(faceMask).mockResolvedValue(new Blob(['png'], { type: 'image/png' }));
    await open('/test-gallery');
    const photo = new File(['jpg'], 'me.jpg', { type: 'image/jpeg' });
    fireEvent.change(await screen.findByTestId('face-mask-file'), { target: { files: [photo] } });
    fireEvent.click(screen.getByTestId('face-mask-run'));
    await screen.findByTestId('face-mask-result');
    expect(vi.mocked(faceMask)).toHaveBeenCalledWith(photo);
    expect(screen.getByTestId('click-count-primary')).toBeTruthy();
  });
});

describe('gallery test pages in a production build', () => {
  beforeEach(() => {
    build.open = false;
  });

  it.each(['/gallery-debug', '/test-gallery'])(
    '%s shows a member without the admin claim the notice only',
    async (path) => {
      await open(path);
      expect((await screen.findByTestId('admin-only')).textContent).toBe(
        '이 페이지는 관리자만 볼 수 있어요.',
      );
      expect(screen.queryByTestId('gallery-api-run')).toBeNull();
      expect(screen.queryByTestId('face-mask-run')).toBeNull();
    },
  );

  it('an admin gets the gallery API test', async () => {
    vi.mocked(isAdmin).mockResolvedValue(true);
    await open('/gallery-debug');
    fireEvent.click(await screen.findByTestId('gallery-api-run'));
    expect((await screen.findByTestId('gallery-api-items')).textContent).toBe('표시할 항목 12개');
  });
});

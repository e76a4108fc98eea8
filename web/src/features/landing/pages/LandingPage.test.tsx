import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { emitUser, resetAuth, testUser } from '../../../test/fakeAuth';
import { linksIn } from '../../../test/links';
import { instantPackages } from '../../../test/pricingFixture';
import { renderRoute } from '../../../test/renderApp';
import { fetchPackages } from '../../payments/api';

vi.mock('../../auth/api', () => import('../../../test/fakeAuth'));
vi.mock('../../payments/api', () => ({ fetchPackages: vi.fn() }));

const fetchPackagesMock = vi.mocked(fetchPackages);

async function renderLanding(language: 'ko' | 'en' | 'ja', user: typeof testUser | null = null) {
  const result = await renderRoute('/', { language });
  await act(async () => emitUser(user));
  await screen.findByRole('heading', { level: 1 });
  return result;
}

function packageCards() {
  return screen.findAllByTestId('package-card');
}

// The price list is a chunk of its own, loaded once the page has painted: load it once here, so the first
// test's time is its own and not the module transform's.
beforeAll(() => import('../../payments'), 30_000);

beforeEach(() => {
  // fetchPackages returns active packages sorted by `order` (covered in packages.test.ts).
  fetchPackagesMock.mockResolvedValue(instantPackages);
});

afterEach(() => {
  resetAuth();
  fetchPackagesMock.mockReset();
});

describe('LandingPage', () => {
  it.each([
    [
      'ko',
      '나만의 AI 프로필',
      ['간편한 업로드', '다양한 스타일', '최신 AI 기술', '원본 파일 다운로드'],
      '무료',
    ],
    [
      'en',
      'from just one selfie',
      ['Easy upload', 'Various styles', 'Cutting-edge AI', 'Original file download'],
      'Free',
    ],
    [
      'ja',
      'あなただけのAIプロフィール',
      ['かんたんアップロード', '多彩なスタイル', '最新のAI技術', '元ファイルのダウンロード'],
      '無料',
    ],
  ] as const)(
    'renders in %s with hero, feature cards and packages',
    async (language, accent, features, free) => {
      await renderLanding(language);

      expect(screen.getByRole('heading', { level: 1 }).textContent).toContain(accent);
      for (const feature of features) expect(screen.getByRole('heading', { name: feature })).toBeTruthy();

      const cards = await packageCards();
      expect(cards.map((card) => card.dataset.packageId)).toEqual([
        'instant_free',
        'instant_10',
        'instant_30',
      ]);
      expect(within(cards[0]!).getByText(free)).toBeTruthy();
      expect(
        within(cards[0]!).getByRole('heading', { name: instantPackages[0]!.name[language] }),
      ).toBeTruthy();
      expect(within(cards[1]!).getByText('₩3,900')).toBeTruthy();
      expect(within(cards[2]!).getByText('₩9,900')).toBeTruthy();
      expect(within(cards[2]!).getByText('₩11,700').tagName).toBe('S');
      expect(within(cards[2]!).getByText(/15%\s?OFF/)).toBeTruthy();
      expect(document.body.textContent).not.toMatch(/\b(hero|features|pricing|cta|package)\.[a-zA-Z]+/);
    },
  );

  it('shows sign-up and log-in to visitors, opening the dialog, also when they choose a package', async () => {
    await renderLanding('ko');
    const hero = screen.getByRole('region', { name: /나만의 AI 프로필/ });
    await act(async () => within(hero).getByRole('button', { name: '무료로 가입하기' }).click());
    expect(await screen.findByRole('dialog', { name: '회원가입' })).toBeTruthy();
    await act(async () => screen.getByRole('button', { name: '닫기' }).click());
    expect(screen.queryByRole('dialog')).toBeNull();

    await act(async () => within(hero).getByRole('button', { name: '로그인' }).click());
    expect(await screen.findByRole('dialog', { name: '로그인' })).toBeTruthy();

    await act(async () => screen.getByRole('button', { name: '닫기' }).click());
    const cards = await packageCards();
    expect(within(cards[1]!).queryByRole('link')).toBeNull();
    await act(async () => within(cards[1]!).getByRole('button', { name: '이 요금제 선택' }).click());
    expect(await screen.findByRole('dialog', { name: '로그인' })).toBeTruthy();
  });

  it('shows get started and view gallery to signed-in users, and links packages directly', async () => {
    await renderLanding('ko', testUser);
    const hero = screen.getByRole('region', { name: /나만의 AI 프로필/ });
    expect(within(hero).getByRole('link', { name: '지금 시작하기' }).getAttribute('href')).toBe(
      '/instant-new',
    );
    expect(within(hero).getByRole('link', { name: '갤러리 보기' }).getAttribute('href')).toBe('/gallery');
    expect(screen.queryByRole('button', { name: '무료로 가입하기' })).toBeNull();
    // Every line has a way in from the landing page: the studio, the instant editor, ID photos, the dashboard.
    const lines = within(hero).getByRole('navigation', { name: '바로 가기' });
    expect(linksIn(lines)).toEqual([
      ['AI 프로필 스튜디오', '/services'],
      ['인스턴트 편집', '/instant-new'],
      ['증명사진', '/instant'],
      ['대시보드', '/dashboard'],
    ]);

    // The free trial came with the account: it is not offered again.
    const cards = await packageCards();
    expect(cards.map((card) => card.dataset.packageId)).toEqual(['instant_10', 'instant_30']);
    expect(within(cards[1]!).getByRole('link').getAttribute('href')).toBe('/payment?package=instant_30');
    expect(screen.getAllByText('김지우').length).toBeGreaterThan(0);
  });

  it('shows skeletons while loading, then an error with a working retry', async () => {
    let fail!: (error: Error) => void;
    fetchPackagesMock.mockReturnValueOnce(new Promise((_, reject) => (fail = reject)));
    await renderLanding('en');
    expect(screen.getAllByTestId('package-skeleton')).toHaveLength(3);

    await act(async () => fail(new Error('offline')));
    const error = await screen.findByTestId('packages-error');
    expect(within(error).getByText("We couldn't load the plans")).toBeTruthy();

    await act(async () => within(error).getByRole('button', { name: 'Try again' }).click());
    expect(await packageCards()).toHaveLength(3);
    expect(fetchPackagesMock).toHaveBeenCalledTimes(2);
  });

  it('shows an empty state when no package is on sale', async () => {
    fetchPackagesMock.mockResolvedValue([]);
    await renderLanding('ja');
    const empty = await screen.findByTestId('packages-empty');
    expect(within(empty).getByText('現在販売中のプランはありません')).toBeTruthy();
  });
});

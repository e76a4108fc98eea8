import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emitUser, isAdmin, resetAuth, testUser } from '../../../test/fakeAuth';
import { renderRoute } from '../../../test/renderApp';

// `build.open`: an emulator/development build (true) or a build for a real project (false).
const build = vi.hoisted(() => ({ open: true }));
vi.mock('../../../shared/lib/debugPages', async (load) => ({
  ...(await load<typeof import('../../../shared/lib/debugPages')>()),
  get debugPagesOpen() {
    return build.open;
  },
}));
const TOKEN = vi.hoisted(() => 'eyJhbGciOiJSUzI1NiJ9.eyJzZWNyZXQtcGF5bG9hZCI6dHJ1ZX0.c2lnbmF0dXJl');
vi.mock('../../../shared/lib/firebase', () => ({
  idToken: vi.fn(async () => TOKEN),
  getDb: vi.fn(),
  auth: {},
}));
vi.mock('../../auth/api', () => import('../../../test/fakeAuth'));
vi.mock('../../credits/api', () => import('../../../test/fakeCredits'));
vi.mock('../../account/api', () => import('../../../test/fakeAccount'));

const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) =>
  String(input).endsWith('/health')
    ? Response.json({ status: 'ok', paymentsMode: 'sandbox' })
    : Response.json({ instant_credits: 5 }),
);
const apiCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/v1'));
const headersOf = (n: number) => apiCalls()[n]![1]!.headers as Record<string, string>;

beforeEach(() => {
  build.open = true;
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  resetAuth();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

async function open(path: string, user: typeof testUser | null) {
  await renderRoute(path);
  await act(async () => emitUser(user));
}

describe('debug pages in an emulator build', () => {
  it('anyone signed out can open /debug and send the health call, which carries no token', async () => {
    await open('/debug', null);
    expect((await screen.findByTestId('debug-user-id')).textContent).toBe('로그인하지 않음');
    expect(screen.getByTestId('debug-api-url').textContent).toBe(`${window.location.origin}/api/v1`);
    expect((screen.getByTestId('debug-call-auth') as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByTestId('debug-call-public'));
    const answer = await screen.findByTestId('debug-answer-public');
    expect(apiCalls().map(([url]) => url)).toEqual(['/api/v1/health']);
    expect(headersOf(0)).not.toHaveProperty('authorization');
    expect(answer.textContent).toContain('토큰 없음');
    expect(answer.textContent).toContain('상태 200');
    expect(answer.textContent).toContain('"paymentsMode": "sandbox"');
  });

  it('shows only the first 12 characters of the ID token, anywhere in the page', async () => {
    await open('/auth-test', testUser);
    await waitFor(() =>
      expect(screen.getByTestId('debug-token-start').textContent).toBe(`${TOKEN.slice(0, 12)}…`),
    );
    expect(screen.getByTestId('debug-user-id').textContent).toBe(testUser.uid);
    fireEvent.click(screen.getByTestId('debug-call-auth'));
    await screen.findByTestId('debug-answer-auth');
    expect(document.documentElement.outerHTML).not.toContain(TOKEN.slice(0, 13));
  });

  it('sends the labelled calls with and without the Authorization header', async () => {
    await open('/debug', testUser);
    await waitFor(() => expect(screen.getByTestId('debug-call-auth')).toHaveProperty('disabled', false));

    fireEvent.click(screen.getByTestId('debug-call-auth'));
    const withToken = await screen.findByTestId('debug-answer-auth');
    fireEvent.click(screen.getByTestId('debug-call-public'));
    const withoutToken = await screen.findByTestId('debug-answer-public');

    expect(apiCalls().map(([url]) => url)).toEqual(['/api/v1/pricing/credits', '/api/v1/health']);
    expect(headersOf(0).authorization).toBe(`Bearer ${TOKEN}`);
    expect(headersOf(1)).not.toHaveProperty('authorization');
    expect(withToken.textContent).toContain('토큰 포함');
    expect(withToken.textContent).toContain('"instant_credits": 5');
    expect(withoutToken.textContent).toContain('토큰 없음');
  });
});

describe('debug pages in a production build', () => {
  beforeEach(() => {
    build.open = false;
  });

  it.each([
    ['a signed-out visitor', null],
    ['a member without the admin claim', testUser],
  ])('%s sees the admins-only notice and no call is made', async (_who, user) => {
    await open('/debug', user);
    expect((await screen.findByTestId('admin-only')).textContent).toBe('이 페이지는 관리자만 볼 수 있어요.');
    expect(screen.queryByTestId('debug-token-start')).toBeNull();
    expect(apiCalls()).toEqual([]);
  });

  it('an admin sees the page and its calls', async () => {
    vi.mocked(isAdmin).mockResolvedValue(true);
    await open('/auth-test', testUser);
    await waitFor(() =>
      expect(screen.getByTestId('debug-token-start').textContent).toBe(`${TOKEN.slice(0, 12)}…`),
    );
    expect(screen.queryByTestId('admin-only')).toBeNull();
    fireEvent.click(screen.getByTestId('debug-call-public'));
    await screen.findByTestId('debug-answer-public');
    expect(apiCalls()).toHaveLength(1);
  });
});

import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emitSignIn, emitUser, openSession, resetAuth, signOut, testUser } from '../../../test/fakeAuth';
import { IDLE_LIMIT_MS, SESSION_CHECK_MS, SESSION_LIMIT_MS } from '../session';
import { useAuth } from '../useAuth';
import { AuthProvider } from './AuthProvider';

vi.mock('../api', () => import('../../../test/fakeAuth'));

afterEach(() => {
  resetAuth();
  vi.useRealTimers();
});

function Probe() {
  const { user, loading } = useAuth();
  return <p>{loading ? 'loading' : (user?.email ?? 'signed out')}</p>;
}

const renderProvider = () =>
  render(
    <AuthProvider>
      <Probe />
    </AuthProvider>,
  );

describe('AuthProvider sessions', () => {
  it('opens the server session on a fresh sign-in, and starts sessionStartTime', async () => {
    renderProvider();
    await act(async () => emitSignIn(testUser));
    expect(openSession).toHaveBeenCalledOnce();
    expect(Number(localStorage.getItem('sessionStartTime'))).toBeGreaterThan(0);
    expect(screen.getByText('jiwoo@example.com')).toBeTruthy();
  });

  it('does not reopen a restored session, and clears sessionStartTime on sign-out', async () => {
    renderProvider();
    await act(async () => emitUser(testUser));
    expect(openSession).not.toHaveBeenCalled();
    await act(async () => emitUser(null));
    expect(localStorage.getItem('sessionStartTime')).toBeNull();
  });

  it('signs out after 30 idle minutes, at the next 5-minute check', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-22T10:00:00Z') });
    renderProvider();
    await act(async () => emitUser(testUser));
    act(() => vi.advanceTimersByTime(IDLE_LIMIT_MS - SESSION_CHECK_MS));
    expect(signOut).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(SESSION_CHECK_MS));
    expect(signOut).toHaveBeenCalledOnce();
  });

  it('keeps an active user, but not past 24 hours', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-22T10:00:00Z') });
    renderProvider();
    await act(async () => emitUser(testUser));
    for (let elapsed = 0; elapsed < SESSION_LIMIT_MS - SESSION_CHECK_MS; elapsed += SESSION_CHECK_MS) {
      act(() => {
        vi.advanceTimersByTime(SESSION_CHECK_MS);
        window.dispatchEvent(new Event('keydown'));
      });
    }
    expect(signOut).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(SESSION_CHECK_MS));
    expect(signOut).toHaveBeenCalledOnce();
  });
});

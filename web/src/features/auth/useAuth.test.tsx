import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emitUser, resetAuth, testUser } from '../../test/fakeAuth';
import { AuthProvider } from './components/AuthProvider';
import { useAuth } from './useAuth';

vi.mock('./api', () => import('../../test/fakeAuth'));

function Probe() {
  const { user, loading } = useAuth();
  return <p>{loading ? 'loading' : (user?.email ?? 'signed out')}</p>;
}

afterEach(resetAuth);

describe('useAuth', () => {
  it('throws a clear error outside <AuthProvider>', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Probe />)).toThrow('useAuth must be used inside <AuthProvider>');
  });

  it('is loading until the first auth state, then follows it', () => {
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    expect(screen.getByText('loading')).toBeTruthy();

    act(() => emitUser(testUser));
    expect(screen.getByText('jiwoo@example.com')).toBeTruthy();

    act(() => emitUser(null));
    expect(screen.getByText('signed out')).toBeTruthy();
  });
});

import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emitUser, resetAuth } from '../../test/fakeAuth';
import { renderRoute } from '../../test/renderApp';

vi.mock('../../features/auth/api', () => import('../../test/fakeAuth'));
vi.mock('../../features/payments/api', () => ({ fetchPackages: vi.fn(async () => []) }));

afterEach(resetAuth);

const footer = () => screen.getByRole('contentinfo');

describe('Footer', () => {
  it('links to the policies and shows company details', async () => {
    await renderRoute('/privacy');
    await act(async () => emitUser(null));
    for (const [name, href] of [
      ['이용약관', '/terms'],
      ['개인정보처리방침', '/privacy'],
      ['환불 정책', '/refund'],
    ]) {
      expect(within(footer()).getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
    expect(within(footer()).getByText('사업자등록번호')).toBeTruthy();
    expect(within(footer()).getByText('통신판매업 신고번호')).toBeTruthy();
  });

  it('switches language from the footer and remembers it', async () => {
    await renderRoute('/terms');
    await act(async () => emitUser(null));
    expect(await screen.findByRole('heading', { level: 1, name: '이용약관' })).toBeTruthy();

    await act(async () => within(footer()).getByRole('button', { name: '日本語' }).click());

    expect(await screen.findByRole('heading', { level: 1, name: '利用規約' })).toBeTruthy();
    expect(localStorage.getItem('bitna-language')).toBe('ja');
    expect(document.documentElement.lang).toBe('ja');
    expect(within(footer()).getByRole('button', { name: '日本語' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('writes the English copyright line without a doubled full stop after the placeholder company name', async () => {
    await renderRoute('/terms');
    await act(async () => emitUser(null));
    await act(async () => within(footer()).getByRole('button', { name: 'English' }).click());
    const line = await within(footer()).findByText(/All rights reserved/);
    expect(line.textContent).toContain('Bitna Inc.');
    expect(line.textContent).not.toContain('..');
  });
});

import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emitUser, resetAuth } from '../../../test/fakeAuth';
import { renderRoute } from '../../../test/renderApp';

vi.mock('../../auth/api', () => import('../../../test/fakeAuth'));
vi.mock('../../payments/api', () => ({ fetchPackages: vi.fn(async () => []) }));

afterEach(resetAuth);

async function open(path: string, language: 'ko' | 'en' | 'ja' = 'ko') {
  await renderRoute(path, { language });
  await act(async () => emitUser(null));
  return screen.findByTestId(`legal-${path.slice(1)}`);
}

describe('legal pages', () => {
  it('terms carry the policy constants of spec §9 in Korean', async () => {
    const doc = await open('/terms');
    expect(within(doc).getByRole('heading', { level: 1, name: '이용약관' })).toBeTruthy();
    const text = doc.textContent ?? '';
    // The retention the purge schedule enforces (L6), and deletion with the account.
    expect(text).toContain('업로드 후 24시간 이내에 파기');
    expect(text).toContain('생성일부터 1년 동안 보관');
    expect(text).toContain('계정을 삭제하면 원본과 결과물이 함께 삭제');
    expect(text).toContain('구매일부터 1년');
    expect(text).toContain('7일 전부터');
    expect(text).toContain('000-00-00000'); // business registration from configuration
    expect(text).not.toMatch(/\{\{|sections\./);
  });

  it('the Korean refund policy states the 7-day, 10%, 1,000 won, 24-hour and 3-day rules', async () => {
    const text = (await open('/refund')).textContent ?? '';
    for (const rule of ['7일 이내', '수수료 10%', '1,000원 미만', '연속 24시간', '영업일 기준 3일']) {
      expect(text).toContain(rule);
    }
  });

  it('the English refund policy has its own windows: 7, 30 and 15 days', async () => {
    const text = (await open('/refund', 'en')).textContent ?? '';
    expect(text).toContain('within 7 days of payment');
    expect(text).toContain('within 30 days');
    expect(text).toContain('within 15 days');
  });

  it('offers the document in KO, EN and JP and switches language', async () => {
    const doc = await open('/privacy');
    const langs = within(doc).getByRole('group', { name: '문서 언어' });
    expect(
      within(langs)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['KO', 'EN', 'JP']);
    await act(async () => within(langs).getByRole('button', { name: 'JP' }).click());
    expect(await screen.findByRole('heading', { level: 1, name: 'プライバシーポリシー' })).toBeTruthy();
    expect(localStorage.getItem('bitna-language')).toBe('ja');
  });
});

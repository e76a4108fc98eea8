import { describe, expect, it } from 'vitest';
import { settings } from './config';
import { describeProviders, providersFor } from './providers';

describe('provider selection', () => {
  it('defaults to the offline providers with nothing configured', () => {
    const report = describeProviders(settings());
    expect(report.providers).toEqual({ payments: 'sandbox', edit: 'local' });
    expect(report.problems).toEqual([]);
    expect(report.social).toEqual({ google: true, kakao: false, naver: false });
  });

  it('reports a selected provider whose keys are missing, and treats "unset" as missing', () => {
    process.env.PAYMENTS_PROVIDER = 'toss';
    process.env.TOSS_SECRET_KEY = 'unset';
    try {
      expect(describeProviders(settings()).problems).toEqual([
        'PAYMENTS_PROVIDER=toss needs TOSS_SECRET_KEY and TOSS_CLIENT_KEY',
      ]);
      process.env.TOSS_SECRET_KEY = 'test_sk_x';
      process.env.TOSS_CLIENT_KEY = 'test_ck_x';
      expect(describeProviders(settings()).problems).toEqual([]);
      expect(settings().providers.payments).toBe('toss');
    } finally {
      delete process.env.PAYMENTS_PROVIDER;
      delete process.env.TOSS_SECRET_KEY;
      delete process.env.TOSS_CLIENT_KEY;
    }
  });

  it('ignores unknown provider names', () => {
    process.env.EDIT_PROVIDER = 'midjourney';
    try {
      expect(settings().providers.edit).toBe('local');
    } finally {
      delete process.env.EDIT_PROVIDER;
    }
  });

  it('falls back to the offline adapters while a selected one is not ready, and uses it once it is', () => {
    process.env.PAYMENTS_PROVIDER = 'toss';
    process.env.EDIT_PROVIDER = 'ideogram';
    try {
      const half = providersFor(settings());
      expect([half.payments.name, half.checkout, half.editor.name]).toEqual([
        'sandbox',
        { provider: 'sandbox', clientKey: null },
        'local',
      ]);
      expect(half.sandbox).not.toBeNull();
      Object.assign(process.env, {
        TOSS_SECRET_KEY: 'test_sk_x',
        TOSS_CLIENT_KEY: 'test_ck_x',
        IDEOGRAM_API_KEY: 'k',
        KAKAO_CLIENT_ID: 'kakao-id',
      });
      const ready = providersFor(settings());
      expect([ready.payments.name, ready.checkout, ready.editor.name, ready.sandbox]).toEqual([
        'toss',
        { provider: 'toss', clientKey: 'test_ck_x' },
        'ideogram',
        null,
      ]);
      expect([ready.social('kakao')?.id, ready.social('naver')]).toEqual(['kakao', null]);
      expect(ready.report().problems).toEqual([]);
    } finally {
      for (const name of [
        'PAYMENTS_PROVIDER',
        'EDIT_PROVIDER',
        'TOSS_SECRET_KEY',
        'TOSS_CLIENT_KEY',
        'IDEOGRAM_API_KEY',
        'KAKAO_CLIENT_ID',
      ])
        delete process.env[name];
    }
  });
});

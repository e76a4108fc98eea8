import { describe, expect, it } from 'vitest';
import { settings } from './config';
import { describeProviders } from './providers';

describe('provider selection', () => {
  it('defaults to the offline providers with nothing configured', () => {
    const report = describeProviders(settings());
    expect(report.providers).toEqual({
      payments: 'sandbox',
      studio: 'local',
      vision: 'local',
      edit: 'local',
    });
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
    process.env.STUDIO_PROVIDER = 'midjourney';
    try {
      expect(settings().providers.studio).toBe('local');
    } finally {
      delete process.env.STUDIO_PROVIDER;
    }
  });
});

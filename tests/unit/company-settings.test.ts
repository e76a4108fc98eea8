import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { COMPANY_KEYS, companyProblems, productionWebEnv } from '../../scripts/lib/company-settings.mjs';

// Tour finding 33: the footer's business details were placeholders (홍길동, 000-00-00000) that only a build
// setting replaces. The Hosting predeploy refuses to publish while any of them is unset or a placeholder.

const real = {
  VITE_COMPANY_NAME: '주식회사 예시',
  VITE_COMPANY_CEO: '김대표',
  VITE_COMPANY_ADDRESS: '서울특별시 중구 세종대로 110',
  VITE_COMPANY_REGISTRATION_NO: '123-45-67890',
  VITE_COMPANY_TELECOM_SALES_NO: '2026-서울중구-01234',
  VITE_COMPANY_EMAIL: 'help@example.co.kr',
  VITE_COMPANY_PHONE: '02-123-4567',
};

describe('the business details a launch build needs', () => {
  it('names every unset or placeholder value, and passes real ones', () => {
    expect(companyProblems({})).toEqual(COMPANY_KEYS);
    expect(companyProblems(real)).toEqual([]);
    expect(
      companyProblems({
        ...real,
        VITE_COMPANY_CEO: '홍길동',
        VITE_COMPANY_REGISTRATION_NO: ' 000-00-00000 ',
      }),
    ).toEqual(['VITE_COMPANY_CEO', 'VITE_COMPANY_REGISTRATION_NO']);
    expect(companyProblems({ ...real, VITE_COMPANY_PHONE: '  ' })).toEqual(['VITE_COMPANY_PHONE']);
  });

  it('reads them as a production web build does: .env files in order, then the environment', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'company-env-'));
    writeFileSync(path.join(dir, '.env'), 'VITE_COMPANY_CEO=홍길동\nVITE_COMPANY_PHONE=02-000-0000\n');
    writeFileSync(path.join(dir, '.env.production'), '# launch\nVITE_COMPANY_CEO="김대표"\n');
    const env = productionWebEnv(dir, { VITE_COMPANY_PHONE: '02-123-4567' });
    expect(env.VITE_COMPANY_CEO).toBe('김대표');
    expect(env.VITE_COMPANY_PHONE).toBe('02-123-4567');
  });

  it('knows the fallbacks the web app shows, so a fresh clone is refused', () => {
    const root = fileURLToPath(new URL('../../', import.meta.url));
    const company = readFileSync(path.join(root, 'web/src/shared/lib/company.ts'), 'utf8');
    const common = JSON.parse(readFileSync(path.join(root, 'locales/ko/common.json'), 'utf8'));
    const fallbacks = [
      ...[...company.matchAll(/VITE_COMPANY_(\w+) \|\| '([^']+)'/g)].map((m) => [
        `VITE_COMPANY_${m[1]}`,
        m[2],
      ]),
      ['VITE_COMPANY_NAME', common.footer.defaultCompanyName],
      ['VITE_COMPANY_CEO', common.footer.defaultCeo],
      ['VITE_COMPANY_ADDRESS', common.footer.defaultAddress],
    ];
    expect(fallbacks.map(([key]) => key).sort()).toEqual([...COMPANY_KEYS].sort());
    for (const [key, value] of fallbacks)
      expect(companyProblems({ ...real, [key]: value }), key).toEqual([key]);
  });

  it('is the Hosting predeploy', () => {
    const root = fileURLToPath(new URL('../../', import.meta.url));
    const config = JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8'));
    expect(config.hosting.predeploy).toContain('node scripts/check-company.mjs');
  });
});

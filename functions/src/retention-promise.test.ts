// Security review L6: the terms and the privacy policy must not promise an automatic purge of originals or
// results after a set period while no job does it. A purge schedule is exported from functions (a scheduled
// function named *purge*: instantPurgeHourly), so the documents state its periods (spec §9: 24 hours, 1 year),
// and the periods they interpolate are the ones the purge enforces. Remove the schedule and the first test fails.
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';

vi.mock('firebase-functions/logger', () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() }));
import { POLICY } from '../../web/src/features/legal/policy';
import {
  INSTANT_ORIGINAL_TTL_MS,
  INSTANT_PURGE_INTERVAL_MS,
  INSTANT_RESULT_TTL_MS,
} from './contracts/instant';
import * as deployed from './index';

const LANGUAGES = ['ko', 'en', 'ja'] as const;

type Json = string | Json[] | { [key: string]: Json };
const strings = (value: Json): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(strings)
      : Object.values(value).flatMap(strings);

// A clause about originals or results that names a period and destroying or deleting them. A placeholder
// such as {{originalsHours}} counts as a number.
const PHOTOS = /원본|결과물|original|result|元画像|生成物/i;
const PERIOD =
  /(\d+|\{\{\s*\w+\s*\}\})\s*(시간|일|개월|년|hours?|days?|months?|years?|時間|日|か月|ヶ月|年)/i;
const DESTROY = /파기|삭제|destroy|delet|purg|remov|破棄|削除/i;

function promisesPurge(text: string): string[] {
  return text
    .split(/(?<=[.。;,、，])\s*/)
    .filter((clause) => PHOTOS.test(clause) && PERIOD.test(clause) && DESTROY.test(clause));
}

const legalText = (language: string) =>
  strings(
    JSON.parse(
      readFileSync(new URL(`../../locales/${language}/legal.json`, import.meta.url), 'utf8'),
    ) as Json,
  ).join(' ');

const purgeSchedules = Object.entries(deployed)
  .filter(
    ([name, fn]) =>
      /purge/i.test(name) &&
      (fn as { __endpoint?: { scheduleTrigger?: object } }).__endpoint?.scheduleTrigger,
  )
  .map(([name]) => name);

describe('L6 — promised retention', () => {
  it('L6 — the legal texts promise a purge period only when a purge schedule is deployed', () => {
    for (const language of LANGUAGES) {
      const promises = promisesPurge(legalText(language));
      if (purgeSchedules.length === 0) expect(promises, language).toEqual([]);
    }
  });

  it('L6 — recognises the purge promises the texts made without a job', () => {
    for (const sentence of [
      '회원이 업로드한 원본은 생성이 끝난 뒤 {{originalsHours}}시간 이내에 파기합니다.',
      '생성된 결과물은 1년 동안 보관한 뒤 파기합니다.',
      'Originals are destroyed within 24 hours after generation.',
      'Results are kept for {{resultsYears}} year and then deleted.',
      'アップロードされた元画像は生成完了後24時間以内に破棄します。',
    ]) {
      expect(promisesPurge(sentence), sentence).toEqual([sentence]);
    }
    // Deletion with the account and payment records kept by law are not purge periods.
    for (const sentence of [
      '계정을 삭제하면 원본과 결과물이 함께 삭제됩니다.',
      'Payment records are kept for 5 years, separated from member details, as the law requires.',
    ]) {
      expect(promisesPurge(sentence), sentence).toEqual([]);
    }
  });

  it('L6 — the terms and privacy policy state the periods the deployed purge enforces', () => {
    expect(purgeSchedules).toContain('instantPurgeHourly');
    for (const language of LANGUAGES) {
      const promises = promisesPurge(legalText(language)).join(' ');
      expect(promises, language).toContain('{{originalsHours}}');
      expect(promises, language).toContain('{{resultsYears}}');
    }
    // Due after the TTL, deleted by the next hourly run: within the promised hours.
    expect(INSTANT_ORIGINAL_TTL_MS + INSTANT_PURGE_INTERVAL_MS).toBeLessThanOrEqual(
      POLICY.originalsHours * 60 * 60 * 1000,
    );
    expect(POLICY.resultsYears * 365 * 24 * 60 * 60 * 1000).toBe(INSTANT_RESULT_TTL_MS);
  });
});

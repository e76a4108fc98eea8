// Security review L6: the terms and the privacy policy must not promise an automatic purge of originals or
// results after a set period while no job does it. A purge schedule is exported from functions (a scheduled
// function named *purge*: retentionPurgeHourly), so the documents state its periods (spec §9: 24 hours, 1 year),
// and the periods they interpolate are the ones the purge enforces. Remove the schedule and the first test fails.
import { readFileSync } from 'node:fs';
import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { describe, expect, it, vi } from 'vitest';

vi.mock('firebase-functions/logger', () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() }));
import { POLICY } from '../../web/src/features/legal/policy';
import { ORIGINAL_TTL_MS, PURGE_INTERVAL_MS, RESULT_TTL_MS } from './contracts/retention';
import { OWNED_COLLECTIONS } from './features/auth/account.repo';
import { studioStoragePath } from './features/studio/storage-paths';
import { trainingLine } from './features/studio/training/training.line';
import { TRAINING_UPLOAD_TTL_MS } from './features/studio/training/training.repo';
import * as deployed from './index';
import { LINES_WITH_RESULTS, RETENTION_RULES } from './retention';

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
    expect(purgeSchedules).toContain('retentionPurgeHourly');
    for (const language of LANGUAGES) {
      const promises = promisesPurge(legalText(language)).join(' ');
      expect(promises, language).toContain('{{originalsHours}}');
      expect(promises, language).toContain('{{resultsYears}}');
    }
    // Due after the TTL, deleted by the next hourly run: within the promised hours.
    expect(ORIGINAL_TTL_MS + PURGE_INTERVAL_MS).toBeLessThanOrEqual(POLICY.originalsHours * 60 * 60 * 1000);
    expect(POLICY.resultsYears * 365 * 24 * 60 * 60 * 1000).toBe(RESULT_TTL_MS);
  });
});

describe('N4 — retention for every line', () => {
  const rule = (collection: string) => RETENTION_RULES.find((r) => r.collection === collection);

  it('N3 — every job line keeps its documents in a collection that goes with the account', () => {
    for (const line of [...LINES_WITH_RESULTS, trainingLine])
      expect(OWNED_COLLECTIONS as readonly string[], line.name).toContain(line.collection);
  });

  it('N4 — every collection of photos or results a user owns has a purge rule', () => {
    // Kept until their owner deletes them: a training (its model) and the orders (no photo).
    const kept = ['trainings', 'orders'];
    for (const name of OWNED_COLLECTIONS.filter((n) => !kept.includes(n)))
      expect(rule(name), name).toBeDefined();
    expect(rule('trainings')).toBeUndefined();
    expect(trainingLine.results).toBeUndefined();
  });

  it('N4 — originals and studio selfies are due within the promised hours, whether trained on or not', () => {
    expect(TRAINING_UPLOAD_TTL_MS).toBe(ORIGINAL_TTL_MS);
    for (const name of ['instant_uploads', 'training_uploads'])
      expect(rule(name)!.due, name).toEqual({ field: 'expiresAt', afterMs: 0 });
  });

  it("N4 — a studio selfie's face crop lies in the folder the session's purge deletes, beside the photo", () => {
    const session = { id: 's1', get: (field: string) => (field === 'userId' ? 'u1' : undefined) };
    const [folder] = rule('training_uploads')!.files(session as unknown as QueryDocumentSnapshot);
    expect(String(folder)).toMatch(/\/$/);
    for (const path of [
      studioStoragePath.uploadPhoto('u1', 's1', 'p1'),
      studioStoragePath.uploadFace('u1', 's1', 'p1'),
    ])
      expect(path.startsWith(String(folder)), path).toBe(true);
  });

  it('N4 — every result (instant, studio, Gemini tools) is due the promised years after it was made', () => {
    const years = POLICY.resultsYears * 365 * 24 * 60 * 60 * 1000;
    for (const line of LINES_WITH_RESULTS) expect(line.results!.keepMs, line.name).toBe(years);
    for (const name of ['instant_edits', 'generations', 'instant_generations', 'analyses'])
      expect(rule(name)!.due.afterMs, name).toBe(years);
  });
});

// The training as the pages read it (spec §3, §4): the derived actual status, a provider's 'succeeded' shown as
// completed, owner-only links instead of Storage paths, and the 30-minute timeout message translated, its English
// text exactly the spec's.
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { TRAINING_TIMEOUT_MESSAGE, type TrainingDoc } from '../../../contracts';
import { translator, type Language } from '../../../shared/i18n';
import { trainingView } from './training.view';
import type { TrainingRecord } from './training.repo';

const base: TrainingDoc = {
  userId: 'u1',
  status: 'training',
  stage: 'queued',
  loraName: 'Me',
  triggerWord: 'bitna_qwrtzx',
  provider: 'fal',
  sessionId: 's1',
  photoCount: 12,
  providerJobId: 'job-1',
  queuePosition: 3,
  loraUrl: null,
  backup: null,
  thumbnailPath: null,
  error: null,
  createdAt: Timestamp.fromMillis(Date.parse('2026-01-01T00:00:00Z')),
  updatedAt: null,
  startedAt: null,
  completedAt: null,
};
const record = (over: Partial<TrainingDoc> & Record<string, unknown> = {}) =>
  ({ ...base, ...over, id: 't1' }) as TrainingRecord;
const view = (over: Partial<TrainingDoc> & Record<string, unknown> = {}, language: Language = 'ko') =>
  trainingView(record(over), translator(language));

describe('trainingView', () => {
  it('derives the actual status: processing while open, ready with a backup or LoRA url, else failed', () => {
    expect(view()).toMatchObject({ actual_status: 'processing', stage: 'queued', queue_position: 3 });
    expect(view({ status: 'pending' }).actual_status).toBe('processing');
    expect(view({ status: 'completed', loraUrl: 'https://fal.example/l.safetensors' }).actual_status).toBe(
      'ready',
    );
    expect(view({ status: 'completed', backup: { path: 'x', fileSizeMb: 1.5 } })).toMatchObject({
      actual_status: 'ready',
      backup: { backup_url: null, file_size_mb: 1.5 },
    });
    expect(view({ status: 'cancelled' }).actual_status).toBe('failed');
    expect(view({ status: 'completed' }).actual_status).toBe('failed');
  });

  it("shows a provider's 'succeeded' as completed", () => {
    expect(view({ status: 'succeeded' as never, loraUrl: 'u' }).status).toBe('completed');
  });

  it('links the thumbnail through the API and never exposes a Storage path', () => {
    const v = view({ thumbnailPath: 'users/u1/studio/trainings/t1/thumbnail.jpg' });
    expect(v.thumbnail_url).toBe('/training/t1/thumbnail/image');
    expect(JSON.stringify(v)).not.toContain('users/u1');
  });

  it('translates the timeout, with exactly the spec message in English', () => {
    const failed = { status: 'failed' as const, error: 'studio.training_timeout' };
    expect(view(failed, 'en')).toMatchObject({
      error: TRAINING_TIMEOUT_MESSAGE,
      error_code: 'studio.training_timeout',
    });
    expect(view(failed, 'ko').error).toMatch(/30분/);
    expect(view(failed, 'ja').error).toMatch(/30分/);
  });

  it("names the owner and the provider's job for an admin only", () => {
    expect(view()).not.toHaveProperty('user_id');
    expect(view()).not.toHaveProperty('provider_job_id');
    expect(trainingView(record(), translator('ko'), { admin: true })).toMatchObject({
      user_id: 'u1',
      provider_job_id: 'job-1',
    });
    expect(trainingView(record({ providerJobId: null }), translator('ko'), { admin: true })).toMatchObject({
      provider_job_id: null,
    });
  });
});

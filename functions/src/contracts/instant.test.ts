// The instant presets and call schemas: the spec's categories and default, a name and description for every
// preset in every language, an error message for every provider failure.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  INSTANT_CATEGORIES,
  INSTANT_DEFAULT,
  INSTANT_PRESET_IDS,
  INSTANT_PRESETS,
  instantEditDocSchema,
  instantEditRequestSchema,
  instantListQuerySchema,
  instantPreset,
  instantPresetSchema,
  LANGUAGES,
} from './index';

const locale = (lang: string, ns: string) =>
  JSON.parse(readFileSync(path.resolve(__dirname, '../../../locales', lang, `${ns}.json`), 'utf8')) as Record<
    string,
    Record<string, unknown>
  >;

describe('instant presets', () => {
  it('are the spec §3 categories with their presets, defaulting to trend / figure', () => {
    const byCategory = Object.fromEntries(
      INSTANT_CATEGORIES.map((c) => [c, INSTANT_PRESETS.filter((p) => p.category === c).map((p) => p.id)]),
    );
    expect(byCategory).toEqual({
      id: ['passport', 'resume', 'license', 'student'],
      business: ['linkedin', 'corporate', 'consultant'],
      trend: ['figure', 'anime', 'cosplay'],
      art: ['portrait', 'webtoon', 'game'],
    });
    expect(INSTANT_PRESETS.map((p) => p.id)).toEqual([...INSTANT_PRESET_IDS]);
    expect(instantPreset(INSTANT_DEFAULT.preset).category).toBe(INSTANT_DEFAULT.category);
    for (const p of INSTANT_PRESETS) expect(instantPresetSchema.parse(p)).toEqual(p);
  });

  it('have a name and description in every language, and every category a label', () => {
    for (const lang of LANGUAGES) {
      const t = locale(lang, 'instant');
      for (const id of INSTANT_PRESET_IDS) {
        const preset = t.presets![id] as { name?: string; description?: string };
        expect(preset?.name, `${lang} ${id}`).toBeTruthy();
        expect(preset?.description, `${lang} ${id}`).toBeTruthy();
      }
      for (const c of INSTANT_CATEGORIES) expect(t.categories![c], `${lang} ${c}`).toBeTruthy();
    }
  });

  it('have a message for every provider failure in every language', () => {
    for (const lang of LANGUAGES)
      expect(Object.keys(locale(lang, 'errors').provider!)).toEqual(
        expect.arrayContaining(['invalid', 'unauthorized', 'quota', 'safety', 'unavailable']),
      );
  });
});

describe('instant call schemas', () => {
  it('accept only known presets and bound the list size', () => {
    expect(instantEditRequestSchema.safeParse({ upload_id: 'u1', preset_id: 'figure' }).success).toBe(true);
    expect(instantEditRequestSchema.safeParse({ upload_id: 'u1', preset_id: 'ghibli' }).success).toBe(false);
    expect(instantListQuerySchema.parse({})).toEqual({ limit: 20 });
    expect(instantListQuerySchema.parse({ limit: '5', cursor: 'e9' })).toEqual({ limit: 5, cursor: 'e9' });
    expect(instantListQuerySchema.safeParse({ limit: '500' }).success).toBe(false);
  });

  it('describe the instant_edits document the client reads', () => {
    const ts = { toDate: () => new Date(0) };
    const doc = {
      userId: 'u1',
      presetId: 'figure',
      status: 'completed',
      provider: 'gemini',
      uploadId: 'up1',
      originalPath: 'users/u1/instant/originals/up1',
      outputs: ['users/u1/instant/results/e1/0.jpg'],
      request: { prompt: 'p', presetId: 'figure', aspectRatio: '3:4' },
      providerJobId: null,
      error: null,
      createdAt: ts,
      updatedAt: ts,
      completedAt: ts,
      processingTime: 12.5,
      model: 'gemini-3.1-flash-image',
      localLook: null,
      printSheetPath: null,
      idPhoto: null,
      expiresAt: ts,
    };
    expect(instantEditDocSchema.safeParse(doc).success).toBe(true);
    expect(instantEditDocSchema.safeParse({ ...doc, status: 'done' }).success).toBe(false);
  });
});

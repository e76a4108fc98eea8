// Batch analysis answers inside Hosting's 60 s: Gemini's calls run side by side (one provider timeout for the
// whole batch, not one per photo), the results keep the photos' order, and a refused photo is named.
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';

vi.mock('./gemini-tools.repo', () => ({ newAnalysisRef: () => ({ id: 'a1' }) }));
vi.mock('./tools-charge', () => ({ chargeTools: async () => ({ settle: vi.fn() }) }));
import { carriesNoMetadata, photo, withPhoneMetadata } from '../../../../tests/fixtures/images';
import { BATCH_ANALYSIS_MAX } from '../../contracts';
import { ProviderError, type ImageAnalyzer } from '../../providers/ai';
import { translator } from '../../shared/i18n';
import { analyzeBatch, analyzeImage, batchConcurrency } from './analyze-images';

const CALL_MS = 300;

describe('batch analysis on Gemini', () => {
  it('runs the whole batch at once: ten slow calls take one call’s time, answered in order', async () => {
    let inFlight = 0;
    let most = 0;
    const analyzer: ImageAnalyzer = {
      model: 'gemini-3.5-flash',
      async analyze({ prompt }) {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await new Promise((resolve) => setTimeout(resolve, CALL_MS));
        inFlight -= 1;
        if (prompt === 'refuse') throw new ProviderError('safety', 'gemini', 200);
        return 'fine';
      },
    };
    const data = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#888' } })
      .jpeg()
      .toBuffer();
    const files = Array.from({ length: BATCH_ANALYSIS_MAX }, (_, i) => ({
      field: 'images',
      filename: `p${i}.jpg`,
      data,
    }));
    const ctx = { uid: 'u', language: 'en' as const, t: translator('en'), analyzer };
    const started = Date.now();
    const result = await analyzeBatch(ctx, 'light?', files);
    expect(Date.now() - started).toBeLessThan(CALL_MS * 3);
    expect(most).toBe(BATCH_ANALYSIS_MAX);
    expect(result.results.map((r) => [r.filename, r.image_index])).toEqual(
      files.map((f, i) => [f.filename, i]),
    );

    const refused = await analyzeBatch(ctx, 'refuse', files.slice(0, 2));
    expect(refused.successful_analyses).toBe(0);
    expect(refused.errors).toEqual([
      expect.stringMatching(/^p0\.jpg: /),
      expect.stringMatching(/^p1\.jpg: /),
    ]);
    // The local engine has two workers: two photos at a time.
    expect(batchConcurrency({ analyzer: null })).toBe(2);
  });
});

describe('what Gemini is sent', () => {
  it('N6 — an analysed photo reaches the provider with no EXIF, GPS or owner name', async () => {
    const sent: Buffer[] = [];
    const analyzer: ImageAnalyzer = {
      model: 'gemini-3.5-flash',
      async analyze({ image }) {
        sent.push(image.data);
        return 'fine';
      },
    };
    const data = await withPhoneMetadata(sharp, photo('r_obama.jpg'));
    const ctx = { uid: 'u', language: 'en' as const, t: translator('en'), analyzer };
    await analyzeImage(ctx, 'light?', { field: 'image', filename: 'me.jpg', data });
    expect(sent).toHaveLength(1);
    expect(await carriesNoMetadata(sharp, sent[0]!)).toBe(true);
  });
});

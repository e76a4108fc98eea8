// Image analysis (spec /gemini-analysis): Gemini answers the user's prompt about each photo; without a key the
// local engine measures the photo instead (DESIGN §5) and says so. Each upload is checked by content (readUpload),
// size (20 MB) and pixel count (stillPhoto) before anything is decoded or sent. Results are kept in analyses/{id}.
// On Gemini each image costs one instant credit, taken before it is sent; a failed image's credit comes back
// (tools-charge.ts).
import {
  BATCH_ANALYSIS_MAX,
  LOCAL_ANALYSIS_MODEL,
  type AnalysisResult,
  type BatchAnalysisResult,
} from '../../contracts';
import { imagingToHttp, type UploadedFile } from '../../http/upload';
import { runEngine } from '../../imaging/engine';
import { ProviderError, type ImageAnalyzer } from '../../providers/ai';
import { AppError } from '../../shared/errors';
import { mapPool } from '../../shared/pool';
import type { Language } from '../../shared/i18n';
import type { TFunction } from 'i18next';
import { stillPhoto } from '../instant';
import { newAnalysisRef, type AnalysisRecord } from './gemini-tools.repo';
import { chargeTools } from './tools-charge';
import { localAnalysisText } from './local-analysis';

export interface AnalysisContext {
  uid: string;
  language: Language;
  t: TFunction;
  /** Gemini, or null for the local engine. */
  analyzer: ImageAnalyzer | null;
}

/** A provider failure as the translated error the API answers with. */
export const providerToHttp = (err: unknown): unknown =>
  err instanceof ProviderError ? new AppError(err.httpStatus, err.key, err.params) : err;

const modelOf = (ctx: AnalysisContext) => ctx.analyzer?.model ?? LOCAL_ANALYSIS_MODEL;

async function analyzeFile(ctx: AnalysisContext, prompt: string, file: UploadedFile): Promise<string> {
  const photo = await stillPhoto(file.data);
  if (ctx.analyzer) return ctx.analyzer.analyze({ prompt, image: photo });
  return localAnalysisText(await runEngine('photoFacts', { image: photo.data }), ctx.language);
}

/** Takes the credits of `images` images (on Gemini) in the transaction that opens the analysis record. */
const chargeAnalysis = (ctx: AnalysisContext, images: number) => {
  const record = newAnalysisRef();
  return chargeTools(ctx.uid, record, images, !!ctx.analyzer).then((charge) => ({ id: record.id, charge }));
};

const recordOf = (ctx: AnalysisContext, fields: Omit<AnalysisRecord, 'model'>): AnalysisRecord => ({
  ...fields,
  model: modelOf(ctx),
});

export async function analyzeImage(
  ctx: AnalysisContext,
  prompt: string,
  file: UploadedFile,
): Promise<AnalysisResult> {
  const { id, charge } = await chargeAnalysis(ctx, 1);
  let result: string;
  try {
    result = await analyzeFile(ctx, prompt, file);
  } catch (err) {
    const known = providerToHttp(imagingToHttp(err));
    const reason = known instanceof AppError ? known.key : 'unexpected';
    const failed: Omit<AnalysisRecord, 'model'> = {
      status: 'failed',
      kind: 'single',
      prompt,
      results: [],
      errors: [reason],
    };
    await charge.settle(recordOf(ctx, failed), 1);
    throw known;
  }
  const results = [{ filename: file.filename, image_index: 0, result }];
  await charge.settle(recordOf(ctx, { status: 'completed', kind: 'single', prompt, results, errors: [] }), 0);
  return { prompt, result, model: modelOf(ctx), analysis_id: id, timestamp: new Date().toISOString() };
}

/**
 * Gemini analyses a whole batch side by side, in one round, so the batch answers within one provider timeout
 * (50 s) and before Hosting's 60 s. The local engine has two workers: two photos at a time keeps both busy
 * without decoding ten large photos at once.
 */
export const batchConcurrency = (ctx: Pick<AnalysisContext, 'analyzer'>) =>
  ctx.analyzer ? BATCH_ANALYSIS_MAX : 2;

/** Each image on its own: one that fails is named in `errors` and the others still count. */
export async function analyzeBatch(
  ctx: AnalysisContext,
  prompt: string,
  files: UploadedFile[],
): Promise<BatchAnalysisResult> {
  const batch = { kind: 'batch', prompt } as const;
  const { id, charge } = await chargeAnalysis(ctx, files.length);
  const analyses = mapPool(files, batchConcurrency(ctx), async (file, index) => {
    try {
      return {
        ok: { filename: file.filename, image_index: index, result: await analyzeFile(ctx, prompt, file) },
      };
    } catch (err) {
      const known = providerToHttp(imagingToHttp(err));
      if (!(known instanceof AppError)) throw err;
      return { error: `${file.filename || `#${index + 1}`}: ${ctx.t(known.key, known.params)}` };
    }
  });
  const outcomes = await analyses.catch(async (err: unknown) => {
    await charge.settle(recordOf(ctx, { ...batch, status: 'failed', results: [], errors: [] }), files.length);
    throw err;
  });
  const results: BatchAnalysisResult['results'] = outcomes.flatMap((o) => (o.ok ? [o.ok] : []));
  const errors = outcomes.flatMap((o) => (o.error ? [o.error] : []));
  await charge.settle(recordOf(ctx, { ...batch, status: 'completed', results, errors }), errors.length);
  return {
    batch_id: id,
    prompt,
    model: modelOf(ctx),
    total_images: files.length,
    successful_analyses: results.length,
    errors,
    results,
    timestamp: new Date().toISOString(),
  };
}

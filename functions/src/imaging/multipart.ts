// Multipart uploads. The Functions runtime has already read the body into req.rawBody before Express runs, so
// busboy parses that Buffer; a standalone app (tests, benches) streams the request instead. The app-wide JSON
// limit skips multipart, so the per-file limit (spec: 10 MB for ID photos, 20 MB elsewhere) is enforced here,
// and every image field is checked by its magic bytes before any decoding.
import busboy from 'busboy';
import type { Request } from 'express';
import { HttpError } from '../http/errors';
import { IMAGING_ERRORS, ImagingError } from './errors';
import { sniff } from './sniff';

export const MB = 1024 * 1024;
export const ID_PHOTO_MAX_BYTES = 10 * MB; // spec §5: 10485760
export const UPLOAD_MAX_BYTES = 20 * MB;

export interface UploadedFile {
  field: string;
  filename: string;
  data: Buffer;
}

export interface Upload {
  fields: Record<string, string>;
  files: UploadedFile[];
  /** The first file of any of these fields. */
  file(...names: string[]): UploadedFile | undefined;
}

export interface UploadLimits {
  maxFileBytes: number;
  maxFiles?: number;
}

const tooLarge = (limit: number) => new HttpError(413, 'upload.too_large', { mb: limit / MB });

export function readUpload(req: Request, limits: UploadLimits): Promise<Upload> {
  if (!req.is('multipart/form-data')) return Promise.reject(new HttpError(415, 'upload.multipart_required'));
  const maxFiles = limits.maxFiles ?? 4;
  return new Promise((resolve, reject) => {
    const fields: Record<string, string> = {};
    const files: UploadedFile[] = [];
    let failure: unknown;
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: {
          fileSize: limits.maxFileBytes,
          files: maxFiles,
          fields: 40,
          fieldSize: 64 * 1024,
          parts: 60,
        },
      });
    } catch {
      reject(new HttpError(400, 'upload.malformed'));
      return;
    }
    parser.on('file', (field, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('limit', () => {
        failure ??= tooLarge(limits.maxFileBytes);
        stream.resume();
      });
      stream.on('close', () => {
        if (failure) return;
        const data = Buffer.concat(chunks);
        if (data.length === 0) return; // an empty file input is "no file"
        if (!sniff(data)) failure = new HttpError(415, 'upload.not_image');
        else files.push({ field: field.replace(/\[\]$/, ''), filename: info.filename ?? '', data });
      });
    });
    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on(
      'filesLimit',
      () => (failure ??= new HttpError(413, 'upload.too_many_files', { max: maxFiles })),
    );
    parser.on('error', () => reject(new HttpError(400, 'upload.malformed')));
    parser.on('close', () => {
      if (failure) reject(failure);
      else resolve({ fields, files, file: (...names) => files.find((f) => names.includes(f.field)) });
    });
    const raw = (req as { rawBody?: Buffer }).rawBody;
    if (raw) parser.end(raw);
    else req.pipe(parser);
  });
}

/** Engine refusals → translated HTTP errors (`imaging.<code>` in the errors locale files). */
export function imagingToHttp(err: unknown): unknown {
  if (err instanceof ImagingError)
    return new HttpError(IMAGING_ERRORS[err.code], `imaging.${err.code}`, err.params);
  return err;
}

type Handler = (req: Request, res: import('express').Response) => Promise<void>;

/** An async route whose engine refusals reach the error handler as translated HTTP errors. */
export const imagingRoute =
  (fn: Handler): import('express').RequestHandler =>
  (req, res, next) => {
    fn(req, res).catch((err: unknown) => next(imagingToHttp(err)));
  };

/** A number field within [min, max], or its default when absent. */
export function numberField(
  fields: Record<string, string>,
  name: string,
  fallback: number,
  min: number,
  max: number,
) {
  const raw = fields[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || value > max)
    throw new HttpError(400, 'request.invalid_field', { field: name, reason: `${min}-${max}` });
  return value;
}

/** The lazily loaded engine: /health and other routes never load sharp or tfjs. */
export const engine = () => import('./pool.js').then((m) => m.runImaging);

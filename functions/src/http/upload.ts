// Multipart uploads, and the wrapper that turns engine refusals into translated answers. The Functions runtime
// has already read the body into req.rawBody before Express runs, so busboy parses that Buffer; a standalone app
// (tests, benches) streams the request instead. The app-wide JSON limit skips multipart, so the per-file limit
// (spec: 10 MB for ID photos, 20 MB elsewhere, both in the contracts) is enforced here, and every image field is
// checked by its magic bytes before any decoding.
import busboy from 'busboy';
import type { Request } from 'express';
import type { z } from 'zod';
import { REQUEST_FILES_MAX_BYTES } from '../contracts';
import { ImagingError, type ImagingErrorCode } from '../imaging/errors';
import { sniff } from '../imaging/sniff';
import { AppError } from '../shared/errors';
import { check } from './validate';

const MB = 1024 * 1024;

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
  /** The first file of any of these fields, or a 400 with `key` when there is none. */
  need(key: string, ...names: string[]): UploadedFile;
  /** The text fields parsed by `schema`, or a 400 naming the first bad field. */
  fieldsAs<S extends z.ZodType>(schema: S): z.infer<S>;
}

export interface UploadLimits {
  maxFileBytes: number;
  maxFiles?: number;
  /** Also accept GIF files (the route turns them into stills; the engine takes JPEG, PNG and WebP only). */
  allowGif?: boolean;
}

/** GIF87a / GIF89a by their magic bytes. */
export const isGif = (bytes: Buffer) =>
  bytes.length >= 6 && /^GIF8[79]a$/.test(bytes.toString('latin1', 0, 6));

const tooLarge = (limit: number) => new AppError(413, 'upload.too_large', { mb: limit / MB });

export function readUpload(req: Request, limits: UploadLimits): Promise<Upload> {
  if (!req.is('multipart/form-data')) return Promise.reject(new AppError(415, 'upload.multipart_required'));
  const maxFiles = limits.maxFiles ?? 4;
  return new Promise((resolve, reject) => {
    const fields: Record<string, string> = {};
    const files: UploadedFile[] = [];
    let failure: unknown;
    // All files together: a request the platform let through must still keep to the contract's limit.
    let total = 0;
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
      reject(new AppError(400, 'upload.malformed'));
      return;
    }
    parser.on('file', (field, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => {
        total += c.length;
        if (total > REQUEST_FILES_MAX_BYTES)
          failure ??= new AppError(413, 'upload.request_too_large', { mb: REQUEST_FILES_MAX_BYTES / MB });
        chunks.push(c);
      });
      stream.on('limit', () => {
        failure ??= tooLarge(limits.maxFileBytes);
        stream.resume();
      });
      stream.on('close', () => {
        if (failure) return;
        const data = Buffer.concat(chunks);
        if (data.length === 0) return; // an empty file input is "no file"
        if (!sniff(data) && !(limits.allowGif && isGif(data)))
          failure = new AppError(415, 'upload.not_image');
        else files.push({ field: field.replace(/\[\]$/, ''), filename: info.filename ?? '', data });
      });
    });
    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on(
      'filesLimit',
      () => (failure ??= new AppError(413, 'upload.too_many_files', { max: maxFiles })),
    );
    parser.on('error', () => reject(new AppError(400, 'upload.malformed')));
    parser.on('close', () => {
      if (failure) reject(failure);
      else resolve(upload(fields, files));
    });
    const raw = (req as { rawBody?: Buffer }).rawBody;
    if (raw) parser.end(raw);
    else req.pipe(parser);
  });
}

function upload(fields: Record<string, string>, files: UploadedFile[]): Upload {
  const file = (...names: string[]) => files.find((f) => names.includes(f.field));
  return {
    fields,
    files,
    file,
    need(key, ...names) {
      const found = file(...names);
      if (!found) throw new AppError(400, key);
      return found;
    },
    fieldsAs: (schema) => check(schema, fields, 'body'),
  };
}

/** The HTTP status of each engine refusal: unreadable input, too big, or a photo we cannot use. */
const IMAGING_STATUS: Record<ImagingErrorCode, number> = {
  not_image: 415,
  corrupt: 415,
  too_many_pixels: 413,
  no_face: 422,
  multiple_faces: 422,
  face_too_small: 422,
  face_tilted: 422,
  face_turned: 422,
  eyes_closed: 422,
  too_blurry: 422,
  low_quality: 422,
  too_dark: 422,
  too_bright: 422,
  head_cut_top: 422,
  head_near_edge: 422,
  shoulders_missing: 422,
  hair_too_tall: 422,
};

/** Engine refusals → translated errors (`imaging.<code>` in the errors locale files). */
export function imagingToHttp(err: unknown): unknown {
  if (err instanceof ImagingError)
    return new AppError(IMAGING_STATUS[err.code], `imaging.${err.code}`, err.params);
  return err;
}

export type Handler = (req: Request, res: import('express').Response) => Promise<void>;

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
    throw new AppError(400, 'request.invalid_field', { field: name, reason: `${min}-${max}` });
  return value;
}

/** Image bytes as a data URL, the way JSON answers carry images. */
export const dataUrl = (bytes: Buffer, mime: string) => `data:${mime};base64,${bytes.toString('base64')}`;

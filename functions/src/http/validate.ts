// zod at the edge: parse, or answer 400 with a translated {detail} naming the first problem.
import type { Request } from 'express';
import { z } from 'zod';
import { HttpError } from './errors';

type Part = 'body' | 'query' | 'params';

export function parse<S extends z.ZodType>(schema: S, req: Request, part: Part = 'body'): z.infer<S> {
  const result = schema.safeParse(req[part]);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.join('.') || part;
  throw new HttpError(400, 'request.invalid_field', { field, reason: issue?.message ?? 'invalid' });
}

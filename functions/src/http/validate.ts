// zod at the edge: parse, or answer 400 with a translated {detail} naming the first problem.
import type { Request } from 'express';
import type { z } from 'zod';
import { AppError } from '../shared/errors';

type Part = 'body' | 'query' | 'params';

/** Plain data (a JSON body, multipart text fields) through `schema`; `where` names the data when no field does. */
export function check<S extends z.ZodType>(schema: S, data: unknown, where: string): z.infer<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.join('.') || where;
  throw new AppError(400, 'request.invalid_field', { field, reason: issue?.message ?? 'invalid' });
}

export function parse<S extends z.ZodType>(schema: S, req: Request, part: Part = 'body'): z.infer<S> {
  return check(schema, req[part], part);
}

import * as z from 'zod';
import { CONSULTATION_STATUSES, type ConsultationStatus } from '../../widget/core/consultation.ts';
import { fieldsFromIssues } from '../http/body.server.ts';
import { type AppRequest, HttpError } from '../http/http-types.server.ts';

/** `?q=&page=&pageSize=` of the admin lists (leads, consultation requests, the audit log). */
export const PagingSchema = z.object({
  q: z.string().trim().max(200, 'Use a shorter search.').optional().default(''),
  page: z.coerce
    .number('Use a whole page number.')
    .int('Use a whole page number.')
    .min(1, 'Pages start at 1.')
    .max(100_000)
    .optional()
    .default(1),
  pageSize: z.coerce
    .number('Use a whole number.')
    .int('Use a whole number.')
    .min(1, 'Show at least 1 row.')
    .max(200, 'Show at most 200 rows.')
    .optional()
    .default(25),
});

/** The paging of the consultation requests, with their status filter (`overdue`, `open` or a status). */
export const ConsultationQuerySchema = PagingSchema.extend({
  status: z
    .enum([...(Object.keys(CONSULTATION_STATUSES) as ConsultationStatus[]), 'overdue', 'open', ''])
    .optional()
    .default(''),
});

/** The query string read with `schema`, or a 400 naming the fields that are wrong. */
export function readQuery<T extends z.ZodType>(req: AppRequest, schema: T): z.output<T> {
  const parsed = schema.safeParse(Object.fromEntries(req.query));
  if (!parsed.success)
    throw new HttpError(
      400,
      'validation_failed',
      'Please check the search and paging.',
      fieldsFromIssues(parsed.error.issues),
    );
  return parsed.data;
}

/** A search as an ILIKE pattern: `%`, `_` and `\` in it are literal. */
export function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

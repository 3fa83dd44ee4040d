import * as z from 'zod';
import { EMAIL_PATTERN, LIMITS } from '../../widget/core/lead.ts';
import type { AppContext } from '../app-context.server.ts';
import { fieldsFromIssues, readJsonBody } from '../http/body.server.ts';
import { type AppRequest, type AppResponse, HttpError, json } from '../http/http-types.server.ts';
import { OUTBOX_KIND } from '../mail/outbox-kinds.server.ts';
import { createLead } from './leads.server.ts';
import { hashKey, takeHits } from './rate-limit.server.ts';

/** One guide per recipient address in this many seconds. */
const GUIDE_WINDOW_SECONDS = 3600;

export const EbookRequestSchema = z.object({
  name: z
    .string('Enter your name.')
    .trim()
    .min(1, 'Enter your name.')
    .max(LIMITS.name, 'Use a shorter name.'),
  email: z
    .string('Enter your e-mail address.')
    .trim()
    .toLowerCase()
    .min(1, 'Enter your e-mail address.')
    .max(LIMITS.email, 'Use a shorter e-mail address.')
    .regex(EMAIL_PATTERN, 'Please enter a valid email address.'),
  /** The optional, separate tick box for the 5-e-mail series; never a condition of the guide. */
  seriesConsent: z.boolean().optional().default(false),
  honeypot: z.string().max(200).optional(),
  source: z.string().max(LIMITS.pagePath).optional(),
});

/**
 * POST /api/ebook-requests {name, email, seriesConsent?}: e-mails the guide to anyone who asks
 * (ICO: marketing consent is not a condition of a free item), at most once an hour to one address. Only when the series box was ticked
 * does it also store a lead and its consent and start the series, through the lead endpoint itself.
 * 201 `{ ok, series }`.
 */
export async function createEbookRequest(req: AppRequest, ctx: AppContext): Promise<AppResponse> {
  const parsed = EbookRequestSchema.safeParse(readJsonBody(req));
  if (!parsed.success)
    throw new HttpError(
      400,
      'validation_failed',
      'Please check the highlighted fields.',
      fieldsFromIssues(parsed.error.issues),
    );
  const asked = parsed.data;
  if (asked.honeypot && asked.honeypot.trim() !== '') {
    ctx.log.info('ebook.honeypot');
    return json(201, { ok: true, series: false });
  }
  await takeHits(
    ctx.db,
    [{ key: `ebook:ip:${hashKey(req.ip, ctx.salt)}`, limit: ctx.config.rateLimits.leadsPerIp }],
    3600,
  );
  if (asked.seriesConsent) {
    const leadBody = { name: asked.name, email: asked.email, consent: true, source: asked.source };
    await createLead(
      {
        ...req,
        headers: { ...req.headers, 'content-type': 'application/json' },
        body: Buffer.from(JSON.stringify(leadBody)),
      },
      ctx,
    );
  }
  // At most one guide per recipient an hour, whoever asks: anyone can type anyone's address. The
  // slot is taken and the e-mail queued in one statement, so concurrent requests queue one.
  const queued = await ctx.db.query(
    `WITH slot AS (
       INSERT INTO rate_limits AS l (key, window_start, count) VALUES ($3, now(), 1)
       ON CONFLICT (key) DO UPDATE SET window_start = now(), count = 1
         WHERE l.window_start <= now() - make_interval(secs => $4::int)
       RETURNING key
     )
     INSERT INTO outbox (kind, to_email, to_name) SELECT $5::text, $1, $2 FROM slot RETURNING id`,
    [
      asked.email,
      asked.name,
      `guide:email:${hashKey(asked.email, ctx.salt)}`,
      GUIDE_WINDOW_SECONDS,
      OUTBOX_KIND['ebook-delivery'],
    ],
  );
  ctx.log.info('ebook.requested', { series: asked.seriesConsent, queued: queued.length > 0 });
  if (queued.length > 0) ctx.wakeOutbox();
  // The same answer either way: it does not tell the asker whether the address had one lately.
  return json(201, { ok: true, series: asked.seriesConsent });
}

import { randomBytes } from 'node:crypto';
import { EMBED_TEXT } from '../../widget/core/texts.ts';
import { WIDGET_MAJOR } from '../../widget/core/widget-release.ts';
import { hashKey } from '../api/rate-limit.server.ts';
import type { Queryable } from '../db/db.server.ts';

/** What the partner report counts per day. */
export type PartnerCounter = 'loads' | 'pots' | 'unlocks' | 'consultations';

/** A partner id: letters, digits, `.`, `_`, `-`, up to 64 (the widget's `partner` attribute). */
export const PARTNER_ID_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;

/** Today in UTC, so a day means the same thing whatever the server's time zone. */
const UTC_DAY = `(now() AT TIME ZONE 'UTC')::date`;

/** An unguessable report token: 32 random bytes, URL-safe. */
export function newReportToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The origin a browser sent, normalised, or null when there is none we can use. Browsers send
 * `Origin` on every CORS request (module scripts, POSTs, beacons); `null` (sandboxed frames, file
 * pages) is never a partner.
 */
export function requestOrigin(headers: Record<string, string | string[] | undefined>): string | null {
  const raw = headers.origin;
  if (typeof raw !== 'string' || raw === '' || raw === 'null') return null;
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The partner id to store with a lead: the claimed id only when the request came from one of
 * that partner's origins and the partner is active (a sign-up counts nothing until an admin
 * approves it); otherwise null (the claim is not attribution).
 */
export async function attributedPartner(
  db: Queryable,
  claimed: string | undefined | null,
  origin: string | null,
): Promise<string | null> {
  if (!claimed || !origin || !PARTNER_ID_PATTERN.test(claimed)) return null;
  const rows = await db.query<{ id: string }>(
    `SELECT id FROM partners WHERE id = $1 AND $2 = ANY (origins) AND status = 'active'`,
    [claimed, origin],
  );
  return rows[0]?.id ?? null;
}

/** Adds one to today's beacon counter of a partner (a no-op for an unknown or pending id). Loads and unlocks are counted once per client (below). */
export async function countForPartner(
  db: Queryable,
  partnerId: string,
  counter: 'pots' | 'consultations',
): Promise<void> {
  await db.query(
    `INSERT INTO partner_daily (partner_id, day, ${counter})
     SELECT id, ${UTC_DAY}, 1 FROM partners WHERE id = $1 AND status = 'active'
     ON CONFLICT (partner_id, day) DO UPDATE SET ${counter} = partner_daily.${counter} + 1`,
    [partnerId],
  );
}

/** Today's date in UTC, as the counters' `day` (one value for the check and the count). */
function utcDay(): string {
  return new Date().toISOString().slice(0, 10);
}

/**
 * Adds one widget load to the partner that owns this origin (each origin belongs to one partner),
 * at most once per client address, partner and UTC day: the Origin header is easy to forge and a
 * page easy to reload, so more loads from one address say nothing more. Returns whether one did.
 *
 * @example await countLoadFromOrigin(db, 'https://partner.example', req.ip, ctx.salt)
 */
export async function countLoadFromOrigin(
  db: Queryable,
  origin: string,
  ip: string,
  salt: string,
): Promise<boolean> {
  const day = utcDay();
  const rows = await db.query<{ partner_id: string }>(
    `WITH seen AS (
       INSERT INTO partner_counted (partner_id, counter, client, day)
       SELECT o.partner_id, 'loads', $2, $3::date FROM partner_origins o
         JOIN partners p ON p.id = o.partner_id AND p.status = 'active'
        WHERE o.origin = lower($1)
       ON CONFLICT DO NOTHING
       RETURNING partner_id
     )
     INSERT INTO partner_daily (partner_id, day, loads)
     SELECT partner_id, $3::date, 1 FROM seen
     ON CONFLICT (partner_id, day) DO UPDATE SET loads = partner_daily.loads + 1
     RETURNING partner_id`,
    [origin, hashKey(`load\0${day}\0${ip}`, salt), day],
  );
  return rows.length > 0;
}

/**
 * Adds one unlock to a partner, once per client address and partner (a visitor unlocks once;
 * one address typing many e-mail addresses is not many visitors).
 */
export async function countUnlockOnce(
  db: Queryable,
  partnerId: string,
  ip: string,
  salt: string,
): Promise<void> {
  const day = utcDay();
  await db.query(
    `WITH seen AS (
       INSERT INTO partner_counted (partner_id, counter, client, day)
       SELECT id, 'unlocks', $2, $3::date FROM partners WHERE id = $1 AND status = 'active'
       ON CONFLICT DO NOTHING
       RETURNING partner_id
     )
     INSERT INTO partner_daily (partner_id, day, unlocks)
     SELECT partner_id, $3::date, 1 FROM seen
     ON CONFLICT (partner_id, day) DO UPDATE SET unlocks = partner_daily.unlocks + 1`,
    [partnerId, hashKey(`unlock\0${ip}`, salt), day],
  );
}

export interface PartnerDay {
  day: string;
  loads: number;
  pots: number;
  unlocks: number;
  consultations: number;
}

/** The last `days` days of one partner's counters, newest first (days with nothing are left out). */
export async function partnerDays(db: Queryable, partnerId: string, days = 90): Promise<PartnerDay[]> {
  const rows = await db.query<{
    day: string;
    loads: number;
    pots: number;
    unlocks: number;
    consultations: number;
  }>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, loads, pots, unlocks, consultations FROM partner_daily
      WHERE partner_id = $1 AND day > ${UTC_DAY} - $2::int ORDER BY day DESC`,
    [partnerId, days],
  );
  return rows.map((row) => ({
    day: row.day,
    loads: Number(row.loads),
    pots: Number(row.pots),
    unlocks: Number(row.unlocks),
    consultations: Number(row.consultations),
  }));
}

/**
 * A partner id for a publisher's sign-up, from its site: the host without `www.`, its port after a
 * dash, cut to fit. The id is public (it is in the snippet), so nothing in it need be secret.
 *
 * @example partnerIdFor('https://www.money-weekly.co.uk') // 'money-weekly.co.uk'
 */
export function partnerIdFor(origin: string): string {
  const url = new URL(origin);
  const host = url.hostname.replace(/^www\./, '').replace(/[^A-Za-z0-9.-]/g, '-');
  return `${host}${url.port ? `-${url.port}` : ''}`.slice(0, 56);
}

/** The HTML a partner pastes (the newest release of this major, with the plain link inside). */
export function partnerSnippet(publicUrl: string, partnerId: string): string {
  return [
    `<script src="${publicUrl}/widget/${WIDGET_MAJOR}.js" crossorigin="anonymous" async></script>`,
    `<drawdown-compare partner="${partnerId}"><a href="${publicUrl}/?partner=${partnerId}#compare">${EMBED_TEXT.fallbackLink}</a></drawdown-compare>`,
  ].join('\n');
}

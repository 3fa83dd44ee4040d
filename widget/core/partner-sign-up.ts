import * as z from 'zod/mini';
import { EMAIL_PATTERN, LIMITS } from './lead.ts';

/**
 * A publisher's sign-up at /partners: the name of their site or publication, the site, and where
 * to send the partner id once an admin approves it. The page checks it as typed and the server
 * checks it again with the same schema (site and server share this file, as the consultation's).
 */

/** The longest site name we accept. */
export const PARTNER_NAME_MAX = 120;

export const PARTNER_SIGN_UP_TEXT = {
  nameMissing: 'Enter the name of your site or publication.',
  nameLong: `Use a name of ${PARTNER_NAME_MAX} characters or fewer.`,
  siteMissing: 'Enter the address of your site, like https://www.example.co.uk.',
  siteInvalid: 'Enter an address that starts https://, like https://www.example.co.uk.',
  emailMissing: 'Enter your e-mail address.',
  emailInvalid: 'Enter a valid e-mail address, like name@example.com.',
  emailLong: 'Use a shorter e-mail address.',
  /** A second sign-up for a site: never says who has it. */
  siteTaken:
    'This site is already signed up or registered with us. If it is yours and you have not heard from us, e-mail us and we will sort it out.',
} as const;

/**
 * The origin of the site a publisher typed (scheme and host, and the port if any), or null when it
 * is not an https address of a named host. A missing `https://` is added; a path is dropped.
 *
 * @example siteOrigin('www.example.co.uk/money/') // 'https://www.example.co.uk'
 * @example siteOrigin('http://example.co.uk') // null
 */
export function siteOrigin(typed: string): string | null {
  const text = typed.trim();
  if (text === '' || text.length > 200 || /\s/.test(text)) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== 'https:' || url.username || url.password) return null;
    // A named host with a dot (not "localhost" or a bare word), or an IPv6 literal.
    if (!url.hostname.includes('.') && !url.hostname.startsWith('[')) return null;
    return url.origin;
  } catch {
    return null;
  }
}

export const PartnerSignUpSchema = z.object({
  name: z
    .string(PARTNER_SIGN_UP_TEXT.nameMissing)
    .check(
      z.trim(),
      z.minLength(1, PARTNER_SIGN_UP_TEXT.nameMissing),
      z.maxLength(PARTNER_NAME_MAX, PARTNER_SIGN_UP_TEXT.nameLong),
    ),
  site: z.pipe(
    z.string(PARTNER_SIGN_UP_TEXT.siteMissing).check(
      z.trim(),
      z.minLength(1, { error: PARTNER_SIGN_UP_TEXT.siteMissing, abort: true }),
      z.refine((value) => siteOrigin(value) !== null, PARTNER_SIGN_UP_TEXT.siteInvalid),
    ),
    z.transform((value: string) => siteOrigin(value) as string),
  ),
  email: z
    .string(PARTNER_SIGN_UP_TEXT.emailMissing)
    .check(
      z.trim(),
      z.toLowerCase(),
      z.minLength(1, { error: PARTNER_SIGN_UP_TEXT.emailMissing, abort: true }),
      z.maxLength(LIMITS.email, { error: PARTNER_SIGN_UP_TEXT.emailLong, abort: true }),
      z.regex(EMAIL_PATTERN, PARTNER_SIGN_UP_TEXT.emailInvalid),
    ),
  /** Left empty by people; bots fill it. */
  honeypot: z.optional(z.string().check(z.maxLength(1000))),
});

export type PartnerSignUpInput = z.input<typeof PartnerSignUpSchema>;
export type PartnerSignUp = z.output<typeof PartnerSignUpSchema>;

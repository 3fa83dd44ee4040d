import * as z from 'zod/mini';
import { EMAIL_PATTERN, LIMITS } from './lead.ts';

/**
 * The lead contract the server checks (spec §7 payload, plus the partner attribution and the page
 * the visitor was on). The widget sends this shape (ui/submit-lead.ts) and checks the unlock form
 * with `validateUnlockForm` (lead.ts); it never imports this file, so no zod reaches a browser that
 * shows the widget.
 */
export const LeadSchema = z.object({
  name: z
    .string('Enter your name.')
    .check(z.trim(), z.minLength(1, 'Enter your name.'), z.maxLength(LIMITS.name, 'Use a shorter name.')),
  email: z.string('Enter your e-mail address.').check(
    z.trim(),
    z.toLowerCase(),
    // abort: an over-long address is answered at once, without running the pattern on it.
    z.maxLength(LIMITS.email, { error: 'Use a shorter e-mail address.', abort: true }),
    z.regex(EMAIL_PATTERN, 'Enter a valid e-mail address.'),
  ),
  potSize: z.optional(z.nullable(z.number().check(z.gte(0), z.lte(1_000_000_000)))),
  honeypot: z.optional(z.string().check(z.maxLength(1000))),
  partner: z.optional(
    z.string().check(z.regex(/^[A-Za-z0-9._-]{1,64}$/, 'Use letters, digits, dots, dashes or underscores.')),
  ),
  source: z.optional(z.string().check(z.maxLength(LIMITS.pagePath))),
  consent: z.literal(true, 'Consent is required.'),
});

export type LeadInput = z.input<typeof LeadSchema>;
export type Lead = z.output<typeof LeadSchema>;

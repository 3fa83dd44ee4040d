import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN, FIELD_PROBLEM, LIMITS, unlockFormProblems, validateUnlockForm } from './lead.ts';
import { LeadSchema } from './lead-schema.ts';
import { TOAST } from './texts.ts';

const valid = { name: 'Margaret Jones', email: 'margaret@example.co.uk', consent: true as const };

describe('LeadSchema', () => {
  it('accepts the spec §7 payload with an optional pot, honeypot, partner and page', () => {
    const lead = LeadSchema.parse({
      ...valid,
      potSize: 250_000,
      honeypot: '',
      partner: 'acme-ifa.co_1',
      source: '/pension-drawdown-calculator',
    });
    expect(lead).toEqual({
      name: 'Margaret Jones',
      email: 'margaret@example.co.uk',
      potSize: 250_000,
      honeypot: '',
      partner: 'acme-ifa.co_1',
      source: '/pension-drawdown-calculator',
      consent: true,
    });
  });

  it('trims the name and trims and lowercases the e-mail', () => {
    const lead = LeadSchema.parse({ ...valid, name: '  Margaret  ', email: '  Margaret@Example.CO.UK ' });
    expect(lead.name).toBe('Margaret');
    expect(lead.email).toBe('margaret@example.co.uk');
  });

  it('accepts a missing or null pot size', () => {
    expect(LeadSchema.safeParse(valid).success).toBe(true);
    expect(LeadSchema.safeParse({ ...valid, potSize: null }).success).toBe(true);
  });

  it.each([
    ['a blank name', { name: '   ' }],
    ['a name that is too long', { name: 'x'.repeat(LIMITS.name + 1) }],
    ['an e-mail without @', { email: 'margaret.example.com' }],
    ['an e-mail with a space', { email: 'mar garet@example.com' }],
    ['an e-mail without a dot after @', { email: 'margaret@example' }],
    ['an e-mail that is too long', { email: `${'x'.repeat(250)}@example.com` }],
    ['a negative pot', { potSize: -1 }],
    ['a pot given as text', { potSize: '250000' }],
    ['consent not given', { consent: false }],
    ['consent missing', { consent: undefined }],
    ['a partner with odd characters', { partner: 'acme <script>' }],
    ['a page path that is too long', { source: `/${'x'.repeat(LIMITS.pagePath)}` }],
  ])('rejects %s', (_label, change) => {
    expect(LeadSchema.safeParse({ ...valid, ...change }).success).toBe(false);
  });

  it('names the field that failed', () => {
    const result = LeadSchema.safeParse({ ...valid, email: 'nope' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['email']);
  });
});

describe('validateUnlockForm (spec §5, in its order)', () => {
  it('passes a complete form', () => {
    expect(validateUnlockForm(valid)).toBeNull();
  });

  it('reports Missing Information when the name or the e-mail is blank', () => {
    expect(validateUnlockForm({ ...valid, name: '  ' })).toEqual(TOAST.missingInformation);
    expect(validateUnlockForm({ ...valid, email: '' })).toEqual(TOAST.missingInformation);
  });

  it('reports Invalid Email for an address that does not match the simple pattern', () => {
    expect(validateUnlockForm({ ...valid, email: 'margaret@example' })).toEqual(TOAST.invalidEmail);
  });

  it('reports Consent Required when the box is not ticked', () => {
    expect(validateUnlockForm({ ...valid, consent: false })).toEqual(TOAST.consentRequired);
  });

  it('reports only the first failure: missing before invalid before consent', () => {
    expect(validateUnlockForm({ name: '', email: 'bad', consent: false })).toEqual(TOAST.missingInformation);
    expect(validateUnlockForm({ name: 'M', email: 'bad', consent: false })).toEqual(TOAST.invalidEmail);
  });

  it('accepts an e-mail with spaces around it, as the server trims it', () => {
    expect(validateUnlockForm({ ...valid, email: '  margaret@example.co.uk  ' })).toBeNull();
  });

  it('uses the simple something@something.something pattern', () => {
    expect(EMAIL_PATTERN.test('a@b.co')).toBe(true);
    expect(EMAIL_PATTERN.test('a@@b.co')).toBe(false);
    expect(EMAIL_PATTERN.test('a@b')).toBe(false);
  });
});

describe('unlockFormProblems (messages beside the fields)', () => {
  it('marks every field with a problem, in the order of the form', () => {
    expect(unlockFormProblems({ name: ' ', email: '', consent: false })).toEqual({
      name: FIELD_PROBLEM.nameBlank,
      email: FIELD_PROBLEM.emailBlank,
      consent: FIELD_PROBLEM.consent,
    });
  });

  it('tells a malformed address apart from a missing one', () => {
    expect(unlockFormProblems({ name: 'Pat', email: 'pat@example', consent: true })).toEqual({
      email: FIELD_PROBLEM.emailInvalid,
    });
  });

  it('finds nothing wrong with a complete form', () => {
    expect(unlockFormProblems({ name: 'Pat', email: 'pat@example.co.uk', consent: true })).toEqual({});
  });
});

import { describe, expect, it } from 'vitest';
import { accessLinkToken, checkAccessLinkToken, withAccessToken } from './access-link.server.ts';

const SECRET = 'a-test-secret-of-at-least-32-characters';
const SENT = new Date('2026-11-25T17:27:00Z');
const DAY = 86_400_000;

describe('access link tokens', () => {
  it('unlocks with a token signed by the secret until its days are up, then not', () => {
    const token = accessLinkToken(SECRET, SENT, 90);
    expect(checkAccessLinkToken(SECRET, token, SENT)).toBe('valid');
    expect(checkAccessLinkToken(SECRET, token, new Date(SENT.getTime() + 89 * DAY))).toBe('valid');
    expect(checkAccessLinkToken(SECRET, token, new Date(SENT.getTime() + 90 * DAY))).toBe('expired');
  });

  it('refuses a token signed with another secret, or with its expiry changed', () => {
    const token = accessLinkToken(SECRET, SENT, 1);
    expect(checkAccessLinkToken('another-secret-of-at-least-32-characters', token, SENT)).toBe('invalid');
    const [version, , mac] = token.split('.');
    const later = Math.floor((SENT.getTime() + 400 * DAY) / 1000).toString(36);
    expect(checkAccessLinkToken(SECRET, `${version}.${later}.${mac}`, SENT)).toBe('invalid');
    expect(checkAccessLinkToken(SECRET, token.slice(0, -1), SENT)).toBe('invalid');
    expect(checkAccessLinkToken(SECRET, '', SENT)).toBe('invalid');
  });

  it('holds only a version, an expiry and a signature: nothing about the person', () => {
    const token = accessLinkToken(SECRET, SENT, 90);
    expect(token).toMatch(/^u1\.[0-9a-z]+\.[A-Za-z0-9_-]{43}$/);
    // The same for everyone sent an e-mail in the same second.
    expect(accessLinkToken(SECRET, SENT, 90)).toBe(token);
  });

  it('adds the token to the query, before the fragment', () => {
    expect(withAccessToken('https://x.test/?pot=250000#compare', 'u1.a.b')).toBe(
      'https://x.test/?pot=250000&access=u1.a.b#compare',
    );
    expect(withAccessToken('https://x.test/#calculator', 'u1.a.b')).toBe(
      'https://x.test/?access=u1.a.b#calculator',
    );
    expect(withAccessToken('https://x.test/pension-drawdown-calculator', 'u1.a.b')).toBe(
      'https://x.test/pension-drawdown-calculator?access=u1.a.b',
    );
  });
});

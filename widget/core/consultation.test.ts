import { describe, expect, it } from 'vitest';
import { ConsultationSchema, consultationFieldErrors } from './consultation.ts';

const valid = {
  name: ' Ann Smith ',
  email: ' Ann@Example.COM ',
  phone: '020 7946 0123',
  preferredTime: 'morning',
  topic: 'fees',
  message: 'About my pension.',
  consent: true,
};

describe('ConsultationSchema', () => {
  it('accepts a complete request and normalises the e-mail', () => {
    const parsed = ConsultationSchema.parse(valid);
    expect(parsed.name).toBe('Ann Smith');
    expect(parsed.email).toBe('ann@example.com');
  });

  it('makes the message optional', () => {
    const { message: _unused, ...rest } = valid;
    expect(ConsultationSchema.parse(rest).message).toBe('');
  });

  it('names every bad field in plain English', () => {
    const fields = consultationFieldErrors({
      name: '',
      email: 'nope',
      phone: '12',
      preferredTime: 'midnight',
      topic: 'x',
      consent: false,
    });
    expect(fields).toEqual({
      name: 'Enter your name.',
      email: 'Enter a valid e-mail address, like name@example.com.',
      phone: 'Enter a phone number of 10 to 15 digits, like 020 7946 0123.',
      preferredTime: 'Choose when you would like us to call.',
      topic: 'Choose what you would like to talk about.',
      consent: 'Tick the box to agree that we may contact you about your consultation.',
    });
  });

  it('reports missing fields by name', () => {
    expect(Object.keys(consultationFieldErrors({})).sort()).toEqual([
      'consent',
      'email',
      'name',
      'phone',
      'preferredTime',
      'topic',
    ]);
  });

  it('rejects a phone number with too many digits', () => {
    expect(consultationFieldErrors({ ...valid, phone: '+44 20 7946 0123 4567 89' }).phone).toBeDefined();
  });
});

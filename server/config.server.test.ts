import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, renderWorkersFor } from './config.server.ts';

describe('loadConfig', () => {
  it('runs with nothing set: port 8080, ./var, the file transport, one process', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.dataDir).toMatch(/\/var$/);
    expect(config.mail.transport).toBe('file');
    expect(config.webConcurrency).toBe(1);
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.seriesDays).toEqual([0, 3, 7, 10, 14]);
  });

  it('names every bad variable in one message', () => {
    expect(() => loadConfig({ PORT: 'eighty', SMTP_URL: 'http://mail', DATABASE_URL: 'mysql://x' })).toThrow(
      ConfigError,
    );
    try {
      loadConfig({ PORT: 'eighty', SMTP_URL: 'http://mail', DATABASE_URL: 'mysql://x' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT: must be a whole number');
      expect(message).toContain('SMTP_URL: must be a URL starting with smtp:// or smtps://');
      expect(message).toContain('DATABASE_URL');
    }
  });

  it('refuses several processes on the embedded database, saying why', () => {
    expect(() => loadConfig({ WEB_CONCURRENCY: '2' })).toThrow(/PGlite\) serves one process only/);
    expect(loadConfig({ WEB_CONCURRENCY: '2', DATABASE_URL: 'postgres://db/x' }).webConcurrency).toBe(2);
  });

  it('chooses SMTP or Brevo from what is configured', () => {
    expect(loadConfig({ SMTP_URL: 'smtp://mail.example.com' }).mail.transport).toBe('smtp');
    const brevo = loadConfig({ BREVO_API_KEY: 'k', BREVO_LIST_ID: '7' }).mail;
    expect(brevo.transport).toBe('brevo');
    expect(brevo.brevo).toEqual({ apiKey: 'k', listId: 7, apiUrl: 'https://api.brevo.com/v3' });
    expect(() => loadConfig({ MAIL_TRANSPORT: 'smtp' })).toThrow(/SMTP_URL: required/);
  });

  it('sizes the render threads from the cores, one left to each event loop, at least one (decision 048)', () => {
    expect([1, 2, 3, 4, 8].map((cores) => renderWorkersFor(cores, 1))).toEqual([1, 1, 2, 3, 7]);
    expect(renderWorkersFor(8, 2)).toBe(3);
    expect(renderWorkersFor(2, 2)).toBe(1);
    expect(loadConfig({ RENDER_WORKERS: '2' }).renders.workers).toBe(2);
    expect(() => loadConfig({ RENDER_WORKERS: 'many' })).toThrow(ConfigError);
  });
});

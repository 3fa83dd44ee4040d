import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrPromoteAdmin } from '../../server/auth/users.server.ts';
import { postJson, startTestServer, type TestServer } from './harness.ts';

describe('the ebook', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ name: 'pglite' }, { OUTBOX_DISABLED: '1' });
    await createOrPromoteAdmin(server.running.ctx.db, 'admin@example.com', 'a long admin password');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('is generated on the first public download and cached in DATA_DIR', async () => {
    const res = await fetch(`${server.url}/downloads/drawdown-guide.pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const pdf = Buffer.from(await res.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const again = await fetch(`${server.url}/downloads/drawdown-guide.pdf`, {
      headers: { 'if-none-match': res.headers.get('etag') ?? '' },
    });
    expect(again.status).toBe(304);
  });

  it('is regenerated and downloaded by an admin', async () => {
    const signIn = await postJson(
      `${server.url}/api/auth/sign-in`,
      { email: 'admin@example.com', password: 'a long admin password' },
      { origin: server.url },
    );
    const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0] as string;
    const regenerate = await fetch(`${server.url}/api/admin/ebook`, {
      method: 'POST',
      headers: { cookie, origin: server.url },
    });
    expect(regenerate.status).toBe(200);
    const body = await regenerate.json();
    expect(body).toEqual({ generatedAt: expect.any(String), bytes: expect.any(Number) });
    expect(body.bytes).toBeGreaterThan(1000);
    const download = await fetch(`${server.url}/api/admin/ebook.pdf`, { headers: { cookie } });
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="drawdown-guide.pdf"');
    expect((await download.arrayBuffer()).byteLength).toBe(body.bytes);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replyDueOnDate } from '../../widget/core/opening-hours.ts';
import {
  backends,
  eventually,
  memoryTransport,
  postJson,
  startTestServer,
  type TestServer,
} from './harness.ts';

const request = (email: string) => ({
  name: 'Wendy Wednesday',
  email,
  phone: '020 7946 0123',
  preferredTime: 'morning',
  topic: 'fees',
  message: '',
  consent: true,
});

describe.each(backends())('the time we promise to respond by, on $name (issue 29)', (backend) => {
  let server: TestServer;
  const transport = memoryTransport();
  beforeAll(async () => {
    server = await startTestServer(backend, {}, { transport });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers with the reply-due time staff see, and the acknowledgement states it', async () => {
    const email = 'wendy.promise@example.com';
    const res = await postJson(`${server.url}/api/consultations`, request(email));
    expect(res.status).toBe(201);
    const [row] = await server.running.ctx.db.query<{ reply_due_at: Date | string }>(
      'SELECT reply_due_at FROM consultations WHERE id = $1',
      [res.json.id],
    );
    const due = new Date(row?.reply_due_at as Date);
    expect(res.json.replyDueAt).toBe(due.toISOString());
    await eventually(
      () => transport.sent.some((m) => m.to.email === email && m.reference.startsWith('consultation-ack')),
      'the acknowledgement',
    );
    const ack = transport.sent.find(
      (m) => m.to.email === email && m.reference.startsWith('consultation-ack'),
    );
    expect(ack?.text).toContain(`We will respond ${replyDueOnDate(due)} (UK time)`);
    expect(ack?.html).toContain(`We will respond ${replyDueOnDate(due)} (UK time)`);
  });
});

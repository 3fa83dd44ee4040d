/**
 * Replaces `fetch` for one story so nothing reaches the network; returns the cleanup that puts the
 * real one back (Storybook runs it when the story is left).
 *
 * @example beforeEach: () => mockFetch(() => jsonResponse(201, { ok: true }))
 */
export function mockFetch(answer: (request: Request) => Response | Promise<Response>): () => void {
  const original = globalThis.fetch;
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => answer(new Request(input, init));
  return () => {
    globalThis.fetch = original;
  };
}

/** A JSON response with a status. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A response that never arrives (for loading states). */
export function pendingResponse(): Promise<Response> {
  return new Promise(() => undefined);
}

// A render worker thread (decision 048): renders with the site's built server bundle
// (dist/ssr/entry-server.js, the same module the server rendered with on its event loop before),
// one job at a time, for server/http/render-pool.server.ts. Plain JavaScript, so that it loads
// the same way whether the server runs under tsx, from a build, or in the tests: the bundle it
// imports is plain JavaScript too.
import { performance } from 'node:perf_hooks';
import { getHeapStatistics } from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';

const started = performance.now();
/** @type {Promise<any>} */
const bundle = import(workerData.bundleUrl);
// Loaded before the first job, so no visitor waits for it; a bundle that does not load fails each
// job with its error (a 500, as before), never the thread.
bundle.catch(() => undefined);

/** Pinned releases' first-view renderers (decision 055), each loaded at its first job. */
/** @type {Map<string, Promise<any>>} */
const releaseRenderers = new Map();

function releaseRenderer(url) {
  let renderer = releaseRenderers.get(url);
  if (!renderer) {
    renderer = import(url);
    // A renderer that fails to load fails its jobs, and is tried again at the next one.
    renderer.catch(() => releaseRenderers.delete(url));
    releaseRenderers.set(url, renderer);
  }
  return renderer;
}

/**
 * @param {{ kind: 'page', url: string, options: object }
 *   | { kind: 'first-view', query: string, defaultOrigin: string, renderer?: string }} job
 * @returns {Promise<string>}
 */
async function render(job) {
  if (job.kind === 'page') return (await (await bundle).render(job.url, job.options)).html;
  const renderer = job.renderer ? await releaseRenderer(job.renderer) : await bundle;
  const query = new URLSearchParams(job.query);
  const config = renderer.configFromQuery(query, job.defaultOrigin);
  return renderer.renderFirstView(config, config.urlState ? (query.get('page') ?? '') : '');
}

parentPort.on('message', async ({ id, job }) => {
  try {
    parentPort.postMessage({ id, html: await render(job) });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    parentPort.postMessage({
      id,
      error: { message, stack: error instanceof Error ? error.stack : undefined },
    });
  }
});

bundle
  .then(
    () => true,
    () => false,
  )
  .then((loaded) => {
    const heap = getHeapStatistics();
    parentPort.postMessage({
      ready: { loaded, ms: Math.round(performance.now() - started), heapUsedBytes: heap.used_heap_size },
    });
  });

import './styles/site.css';

/**
 * The page is prerendered: it is complete and readable before any script runs. This entry is the
 * only script the HTML loads (about 1 KB). It waits for the first paint, then downloads the chunks
 * that hydrate the page (the build lists them in `data-chunks`) and hands over to hydrate.tsx,
 * which evaluates and hydrates them a stage at a time (ADR 011).
 *
 * Waiting for the paint keeps the scripts off the network while the page itself loads, which is
 * what a visitor on a slow phone connection wants first (and what Lighthouse's LCP counts).
 * What a visitor types before hydration is kept: hydrate.tsx hands it to React afterwards.
 */
const entry = document.querySelector<HTMLScriptElement>('script[data-chunks]');

// The waits below are written out rather than imported from widget/core/tasks.ts: that module is
// shared with the hydration chunks, so importing it here makes it a second file the HTML needs
// before the entry runs, and Lighthouse's simulation then puts it before the first paint (fees
// page: LCP 1.21-1.32 s in 3 runs without it, 1.32-2.13 s in 7 runs with it).

/**
 * Downloads every chunk before any is imported, so the staged imports find them in the HTTP cache
 * (the chunks are immutable). Starting a request costs the main thread a millisecond or more on a
 * big page (21 at once took 21-66 ms in one task, as <link rel="modulepreload"> or as fetch; three
 * at once up to 36 ms), so each starts in a task of its own. The imports wait for the downloads to
 * finish: an import that starts while its chunk is still downloading downloads it a second time.
 */
async function prefetch(chunks: string[]): Promise<void> {
  const downloads: Promise<unknown>[] = [];
  for (const [index, href] of chunks.entries()) {
    if (index > 0) await new Promise((resolve) => setTimeout(resolve, 0));
    downloads.push(
      fetch(href, { mode: 'cors', credentials: 'same-origin' })
        .then((response) => response.arrayBuffer())
        // A failed download is tried again by the import, which reports it.
        .catch(() => undefined),
    );
  }
  await Promise.all(downloads);
}

// After the first paint (a frame, then a task); a hidden tab paints no frames, hence the timer.
await new Promise<void>((resolve) => {
  const timer = setTimeout(resolve, 1000);
  requestAnimationFrame(() =>
    setTimeout(() => {
      clearTimeout(timer);
      resolve();
    }, 0),
  );
});
await prefetch(entry?.dataset.chunks?.split(' ').filter(Boolean) ?? []);
const { hydrateSite } = await import('./hydrate.tsx');
await hydrateSite();

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiFixture, type ApiFixture } from '../support/api-fixture.js';
import { builtEmbed, elementPage } from '../support/element-page.js';

/**
 * A large diagram's redraw leaves the page's main thread free: layout and drawing run in
 * the element's module worker, so no task on the main thread lasts over 50 ms (the
 * long-task observer's threshold) while a 300-node flowchart (900 elements) is drawn
 * again. This is the "Done when" bound, not a speed target: the work it keeps off
 * the main thread takes seconds there. On a machine shared with other work a task can be
 * held up by the scheduler, so a redraw is measured up to three times and one clean run
 * passes (work done on the main thread would show in every run).
 */

let fixture: ApiFixture;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  await builtEmbed();
  fixture = await startApiFixture({ drawer: 'inline' });
  ({ browser, page } = await elementPage(fixture.url, '<dsp-diagram id="big"></dsp-diagram>'));
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await fixture?.close();
});

/** A flowchart of `nodes` nodes, each linked to two others. */
function flowchart(nodes: number, tag: string): string {
  const lines = ['flowchart TD'];
  for (let i = 0; i < nodes; i++) lines.push(`  n${i}[${tag} step ${i}] --> n${(i * 7 + 3) % nodes}`, `  n${i} --> n${(i * 13 + 5) % nodes}`);
  return lines.join('\n');
}

interface Redraw {
  longTasks: number[];
  elapsedMs: number;
  beats: number;
  svgBytes: number;
  width: number;
}

/** Draws `source`, lets it settle on screen, then measures the redraw to `next`. */
function measureRedraw(source: string, next: string): Promise<Redraw> {
  return page.evaluate(async ({ first, second }) => {
    const element = document.getElementById('big') as HTMLElement & { source: string; status: string; svg?: string; diagnostics: unknown };
    const drawnAfter = async (previous: string | undefined): Promise<void> => {
      while (element.status !== 'drawn' || element.svg === previous) {
        if (element.status === 'failed') throw new Error(JSON.stringify(element.diagnostics));
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    };
    const painted = async (): Promise<HTMLImageElement> => {
      const img = element.shadowRoot!.querySelector('img')!;
      await img.decode();
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return img;
    };
    element.source = first;
    await drawnAfter(undefined);
    await painted();
    await new Promise((resolve) => setTimeout(resolve, 300));

    const longTasks: number[] = [];
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) longTasks.push(Math.round(entry.duration));
    });
    observer.observe({ type: 'longtask' });
    // A heartbeat: the main thread kept answering timers through the redraw.
    let beats = 0;
    const heartbeat = setInterval(() => beats++, 20);
    const started = performance.now();
    const previous = element.svg;
    element.source = second;
    await drawnAfter(previous);
    const img = await painted();
    const elapsedMs = performance.now() - started;
    clearInterval(heartbeat);
    await new Promise((resolve) => setTimeout(resolve, 200));
    observer.disconnect();
    return { longTasks, elapsedMs, beats, svgBytes: element.svg!.length, width: img.naturalWidth };
  }, { first: source, second: next });
}

describe('a large redraw', () => {
  it('never blocks the main thread for more than 50 ms at a time', async () => {
    const runs: Redraw[] = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      const run = await measureRedraw(flowchart(300, `A${attempt}`), flowchart(300, `B${attempt}`));
      runs.push(run);
      expect(run.svgBytes).toBeGreaterThan(100_000);
      expect(run.width).toBeGreaterThan(0);
      // The redraw took long enough to matter (the layout and drawing of 900 elements: done
      // on the main thread, three times the long-task threshold would show; it took about
      // 300 ms until the engine got faster, so a fixed higher bound tests the machine)...
      expect(run.elapsedMs).toBeGreaterThan(150);
      // ...and the main thread answered timers all through it.
      expect(run.beats).toBeGreaterThan(run.elapsedMs / 20 / 4);
      if (run.longTasks.length === 0) break;
    }
    expect(runs.at(-1)!.longTasks, `long tasks of each run: ${JSON.stringify(runs.map((run) => run.longTasks))}`).toEqual([]);
  }, 300_000);
});

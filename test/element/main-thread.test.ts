import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiFixture, type ApiFixture } from '../support/api-fixture.js';
import { builtEmbed, elementPage } from '../support/element-page.js';

/**
 * A large diagram's redraw leaves the page's main thread free: layout and drawing run in
 * the element's module worker, so none of the element's scripts runs over 50 ms at a time
 * (the long-task threshold) while a 300-node flowchart (900 elements) is drawn again, and
 * long tasks of any kind take a small share of the redraw. This is the "Done when"
 * bound, not a speed target: the work it keeps off the main thread takes seconds there.
 *
 * One long task is the browser's own and cannot be moved: Chromium parses and paints an
 * SVG shown in an <img> on the main thread, and this drawing's 3,900 SVG elements take it
 * 50-160 ms on this machine (the same on the code of the day the test was written; a page
 * that only loads the same SVG into an <img> shows it too). So the script time comes from
 * the Long Animation Frames API, which names the scripts that ran, and the long tasks are
 * bounded as a share. On a machine shared with other work a task can be held up by the
 * scheduler, so a redraw is measured up to three times and one clean run passes (work done
 * on the main thread would show in every run). A control run with the worker taken away
 * checks that the measure fails when drawing moves to the page.
 */

let fixture: ApiFixture;
let browser: Browser;
let page: Page;
const browsers: Browser[] = [];

beforeAll(async () => {
  await builtEmbed();
  fixture = await startApiFixture({ drawer: 'inline' });
  ({ browser, page } = await elementPage(fixture.url, '<dsp-diagram id="big"></dsp-diagram>'));
}, 180_000);

afterAll(async () => {
  await browser?.close();
  for (const other of browsers) await other.close();
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
  /** The longest time scripts ran in one animation frame (Long Animation Frames API). */
  longestScriptMs: number;
  elapsedMs: number;
  beats: number;
  svgBytes: number;
  width: number;
}

/** Draws `source`, lets it settle on screen, then measures the redraw to `next`. */
function measureRedraw(on: Page, source: string, next: string): Promise<Redraw> {
  return on.evaluate(async ({ first, second }) => {
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
    let longestScriptMs = 0;
    const frames = new PerformanceObserver((list) => {
      for (const frame of list.getEntries() as unknown as { scripts: { duration: number }[] }[]) {
        longestScriptMs = Math.max(longestScriptMs, Math.round(frame.scripts.reduce((sum, script) => sum + script.duration, 0)));
      }
    });
    frames.observe({ type: 'long-animation-frame' });
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
    frames.disconnect();
    return { longTasks, longestScriptMs, elapsedMs, beats, svgBytes: element.svg!.length, width: img.naturalWidth };
  }, { first: source, second: next });
}

/** What a redraw left of the main thread: its scripts' longest run and the long tasks' share. */
function summary(run: Redraw): { longestScriptMs: number; longTaskShare: number } {
  return { longestScriptMs: run.longestScriptMs, longTaskShare: run.longTasks.reduce((sum, ms) => sum + ms, 0) / run.elapsedMs };
}

const isClean = (run: Redraw): boolean => summary(run).longestScriptMs <= 50 && summary(run).longTaskShare <= 0.25;

describe('a large redraw', () => {
  it('never runs the element\'s scripts for more than 50 ms at a time, and long tasks take under a quarter of it', async () => {
    const runs: Redraw[] = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      const run = await measureRedraw(page, flowchart(300, `A${attempt}`), flowchart(300, `B${attempt}`));
      runs.push(run);
      expect(run.svgBytes).toBeGreaterThan(100_000);
      expect(run.width).toBeGreaterThan(0);
      // The redraw took long enough to matter (the layout and drawing of 900 elements: done
      // on the main thread, three times the long-task threshold would show; it took about
      // 300 ms until the engine got faster, so a fixed higher bound tests the machine)...
      expect(run.elapsedMs).toBeGreaterThan(150);
      // ...and the main thread answered timers all through it.
      expect(run.beats).toBeGreaterThan(run.elapsedMs / 20 / 4);
      if (isClean(run)) break;
    }
    const last = runs.at(-1)!;
    const seen = JSON.stringify(runs.map((run) => ({ ...summary(run), longTasks: run.longTasks })));
    expect(summary(last).longestScriptMs, `each run: ${seen}`).toBeLessThanOrEqual(50);
    expect(summary(last).longTaskShare, `each run: ${seen}`).toBeLessThanOrEqual(0.25);
  }, 300_000);

  it('fails that measure when drawing moves to the page (no worker)', async () => {
    const noWorker = await elementPage(fixture.url, '<dsp-diagram id="big"></dsp-diagram>', 'globalThis.Worker = undefined');
    browsers.push(noWorker.browser);
    const run = await measureRedraw(noWorker.page, flowchart(300, 'C'), flowchart(300, 'D'));
    expect(run.svgBytes).toBeGreaterThan(100_000);
    expect(summary(run).longestScriptMs, JSON.stringify(summary(run))).toBeGreaterThan(150);
    expect(summary(run).longTaskShare, JSON.stringify(summary(run))).toBeGreaterThan(0.5);
  }, 300_000);
});

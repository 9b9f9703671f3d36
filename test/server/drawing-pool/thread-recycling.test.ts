import { afterEach, describe, expect, it } from 'vitest';
import { createDrawer, type WarmDrawer } from '../../../server/drawing-pool/index.js';
import { KEYED, KEYLESS, flowchartScene } from './scenes.js';

// Issue 27, defect 9: a drawing thread's WebAssembly memory (resvg's) never shrinks, so a
// thread that drew one huge PNG held its memory for the life of the process. A thread that
// grew past its bound is now replaced by a fresh one, at once or once idle; a task handed to
// it meanwhile is posted again, never failed. One thread, so every task lands on it.
const MB = 1024 * 1024;
// 1,126 x 700 SVG px at scale 5: 19.7 megapixels, about 150 MB more WebAssembly memory.
const HUGE_PNG = { scene: flowchartScene(12), scale: 5 };
const small = flowchartScene(4);

const logs: Array<Record<string, unknown>> = [];
let drawer: WarmDrawer | undefined;

afterEach(async () => {
  await drawer?.close();
  drawer = undefined;
  logs.length = 0;
});

async function pooled(recycle: { grownMb?: number; idleGrownMb?: number; idleMs?: number }): Promise<WarmDrawer> {
  drawer = createDrawer({ threads: 1, budgets: { keyless: 60_000, keyed: 60_000 }, recycle, log: (entry) => logs.push(entry) });
  await drawer.ready();
  return drawer;
}

/** The thread's memory outside array buffers: its heap and (mostly) resvg's WebAssembly memory. */
async function held(pool: WarmDrawer): Promise<number> {
  const [thread] = await pool.heapStatistics();
  return thread!.heapTotal + thread!.external;
}

describe('recycling a drawing thread that grew', () => {
  it('replaces a thread whose memory passed the bound after its task, and gives the memory back', { timeout: 60_000 }, async () => {
    const pool = await pooled({ grownMb: 64 });
    const warm = await held(pool);
    const png = await pool.drawPng({ scene: HUGE_PNG.scene }, HUGE_PNG.scale, KEYED);
    expect(png.plan.width * png.plan.height).toBeGreaterThan(19e6);
    // The next task runs on the replacement, and the thread holds what a warm thread does.
    const next = await pool.draw({ scene: small }, KEYED);
    expect(next.svg).toContain('<svg');
    expect(await held(pool)).toBeLessThan(warm + 32 * MB);
    expect(logs).toContainEqual(expect.objectContaining({ level: 'info', msg: 'drawing thread recycled', reason: 'grown past its bound' }));
  });

  it('fails none of the tasks handed to a thread as it is recycled', { timeout: 60_000 }, async () => {
    const pool = await pooled({ grownMb: 64 });
    // The pool hands a second task to the thread as the first ends (the place piscina keeps
    // ready), so the second is on the thread when it is ended; both after it, too.
    const answers = await Promise.allSettled([
      pool.drawPng({ scene: HUGE_PNG.scene }, HUGE_PNG.scale, KEYED),
      pool.draw({ scene: small }, KEYED),
      pool.drawPng({ scene: small }, undefined, KEYLESS),
      pool.layout(small, KEYED),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'fulfilled']);
    expect(logs.filter((entry) => entry.msg === 'drawing thread recycled')).toHaveLength(1);
    expect(logs.filter((entry) => entry.level === 'error')).toEqual([]);
  });

  it('replaces an idle thread that kept more than the idle bound', { timeout: 60_000 }, async () => {
    const pool = await pooled({ idleGrownMb: 16, idleMs: 300 });
    const warm = await held(pool);
    await pool.drawPng({ scene: HUGE_PNG.scene }, HUGE_PNG.scale, KEYED);
    // Below the bound for a busy thread (256 MB), so the thread is kept while it works.
    expect(await held(pool)).toBeGreaterThan(warm + 64 * MB);
    await expect.poll(() => logs.some((entry) => entry.msg === 'drawing thread recycled' && entry.reason === 'idle'), { timeout: 20_000, interval: 100 }).toBe(true);
    expect(await held(pool)).toBeLessThan(warm + 32 * MB);
  });
});

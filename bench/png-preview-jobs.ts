/**
 * PNG preview as one drawing job or two (not a test): the pool drawer in this process, one
 * drawing thread, the same scenes drawn to PNG
 *
 * - as two jobs, as previews did before issue 12's fix: `draw` (layout and SVG), the PNG size
 *   rule on the main thread, then `svgToPng` (the SVG sent back to a thread), each job queued
 *   on its own;
 * - as one job, `drawPng` (layout, SVG, size rule and raster on the thread).
 *
 *   npx tsx bench/png-preview-jobs.ts [--rounds N]
 *
 * Requests come alone and `concurrency` at a time from different keyless addresses (the
 * scheduler gives the addresses turns, so a second job goes to the back of the line).
 * Budgets are raised to 60 s so that no request is refused on a busy machine. Rounds
 * alternate which way runs first. CPU is the whole process's (main thread and drawing
 * thread) per PNG.
 */
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { planPngScale, readScene, svgSize, type SceneDocumentValue } from '../engine/index.js';
import { createDrawer, type DrawingCaller, type WarmDrawer } from '../server/index.js';
import { flowchart } from './graphs.js';

type Way = 'two jobs' | 'one job';

async function pngOf(drawer: WarmDrawer, way: Way, scene: SceneDocumentValue, caller: DrawingCaller): Promise<Uint8Array> {
  if (way === 'one job') return (await drawer.drawPng({ scene }, undefined, caller)).png;
  const { svg } = await drawer.draw({ scene }, caller);
  // The PNG size rule as the service applied it to a stored SVG (no scale asked for: 1, or less past 16 megapixels).
  const plan = planPngScale(svgSize(svg)!, undefined);
  if (!plan.ok) throw new Error(`the PNG size rule refused ${svgSize(svg)?.width}×${svgSize(svg)?.height}`);
  return drawer.svgToPng(svg, plan.scale, caller);
}

/** `concurrency` PNGs at once from as many addresses: each one's time from request to bytes, and the process's CPU per PNG. */
async function batch(drawer: WarmDrawer, way: Way, scene: SceneDocumentValue, concurrency: number): Promise<{ times: number[]; cpuMs: number; pngs: Uint8Array[] }> {
  const cpu = process.cpuUsage();
  const results = await Promise.all(
    Array.from({ length: concurrency }, async (_, i) => {
      const start = performance.now();
      const png = await pngOf(drawer, way, scene, { budget: 'keyless', address: `203.0.113.${i + 1}` });
      return { ms: performance.now() - start, png };
    }),
  );
  const used = process.cpuUsage(cpu);
  return { times: results.map((r) => r.ms), cpuMs: (used.user + used.system) / 1000 / concurrency, pngs: results.map((r) => r.png) };
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};
const ms = (value: number): string => `${value.toFixed(0)} ms`.padStart(8);

const { values } = parseArgs({ options: { rounds: { type: 'string' } } });
const rounds = Number(values.rounds ?? 5);
const drawer = createDrawer({ threads: 1, budgets: { keyless: 60_000, keyed: 60_000 }, log: () => {} });
await drawer.ready();
console.log(`PNG preview, two jobs (before) against one job (drawPng); one drawing thread; ${rounds} rounds; load average at start ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
console.log(`${'input'.padEnd(30)} ${'way'.padEnd(9)} ${'median'.padStart(8)} ${'slowest'.padStart(8)} ${'CPU/PNG'.padStart(8)}`);
for (const nodes of [50, 200]) {
  const checked = readScene(flowchart(nodes));
  if (!checked.valid) throw new Error(`flowchart ${nodes} is invalid`);
  for (const concurrency of [1, 4]) {
    const figures: Record<Way, { times: number[]; cpu: number[] }> = { 'two jobs': { times: [], cpu: [] }, 'one job': { times: [], cpu: [] } };
    // One warm-up batch each, not counted; its PNGs must be the same bytes either way.
    const [a, b] = [await batch(drawer, 'two jobs', checked.scene, 1), await batch(drawer, 'one job', checked.scene, 1)];
    if (!Buffer.from(a.pngs[0]!).equals(Buffer.from(b.pngs[0]!))) throw new Error('the two ways drew different PNGs');
    for (let round = 0; round < rounds; round++) {
      const order: Way[] = round % 2 === 0 ? ['two jobs', 'one job'] : ['one job', 'two jobs'];
      for (const way of order) {
        const result = await batch(drawer, way, checked.scene, concurrency);
        figures[way].times.push(...result.times);
        figures[way].cpu.push(result.cpuMs);
      }
    }
    for (const way of ['two jobs', 'one job'] as const) {
      const { times, cpu } = figures[way];
      console.log(`${`flowchart ${nodes}, ${concurrency} at once`.padEnd(30)} ${way.padEnd(9)} ${ms(median(times))} ${ms(Math.max(...times))} ${ms(median(cpu))}`);
    }
  }
}
console.log(`load average at the end ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
await drawer.close();

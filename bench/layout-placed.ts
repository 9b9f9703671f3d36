/**
 * Benchmark (not a test): layoutScene on the generated inputs of the quality bench with
 * every node already placed where our layout puts it (bench/quality-lab/generated/placed-scene.ts), so
 * no ELK runs: what is timed is the rest of the layout (routing, labels, frames, canvas).
 * Prints CPU ms (median, 25th percentile, fastest of N runs after 10 untimed) and a hash
 * of the `computed` section, so a speed-up meant to change no byte can be run in two
 * checkouts, one after the other, and compared: same hash, lower time.
 *
 * Run with `npx tsx bench/layout-placed.ts` (N=n runs, default 40; ONLY=<parts of case
 * names>, default the 200-node flowchart and ER 60).
 */
import { createHash } from 'node:crypto';
import { loadavg } from 'node:os';
import { measureScene, layoutScene, warmLayout } from '../engine/index.js';
import { bundledFonts } from '../entry/node.js';
import { selectCases } from './quality-lab/generated/cases.js';
import { placedScene } from './quality-lab/generated/placed-scene.js';

const RUNS = Number(process.env.N ?? 40);
const fonts = await bundledFonts();
await warmLayout();
console.log(`load average at start ${loadavg().map((l) => l.toFixed(1)).join(' ')}; CPU ms of layoutScene with every node placed, ${RUNS} runs`);
for (const c of selectCases(process.env.ONLY ?? 'flowchart 200,ER 60')) {
  if (c.scene.diagramFamily === 'sequence') continue;
  const laid = await layoutScene(measureScene(c.scene, fonts));
  const boxes = new Map(Object.entries(laid.computed.elements).flatMap(([id, element]) => (element.kind === 'node' ? [[id, element.box] as const] : [])));
  const placed = placedScene(c.scene, boxes);
  const run = () => layoutScene(measureScene(placed, fonts));
  const hash = createHash('sha256').update(JSON.stringify((await run()).computed)).digest('hex').slice(0, 12);
  for (let i = 0; i < 10; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const before = process.cpuUsage();
    await run();
    const used = process.cpuUsage(before);
    times.push((used.user + used.system) / 1000);
  }
  times.sort((a, b) => a - b);
  const at = (share: number): string => times[Math.floor(times.length * share)]!.toFixed(1);
  console.log(`${c.name.padEnd(24)} median ${at(0.5)}  p25 ${at(0.25)}  fastest ${at(0)}  computed ${hash}`);
}

/**
 * Benchmark (not a test): routes the edges of a generated 1,000-node layered placement
 * (40 ranks of 25 nodes, as ELK would space them) with 1,200 edges: mostly between
 * neighbouring ranks, some spanning several ranks, some going back up, some within a rank.
 * Run with `npx tsx bench/routing.ts`.
 */
import type { ElementInput } from '../schema/index.js';
import { type Box, normalizeScene } from '../engine/index.js';
import { routeEdges } from '../engine/internal.js';
import { box, crossesBox, edge, fixtureOf, node } from '../harness/routing-scenes.js';

const RANKS = 40;
const PER_RANK = 25;
const EDGES = 1_200;
const ROUNDS = Number(process.env.ROUNDS ?? 8);

// A small deterministic generator, so every run routes the same scene.
let seed = 12345;
const random = (): number => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};
const pick = (n: number): number => Math.floor(random() * n);

const elements: ElementInput[] = [];
const boxes: Record<string, Box> = {};
for (let r = 0; r < RANKS; r++) {
  let x = 0;
  for (let i = 0; i < PER_RANK; i++) {
    const id = `n${r}_${i}`;
    const width = 100 + pick(80);
    elements.push(node(id));
    boxes[id] = box(x, r * 140, width, 60);
    x += width + 50;
  }
}
for (let k = 0; k < EDGES; k++) {
  const r = pick(RANKS - 1);
  const i = pick(PER_RANK);
  const kind = random();
  const span = kind < 0.75 ? 1 : kind < 0.85 ? 2 + pick(4) : kind < 0.95 ? -(1 + pick(3)) : 0;
  const r2 = Math.min(RANKS - 1, Math.max(0, r + span));
  const i2 = Math.min(PER_RANK - 1, Math.max(0, i + pick(7) - 3));
  if (r2 === r && i2 === i) continue;
  elements.push(edge(`e${k}`, `n${r}_${i}`, `n${r2}_${i2}`));
}

// The schema allows 1,000 elements per scene; normalize in slices and join them.
const slices = Array.from({ length: Math.ceil(elements.length / 1_000) }, (_, k) =>
  normalizeScene({ schemaVersion: '0.1', scene: { id: 'bench' }, elements: elements.slice(k * 1_000, (k + 1) * 1_000) }));
const f = fixtureOf({ ...slices[0]!, elements: slices.flatMap((s) => s.elements) }, boxes);
// CPU time is printed beside wall time: on a busy machine it is the steadier number.
for (let round = 1; round <= ROUNDS; round++) {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const routes = routeEdges(f.index, f.geometry, f.nodes, new Map());
  const ms = performance.now() - started;
  const cpuMs = process.cpuUsage(cpu).user / 1000;
  const bends = [...routes.values()].reduce((sum, route) => sum + route.points.length - 2, 0);
  console.log(`route ${routes.size} edges among ${RANKS * PER_RANK} nodes (round ${round})`.padEnd(56), `${ms.toFixed(1).padStart(8)} ms (cpu ${cpuMs.toFixed(1)} ms)`, ` ${bends} bends`);
}

// Quality, not speed: routes that pass through a node they do not connect.
const routes = routeEdges(f.index, f.geometry, f.nodes, new Map());
let crossing = 0;
for (const e of f.index.edges) {
  const points = routes.get(e.id)?.points ?? [];
  const crosses = f.index.nodes.some((n) => n.id !== e.from.elementId && n.id !== e.to.elementId && crossesBox(points, f.geometry.boxes.get(n.id)!));
  if (crosses) crossing += 1;
}
console.log(`routes through a node they do not connect: ${crossing}`);

/**
 * Inputs for the layered placer's tests: the bench's generated flowcharts (bench/graphs.ts)
 * with sizes made from their labels (no fonts needed: the placer only reads sizes), and
 * random-ish graphs with cycles from a fixed seed.
 */
import { flowchart } from '../../../../bench/graphs.js';
import type { LayeredDirection, LayeredInput } from '../../../../engine/layout/layered/index.js';

const SPACING = { nodeSpacing: 50, rankSpacing: 80, edgeSpacing: 12 };

/** The bench's flowchart of `count` nodes as placer input: a node 8 px a character plus padding wide, decisions taller. */
export function flowchartInput(count: number, direction: LayeredDirection = 'TB'): LayeredInput {
  const input: LayeredInput = { nodes: [], edges: [], direction, ...SPACING };
  for (const element of flowchart(count).elements) {
    const e = element as { id: string; kind: string; label?: string; nodeType?: string; from?: { elementId: string }; to?: { elementId: string } };
    if (e.kind === 'node') input.nodes.push({ id: e.id, width: 8 * (e.label ?? '').length + 32, height: e.nodeType === 'decision' ? 64 : 44 });
    else input.edges.push({ id: e.id, from: e.from!.elementId, to: e.to!.elementId, ...(e.label === undefined ? {} : { label: { width: 7 * e.label.length + 8, height: 18 } }) });
  }
  return input;
}

/** A random-ish graph: `count` nodes of varied sizes, about 1.5 edges a node mostly forward, some backward (cycles), a few self-loops and labels. */
export function randomInput(count: number, seed: number, direction: LayeredDirection = 'TB'): LayeredInput {
  let state = seed;
  const random = (): number => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
  const pick = (n: number): number => Math.floor(random() * n);
  const input: LayeredInput = { nodes: [], edges: [], direction, ...SPACING };
  for (let i = 0; i < count; i++) input.nodes.push({ id: `v${i}`, width: 30 + pick(120), height: 20 + pick(60) });
  for (let e = 0; e < Math.round(count * 1.5); e++) {
    const a = pick(count);
    const roll = random();
    const b = roll < 0.03 ? a : roll < 0.15 ? pick(a + 1) : Math.min(count - 1, a + 1 + pick(6));
    input.edges.push({ id: `e${e}`, from: `v${a}`, to: `v${b}`, ...(random() < 0.2 ? { label: { width: 20 + pick(60), height: 18 } } : {}) });
  }
  return input;
}

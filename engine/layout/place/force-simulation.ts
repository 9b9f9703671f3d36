import type { Box } from '../../geometry/index.js';

/** A node in the simulation; x, y is its centre. */
export interface Body {
  id: string;
  x: number;
  y: number;
  width: number;
  height: number;
  /** Anchored: pushes and pulls others but never moves. */
  fixed: boolean;
  /** The inner area of the frame with a box of its own that holds the body: the body stays in it. */
  frame?: Box;
}

/** An edge between two bodies (indices). */
export interface Spring {
  a: number;
  b: number;
}

export interface SimulationSettings {
  /** Space wanted between neighbouring boxes (nodeSpacing). */
  spacing: number;
  iterations: number;
  /** Bodies that should stay together (a frame's or band's members): pulled to their centroid. */
  groups: readonly number[][];
}

/** How strongly group members are pulled to their centroid, relative to an edge. */
const GROUP_PULL = 0.5;
/** Repulsion is ignored beyond this many ideal lengths (bucketed, so O(n) per round). */
const CUTOFF = 1.5;

/**
 * Fruchterman-Reingold with a per-pair ideal length (the two boxes' half diagonals plus
 * the spacing): springs pull neighbours to that length, every pair closer than CUTOFF ideal
 * lengths pushes apart, group members drift to their centroid; each round's step is capped
 * by a temperature that cools linearly to nothing. Only + - * / and sqrt, whose results
 * IEEE 754 fixes exactly, and a fixed visiting order: the same input gives the same
 * positions on every engine. Moves the bodies that are not fixed.
 */
export function simulate(bodies: Body[], springs: readonly Spring[], settings: SimulationSettings): void {
  if (!bodies.some((body) => !body.fixed)) return;
  const n = bodies.length;
  const xs = Float64Array.from(bodies, (body) => body.x);
  const ys = Float64Array.from(bodies, (body) => body.y);
  const reach = Float64Array.from(bodies, (body) => Math.sqrt(body.width * body.width + body.height * body.height) / 2);
  const meanReach = reach.reduce((sum, r) => sum + r, 0) / n;
  const maxReach = reach.reduce((most, r) => Math.max(most, r), 0);
  // One bucket spans the largest cutoff of a typical node, so neighbours are in the 3 x 3 around it.
  const cell = CUTOFF * (meanReach + maxReach + settings.spacing);
  const startTemperature = 2 * meanReach + settings.spacing;
  const fx = new Float64Array(n);
  const fy = new Float64Array(n);

  for (let round = 0; round < settings.iterations; round++) {
    fx.fill(0);
    fy.fill(0);
    repel(bodies, xs, ys, reach, settings.spacing, cell, fx, fy);
    for (const { a, b } of springs) {
      const dx = xs[b]! - xs[a]!;
      const dy = ys[b]! - ys[a]!;
      const distance = Math.sqrt(dx * dx + dy * dy);
      if (distance === 0) continue;
      const pull = distance / (reach[a]! + reach[b]! + settings.spacing); // d² / k, over d for the unit vector
      fx[a]! += dx * pull;
      fy[a]! += dy * pull;
      fx[b]! -= dx * pull;
      fy[b]! -= dy * pull;
    }
    for (const group of settings.groups) pullTogether(group, xs, ys, reach, settings.spacing, fx, fy);

    const temperature = startTemperature * (1 - round / settings.iterations);
    for (let i = 0; i < n; i++) {
      const body = bodies[i]!;
      if (body.fixed) continue;
      const length = Math.sqrt(fx[i]! * fx[i]! + fy[i]! * fy[i]!);
      if (length === 0) continue;
      const step = Math.min(length, temperature) / length;
      let x = xs[i]! + fx[i]! * step;
      let y = ys[i]! + fy[i]! * step;
      if (body.frame !== undefined) {
        // Centre kept where the whole box is inside (or, in a frame too small, on its middle).
        x = clampCentre(x, body.frame.x, body.frame.width, body.width);
        y = clampCentre(y, body.frame.y, body.frame.height, body.height);
      }
      xs[i] = x;
      ys[i] = y;
    }
  }
  bodies.forEach((body, i) => {
    body.x = xs[i]!;
    body.y = ys[i]!;
  });
}

function repel(
  bodies: readonly Body[],
  xs: Float64Array,
  ys: Float64Array,
  reach: Float64Array,
  spacing: number,
  cell: number,
  fx: Float64Array,
  fy: Float64Array,
): void {
  const buckets = new Map<number, number[]>();
  const n = bodies.length;
  const cx = new Float64Array(n);
  const cy = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    cx[i] = Math.floor(xs[i]! / cell);
    cy[i] = Math.floor(ys[i]! / cell);
    const key = cellKey(cx[i]!, cy[i]!);
    const bucket = buckets.get(key);
    if (bucket === undefined) buckets.set(key, [i]);
    else bucket.push(i);
  }
  for (let i = 0; i < n; i++) {
    if (bodies[i]!.fixed) continue;
    for (let gx = cx[i]! - 1; gx <= cx[i]! + 1; gx++) {
      for (let gy = cy[i]! - 1; gy <= cy[i]! + 1; gy++) {
        const bucket = buckets.get(cellKey(gx, gy));
        if (bucket === undefined) continue;
        for (const j of bucket) {
          if (j === i) continue;
          const k = reach[i]! + reach[j]! + spacing;
          let dx = xs[i]! - xs[j]!;
          let dy = ys[i]! - ys[j]!;
          let distanceSquared = dx * dx + dy * dy;
          if (distanceSquared === 0) {
            // Two bodies on one point: part them along a direction fixed by their order.
            dx = i < j ? 1 : -1;
            dy = i < j ? 0.5 : -0.5;
            distanceSquared = 1.25;
          }
          if (distanceSquared > CUTOFF * CUTOFF * k * k) continue;
          const push = (k * k) / distanceSquared; // k² / d, over d for the unit vector
          fx[i]! += dx * push;
          fy[i]! += dy * push;
        }
      }
    }
  }
}

function pullTogether(group: readonly number[], xs: Float64Array, ys: Float64Array, reach: Float64Array, spacing: number, fx: Float64Array, fy: Float64Array): void {
  if (group.length < 2) return;
  let sx = 0;
  let sy = 0;
  for (const i of group) {
    sx += xs[i]!;
    sy += ys[i]!;
  }
  const mx = sx / group.length;
  const my = sy / group.length;
  for (const i of group) {
    const dx = mx - xs[i]!;
    const dy = my - ys[i]!;
    const distance = Math.sqrt(dx * dx + dy * dy);
    const pull = (GROUP_PULL * distance) / (2 * reach[i]! + spacing);
    fx[i]! += dx * pull;
    fy[i]! += dy * pull;
  }
}

function clampCentre(centre: number, start: number, room: number, size: number): number {
  if (room <= size) return start + room / 2;
  return Math.min(Math.max(centre, start + size / 2), start + room - size / 2);
}

/** One number per bucket; the simulation stays far inside ±2^20 buckets. */
function cellKey(cx: number, cy: number): number {
  return (cx + 0x100000) * 0x200000 + (cy + 0x100000);
}

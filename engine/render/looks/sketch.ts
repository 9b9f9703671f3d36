// The bundled ESM build: roughjs's bin/ files use extensionless imports that plain Node
// (the built package) cannot resolve.
import rough from 'roughjs/bundled/rough.esm.js';
import type { RoughGenerator } from 'roughjs/bin/generator.js';
import type { OpSet, Options } from 'roughjs/bin/core.js';
import { num } from '../svg/num.js';
import { paintAttributes, splitColour } from '../svg/paint.js';
import { element, group } from '../svg/writer.js';
import { fnv1a32 } from '../svg/ids.js';
import type { Look, Paint } from '../types.js';

/**
 * The sketch look: every outline and line redrawn by the roughjs generator (no DOM), with
 * the wobble seeded from a stable hash of the element's seed string, so the same scene
 * always draws the same bytes, and each element wobbles its own way.
 *
 * Fills are solid, following the rough outline: on the sketch theme's dark grey canvas a
 * hachure of a dark node fill barely shows, and the lines it does show run through the
 * label; a solid fill keeps labels legible while the doubled, bowed strokes carry the
 * hand-drawn feel.
 */

/** The roughjs parameters of the look. */
export const SKETCH_OPTIONS = {
  /** How far points stray (roughjs' default is 1, which looks nearly ruled at diagram sizes). */
  roughness: 1.4,
  /** How much straight lines bow. */
  bowing: 1,
  /** Keep the polygon's corners where they are, so shapes still meet their edges and ports. */
  preserveVertices: true,
  fillStyle: 'solid',
} as const satisfies Options;

/**
 * A roughjs seed from a seed string: FNV-1a (32 bit) of its UTF-16 code units, folded into
 * 1..2^31-1 (roughjs falls back to Math.random for 0).
 */
export function sketchSeed(seed: string): number {
  return (fnv1a32(seed) % 0x7ffffffe) + 1;
}

/** Path data of a roughjs op set, every number through num() (at most 2 decimals). */
function opSetPath(set: OpSet): string {
  let d = '';
  for (const { op, data } of set.ops) {
    const [a = 0, b = 0, c = 0, e = 0, f = 0, g = 0] = data;
    if (op === 'move') d += `M${num(a)} ${num(b)}`;
    else if (op === 'lineTo') d += `L${num(a)} ${num(b)}`;
    else d += `C${num(a)} ${num(b)} ${num(c)} ${num(e)} ${num(f)} ${num(g)}`;
  }
  return d;
}

const drawn = (colour: string): boolean => splitColour(colour).paint !== 'none';

function sketch(generator: RoughGenerator, d: string, paint: Paint, seed: string, closed: boolean): string {
  if (d.trim() === '') return '';
  const filled = closed && drawn(paint.fill);
  const stroked = drawn(paint.stroke) && paint.strokeWidth > 0;
  if (!filled && !stroked) return '';
  const drawable = generator.path(d, {
    ...SKETCH_OPTIONS,
    seed: sketchSeed(seed),
    strokeWidth: paint.strokeWidth,
    // roughjs only needs to know whether there is a fill; colours are written below.
    fill: filled ? '#000' : undefined,
    stroke: stroked ? '#000' : 'none',
  });
  const fillPaint: Paint = { fill: paint.fill, stroke: 'none', strokeWidth: 0 };
  const strokePaint: Paint = { fill: 'none', stroke: paint.stroke, strokeWidth: paint.strokeWidth, dash: paint.dash ?? null };
  const parts = drawable.sets.map((set) => {
    const path = opSetPath(set);
    if (path === '') return '';
    if (set.type === 'fillPath') return element('path', { d: path, ...paintAttributes(fillPaint) });
    const caps = closed ? {} : { 'stroke-linecap': 'round', 'stroke-linejoin': 'round' };
    return element('path', { d: path, ...paintAttributes(strokePaint), ...caps });
  });
  const opacity = paint.opacity !== undefined && paint.opacity < 1 ? Math.max(0, paint.opacity) : null;
  return group({ opacity }, ...parts);
}

/** The sketch look. Stateless: the generator keeps no state between drawings. */
export function createSketchLook(): Look {
  const generator = rough.generator();
  return {
    shape: (d, paint, seed) => sketch(generator, d, paint, seed, true),
    line: (d, paint, seed) => sketch(generator, d, paint, seed, false),
  };
}

/** The sketch look, shared (it holds nothing that changes). */
export const SKETCH_LOOK: Look = createSketchLook();

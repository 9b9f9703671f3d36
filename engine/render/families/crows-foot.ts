import type { Point } from '../../geometry/index.js';
import type { Cardinality } from '../../model/index.js';
import type { EdgeDecorator, RenderContext, ResolvedStyle } from '../types.js';
import { edgeEnd, endPoint, type EdgeEnd } from './edge-ends.js';
import { canvasColour, partSeed, strokePaint } from './paint.js';
import { circlePath, segmentsPath } from './path.js';

/**
 * Crow's-foot cardinality glyphs (spec rule 6) at the ends of ER edges, from the computed
 * start/endCardinality: one a bar, many a three-line fork, zero-or-one a circle and bar,
 * zero-or-many a circle and fork, one-or-many a bar and fork. Nearest the entity comes the
 * fork (or the bar), then the circle or the second bar.
 */

/** Distances from the entity border in px. */
export const CROWS_FOOT = {
  /** How far back along the edge the fork's toes meet. */
  forkLength: 14,
  /** Half the spread of the fork's toes at the border. */
  forkSpread: 8,
  /** Half the length of a bar. */
  barHalf: 7,
  /** Where the bar of "one" and "zero-or-one" sits. */
  nearBar: 10,
  /** Where the bar of "one-or-many" sits (beyond the fork). */
  farBar: 19,
  circleRadius: 5,
  /** Centre of the circle after a bar, and after a fork. */
  circleAfterBar: 21,
  circleAfterFork: 20,
} as const;

type Part = { kind: 'fork' } | { kind: 'bar'; at: number } | { kind: 'circle'; at: number };

const GLYPHS: Readonly<Record<Cardinality, Part[]>> = {
  one: [{ kind: 'bar', at: CROWS_FOOT.nearBar }],
  many: [{ kind: 'fork' }],
  'zero-or-one': [{ kind: 'bar', at: CROWS_FOOT.nearBar }, { kind: 'circle', at: CROWS_FOOT.circleAfterBar }],
  'zero-or-many': [{ kind: 'fork' }, { kind: 'circle', at: CROWS_FOOT.circleAfterFork }],
  'one-or-many': [{ kind: 'fork' }, { kind: 'bar', at: CROWS_FOOT.farBar }],
};

/** The glyph of one cardinality at one edge end. */
export function crowsFoot(cardinality: Cardinality, end: EdgeEnd, style: ResolvedStyle, seed: string, context: RenderContext): string {
  const line = strokePaint(style);
  const seeded = context.look.ignoresSeed !== true;
  let svg = '';
  for (const part of GLYPHS[cardinality]) {
    if (part.kind === 'fork') {
      const heel = endPoint(end, CROWS_FOOT.forkLength);
      const toes = [
        [heel, endPoint(end, 0, -CROWS_FOOT.forkSpread)],
        [heel, endPoint(end, 0, 0)],
        [heel, endPoint(end, 0, CROWS_FOOT.forkSpread)],
      ] as const;
      svg += context.look.line(segmentsPath(toes), line, seeded ? `${seed}/fork` : '');
    } else if (part.kind === 'bar') {
      const bar = [[endPoint(end, part.at, -CROWS_FOOT.barHalf), endPoint(end, part.at, CROWS_FOOT.barHalf)] as const];
      svg += context.look.line(segmentsPath(bar), line, seeded ? `${seed}/bar${part.at}` : '');
    } else {
      // Filled with the background so the edge line does not show through the "zero".
      const paint = { ...line, fill: canvasColour(context) };
      svg += context.look.shape(circlePath(endPoint(end, part.at), CROWS_FOOT.circleRadius), paint, seeded ? `${seed}/circle` : '');
    }
  }
  return svg;
}

/** Draws the cardinality glyphs at both ends of an edge that has them ('' otherwise). */
export const decorateCrowsFeet: EdgeDecorator = (edge, computed, context) => {
  if (computed.selfLoop) return '';
  return endGlyph(edge.id, computed.points, 'start', computed.startCardinality, context) +
    endGlyph(edge.id, computed.points, 'end', computed.endCardinality, context);
};

function endGlyph(edgeId: string, points: readonly Point[], which: 'start' | 'end', cardinality: Cardinality | undefined, context: RenderContext): string {
  if (cardinality === undefined) return '';
  const end = edgeEnd(points, which);
  return end === null ? '' : crowsFoot(cardinality, end, context.style(edgeId), context.look.ignoresSeed === true ? '' : partSeed(edgeId, which), context);
}

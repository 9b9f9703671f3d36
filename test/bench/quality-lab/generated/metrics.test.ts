import { describe, expect, it } from 'vitest';
import type { Drawing } from '../../../../harness/drawing-metrics/drawing.js';
import { qualityOf } from '../../../../bench/quality-lab/generated/metrics.js';

describe('qualityOf', () => {
  it('measures a small drawing the way its parts say', () => {
    // a and b side by side, d and c below them; ab runs straight, ac bends once, bc crosses ab and passes through d.
    const drawing: Drawing = {
      nodes: [
        { id: 'a', box: { x: 0, y: 0, width: 100, height: 50 } },
        { id: 'b', box: { x: 200, y: 0, width: 100, height: 50 } },
        { id: 'c', box: { x: 100, y: 200, width: 100, height: 50 } },
        { id: 'd', box: { x: 100, y: 100, width: 100, height: 50 } },
      ],
      edges: [
        { id: 'ab', from: 'a', to: 'b', points: [{ x: 100, y: 25 }, { x: 200, y: 25 }] },
        // Down from a, then right into c's left side: one bend, 200 px.
        { id: 'ac', from: 'a', to: 'c', points: [{ x: 50, y: 50 }, { x: 50, y: 225 }, { x: 100, y: 225 }] },
        // Straight down from b's bottom to c's top, through d.
        { id: 'bc', from: 'b', to: 'c', points: [{ x: 150, y: 0 }, { x: 150, y: 200 }] },
      ],
      // An edge label sticking out to the right.
      extras: [{ x: 290, y: 120, width: 40, height: 20 }],
    };
    const q = qualityOf(drawing);
    expect(q).toMatchObject({ nodes: 4, edges: 3, crossings: 1, width: 330, height: 250, overlaps: 0 });
    expect(q.bends).toBeCloseTo(1, 9);
    expect(q.edgeLength).toBeCloseTo(100 + 225 + 200, 9);
    expect(q.megapixels).toBeCloseTo((330 * 250) / 1e6, 12);
    expect(q.aspect).toBeCloseTo(330 / 250, 12);
    expect(q.throughNodes).toBe(1);
    expect(q.throughShare).toBeCloseTo(1 / 3, 12);
  });

  it('gives zeros for an empty drawing', () => {
    expect(qualityOf({ nodes: [], edges: [], extras: [] })).toMatchObject({ crossings: 0, megapixels: 0, aspect: 0, throughShare: 0 });
  });
});

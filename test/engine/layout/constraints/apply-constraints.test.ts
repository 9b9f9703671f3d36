import { describe, expect, it } from 'vitest';
import { applyConstraints } from '../../../../engine/layout/constraints/apply-constraints.js';
import type { Box } from '../../../../engine/geometry/index.js';
import { node, sceneIndex, startGeometry } from '../place/layout-fixture.js';

const box = (x: number, y: number, width: number, height: number): Box => ({ x, y, width, height });

/**
 * Runs the constraints on nodes: `anchored` nodes come from the document (user-placed),
 * `placed` ones as if a placer had put them there.
 */
function run(
  setup: { anchored?: Record<string, Box>; placed?: Record<string, Box>; extra?: Record<string, unknown>[]; direction?: string },
  constraints: Record<string, unknown>[],
) {
  const elements = [
    ...Object.entries(setup.anchored ?? {}).map(([id, b]) => node(id, { ...b })),
    ...Object.keys(setup.placed ?? {}).map((id) => node(id)),
    ...(setup.extra ?? []),
  ];
  const index = sceneIndex({ elements, constraints, layoutStrategy: { algorithm: 'grid', direction: setup.direction ?? 'TB' } });
  const geometry = startGeometry(index);
  for (const [id, b] of Object.entries(setup.placed ?? {})) geometry.boxes.set(id, b);
  const diagnostics = applyConstraints(index, geometry);
  return { index, geometry, diagnostics, at: (id: string) => geometry.boxes.get(id) };
}

describe('applyConstraints', () => {
  describe('align', () => {
    it('lines centres up on the first user-placed element, moving only along the axis', () => {
      const { at, diagnostics } = run(
        { anchored: { a: box(100, 100, 150, 60) }, placed: { b: box(400, 300, 100, 40), c: box(50, 500, 200, 80) } },
        [{ id: 'c1', type: 'align', axis: 'x', elements: ['b', 'a', 'c'] }],
      );
      expect(at('a')).toEqual(box(100, 100, 150, 60));
      expect(at('b')).toEqual(box(125, 300, 100, 40));
      expect(at('c')).toEqual(box(75, 500, 200, 80));
      expect(diagnostics).toEqual([]);
    });

    it('aligns top or bottom edges in a row on the first listed element when none is user-placed', () => {
      const placed = { p: box(0, 10, 100, 50), q: box(200, 40, 100, 20), r: box(400, 0, 100, 80) };
      const start = run({ placed }, [{ id: 'c', type: 'align', axis: 'y', alignment: 'start', elements: ['p', 'q', 'r'] }]);
      expect([start.at('q')?.y, start.at('r')?.y]).toEqual([10, 10]);
      const end = run({ placed }, [{ id: 'c', type: 'align', axis: 'y', alignment: 'end', elements: ['p', 'q', 'r'] }]);
      expect([end.at('q')?.y, end.at('r')?.y]).toEqual([40, -20]);
    });
  });

  it('distribute spreads the inner elements evenly between the first and last in their current order, or at a fixed gap', () => {
    const placed = { a: box(0, 0, 100, 50), b: box(150, 0, 50, 50), c: box(400, 0, 100, 50) };
    const even = run({ placed }, [{ id: 'd', type: 'distribute', axis: 'x', elements: ['c', 'a', 'b'] }]);
    // 400 - 100 - 50 = 250 px of gaps: 125 each.
    expect([even.at('a')?.x, even.at('b')?.x, even.at('c')?.x]).toEqual([0, 225, 400]);
    const fixed = run({ placed }, [{ id: 'd', type: 'distribute', axis: 'x', elements: ['a', 'b', 'c'], gap: 20 }]);
    expect([fixed.at('a')?.x, fixed.at('b')?.x, fixed.at('c')?.x]).toEqual([0, 120, 190]);
  });

  it('sameSize gives every element the largest width and/or height, top-left corners staying', () => {
    const placed = { a: box(0, 0, 100, 50), b: box(300, 300, 150, 40) };
    const both = run({ placed }, [{ id: 's', type: 'sameSize', elements: ['a', 'b'] }]);
    expect([both.at('a'), both.at('b')]).toEqual([box(0, 0, 150, 50), box(300, 300, 150, 50)]);
    const width = run({ placed }, [{ id: 's', type: 'sameSize', elements: ['a', 'b'], dimension: 'width' }]);
    expect([width.at('a'), width.at('b')]).toEqual([box(0, 0, 150, 50), box(300, 300, 150, 40)]);
  });

  it('stack puts elements one after another in listed order from the first, aligned across', () => {
    const placed = { a: box(100, 100, 150, 60), b: box(300, 0, 100, 40), c: box(0, 0, 120, 30) };
    const start = run({ placed }, [{ id: 's', type: 'stack', axis: 'y', elements: ['a', 'b', 'c'], gap: 10, alignment: 'start' }]);
    expect([start.at('a'), start.at('b'), start.at('c')]).toEqual([box(100, 100, 150, 60), box(100, 170, 100, 40), box(100, 220, 120, 30)]);
    // Defaults: nodeSpacing (50) apart, centred across.
    const centred = run({ placed }, [{ id: 's', type: 'stack', axis: 'x', elements: ['a', 'b'] }]);
    expect(centred.at('b')).toEqual(box(300, 110, 100, 40));
  });

  it('centerIn centres elements on a container along x, y or both', () => {
    const frame = { id: 'f', kind: 'frame', x: 100, y: 100, width: 400, height: 300, children: [] };
    const both = run({ placed: { a: box(10, 10, 100, 50) }, extra: [frame] }, [{ id: 'c', type: 'centerIn', container: 'f', elements: ['a'] }]);
    expect(both.at('a')).toEqual(box(250, 225, 100, 50));
    const x = run({ placed: { a: box(10, 10, 100, 50) }, extra: [frame] }, [{ id: 'c', type: 'centerIn', container: 'f', elements: ['a'], axis: 'x' }]);
    expect(x.at('a')).toEqual(box(250, 10, 100, 50));
  });

  describe('contain', () => {
    const frame = { id: 'f', kind: 'frame', x: 100, y: 100, width: 400, height: 300, children: [] };

    it('moves elements into a container with a box, padding (20) in from its edges, as little as possible', () => {
      const { at, diagnostics } = run({ placed: { a: box(490, 380, 100, 50), b: box(-50, 100, 100, 50), c: box(200, 200, 50, 50) }, extra: [frame] }, [
        { id: 'k', type: 'contain', container: 'f', elements: ['a', 'b', 'c'] },
      ]);
      expect([at('a'), at('b'), at('c')]).toEqual([box(380, 330, 100, 50), box(120, 120, 100, 50), box(200, 200, 50, 50)]);
      expect(diagnostics).toEqual([]);
    });

    it('grows a group (no size of its own) to take the elements in', () => {
      const group = { id: 'g', kind: 'group', children: ['a'] };
      const { at } = run({ placed: { a: box(0, 0, 100, 50), b: box(300, 200, 100, 50) }, extra: [group] }, [{ id: 'k', type: 'contain', container: 'g', elements: ['b'], padding: 10 }]);
      expect(at('b')).toEqual(box(300, 200, 100, 50));
      expect(at('g')).toEqual(box(0, 0, 410, 260));
    });

    it('grows a frame fitted around its members (no layout) instead of moving the elements', () => {
      const fitted = { id: 'ff', kind: 'frame', children: ['a'] };
      const { at } = run({ placed: { a: box(100, 100, 100, 50), b: box(400, 100, 100, 50) }, extra: [fitted] }, [{ id: 'k', type: 'contain', container: 'ff', elements: ['b'] }]);
      expect(at('b')).toEqual(box(400, 100, 100, 50));
      // Its provisional box (a plus the frame room: 20 at the sides and bottom, 40 on top) grown to b plus 20.
      expect(at('ff')).toEqual(box(80, 60, 440, 110));
    });

    it('reports an element larger than the space inside', () => {
      const { diagnostics, at } = run({ placed: { big: box(50, 50, 500, 50) }, extra: [frame] }, [{ id: 'k', type: 'contain', container: 'f', elements: ['big'] }]);
      expect(at('big')).toEqual(box(120, 120, 500, 50));
      expect(diagnostics).toEqual([
        expect.objectContaining({ code: 'CONSTRAINT_UNSATISFIED', severity: 'warning', path: '$.constraints[0]', data: { constraintId: 'k', type: 'contain' } }),
      ]);
    });
  });

  it('grid lays rows of `columns` largest-element cells from the first element, each centred in its cell', () => {
    const placed = { a: box(0, 0, 100, 50), b: box(500, 500, 60, 30), c: box(-90, 40, 100, 50), d: box(7, 7, 80, 40) };
    const { at } = run({ placed }, [{ id: 'g', type: 'grid', elements: ['a', 'b', 'c', 'd'], columns: 2, gapX: 10, gapY: 20 }]);
    expect([at('a'), at('b'), at('c'), at('d')]).toEqual([box(0, 0, 100, 50), box(130, 10, 60, 30), box(0, 70, 100, 50), box(120, 75, 80, 40)]);
    // Default gaps: nodeSpacing (50) across, rankSpacing (80) down.
    const defaults = run({ placed }, [{ id: 'g', type: 'grid', elements: ['a', 'b', 'c'], columns: 2 }]);
    expect([defaults.at('b'), defaults.at('c')]).toEqual([box(170, 10, 60, 30), box(0, 130, 100, 50)]);
  });

  describe('minGap and noOverlap', () => {
    it('minGap x pushes the later element of a side-by-side pair right; axis y leaves side-by-side pairs alone', () => {
      const placed = { a: box(0, 0, 100, 50), b: box(120, 10, 100, 50) };
      expect(run({ placed }, [{ id: 'm', type: 'minGap', elements: ['a', 'b'], gap: 50, axis: 'x' }]).at('b')).toEqual(box(150, 10, 100, 50));
      expect(run({ placed }, [{ id: 'm', type: 'minGap', elements: ['a', 'b'], gap: 50, axis: 'y' }]).at('b')).toEqual(box(120, 10, 100, 50));
    });

    it('minGap both moves along the axis needing less (x on a tie); noOverlap separates with its padding', () => {
      const tie = run({ placed: { a: box(0, 0, 100, 50), b: box(90, 40, 100, 50) } }, [{ id: 'm', type: 'minGap', elements: ['a', 'b'], gap: 10 }]);
      expect(tie.at('b')).toEqual(box(110, 40, 100, 50));
      const overlap = run({ placed: { a: box(0, 0, 100, 50), b: box(50, 30, 100, 50), c: box(400, 0, 10, 10) } }, [{ id: 'n', type: 'noOverlap', elements: ['a', 'b', 'c'] }]);
      expect(overlap.at('b')).toEqual(box(50, 50, 100, 50));
      expect(overlap.at('c')).toEqual(box(400, 0, 10, 10));
      const padded = run({ placed: { a: box(0, 0, 100, 50), b: box(50, 30, 100, 50) } }, [{ id: 'n', type: 'noOverlap', elements: ['a', 'b'], padding: 15 }]);
      expect(padded.at('b')).toEqual(box(50, 65, 100, 50));
    });
  });

  describe('order', () => {
    it('re-places a reversed target just far enough after the source; the source stays', () => {
      const { at, diagnostics } = run({ anchored: { a: box(300, 100, 100, 50), b: box(100, 100, 100, 50) } }, [{ id: 'o', type: 'order', axis: 'x', source: 'a', target: 'b' }]);
      // nodeSpacing (50) is the default gap across TB ranks.
      expect(at('a')).toEqual(box(300, 100, 100, 50));
      expect(at('b')).toEqual(box(450, 100, 100, 50));
      expect(diagnostics).toEqual([]);
    });

    it('defaults the gap to the spacing of the axis and leaves an ordered pair alone', () => {
      const vertical = run({ placed: { a: box(0, 300, 100, 50), b: box(0, 100, 100, 50) } }, [{ id: 'o', type: 'order', axis: 'y', source: 'a', target: 'b' }]);
      expect(vertical.at('b')).toEqual(box(0, 430, 100, 50));
      const lr = run({ direction: 'LR', placed: { a: box(300, 0, 100, 50), b: box(100, 0, 100, 50) } }, [{ id: 'o', type: 'order', axis: 'x', source: 'a', target: 'b', gap: undefined }]);
      expect(lr.at('b')).toEqual(box(480, 0, 100, 50));
      const ordered = run({ placed: { a: box(0, 0, 100, 50), b: box(500, 0, 100, 50) } }, [{ id: 'o', type: 'order', axis: 'x', source: 'a', target: 'b', gap: 20 }]);
      expect(ordered.at('b')).toEqual(box(500, 0, 100, 50));
    });
  });

  it('moves nothing it does not name: anchored nodes left out stay put', () => {
    const { at } = run({ anchored: { keep: box(700, 700, 100, 50), a: box(10, 0, 100, 50) }, placed: { b: box(300, 300, 100, 50) } }, [
      { id: 'c', type: 'align', axis: 'y', elements: ['a', 'b'] },
      { id: 'n', type: 'noOverlap', elements: ['a', 'b'] },
    ]);
    expect(at('keep')).toEqual(box(700, 700, 100, 50));
    expect(at('b')).toEqual(box(300, 0, 100, 50));
  });

  it('moves a named frame with everything inside it', () => {
    const { at } = run(
      {
        anchored: { inner: box(110, 120, 50, 30), other: box(400, 0, 100, 50) },
        extra: [{ id: 'f', kind: 'frame', x: 100, y: 100, width: 200, height: 100, children: ['inner'] }],
      },
      [{ id: 'c', type: 'align', axis: 'y', alignment: 'start', elements: ['other', 'f'] }],
    );
    expect(at('f')).toEqual(box(100, 0, 200, 100));
    expect(at('inner')).toEqual(box(110, 20, 50, 30));
  });

  it('warns about a constraint that others undo, once, and changes nothing on a second run', () => {
    const constraints = [
      { id: 'same', type: 'align', axis: 'x', elements: ['a', 'b'] },
      { id: 'after', type: 'order', axis: 'x', source: 'a', target: 'b' },
    ];
    const first = run({ placed: { a: box(0, 0, 100, 50), b: box(0, 200, 100, 50) } }, constraints);
    expect(first.diagnostics.map((d) => [d.code, d.data])).toEqual([['CONSTRAINT_UNSATISFIED', { constraintId: 'same', type: 'align' }]]);
    const satisfied = run({ placed: { a: box(0, 0, 100, 50), b: box(300, 40, 100, 50) } }, [constraints[1]!, { id: 'row', type: 'align', axis: 'y', elements: ['a', 'b'] }]);
    expect(satisfied.diagnostics).toEqual([]);
    const again = run({ placed: { a: satisfied.at('a')!, b: satisfied.at('b')! } }, [constraints[1]!, { id: 'row', type: 'align', axis: 'y', elements: ['a', 'b'] }]);
    expect([again.at('a'), again.at('b')]).toEqual([satisfied.at('a'), satisfied.at('b')]);
  });
});

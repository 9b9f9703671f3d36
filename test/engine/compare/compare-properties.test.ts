import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { ElementInput } from '../../../schema/index.js';
import { compareScenes } from '../../../engine/compare/index.js';
import { node, reverseKeys, scene } from './scene-builders.js';

const ids = fc.uniqueArray(fc.stringMatching(/^[a-z][a-z0-9]{0,3}$/), { maxLength: 25 });
const content = fc.record({ label: fc.constantFrom('A', 'B', 'a "quoted"\nlabel'), x: fc.constantFrom(0, 10, 200) });

/** A node with some content: label and position are what edits usually change. */
function nodeOf(id: string, c: { label: string; x: number }): ElementInput {
  return node(id, c.label, { x: c.x, y: 0 });
}

const arbitraryScene = ids.chain((list) =>
  fc.tuple(...list.map((id) => content.map((c) => nodeOf(id, c)))).map((elements) => scene(elements)),
);

const idsOf = (s: { elements: Array<{ id: string }> }) => s.elements.map((e) => e.id);

describe('compareScenes properties', () => {
  it('compare(a, a) is empty, whatever the key order', () => {
    fc.assert(
      fc.property(arbitraryScene, (a) => {
        for (const b of [a, reverseKeys(a)]) {
          const result = compareScenes(a, b);
          expect([result.added, result.removed, result.modified, result.changedConstraintIds]).toEqual([[], [], [], []]);
        }
      }),
    );
  });

  it('added and removed are exactly the id set differences, in document order', () => {
    fc.assert(
      fc.property(arbitraryScene, arbitraryScene, (a, b) => {
        const before = idsOf(a);
        const after = idsOf(b);
        const result = compareScenes(a, b);
        expect(result.added).toEqual(after.filter((id) => !before.includes(id)));
        expect(result.removed).toEqual(before.filter((id) => !after.includes(id)));
        expect(result.modified).toEqual(after.filter((id) => before.includes(id) && result.modified.includes(id)));
        expect(result.summary).toEqual({ added: result.added.length, removed: result.removed.length, modified: result.modified.length });
      }),
    );
  });

  it('in an unchanged order, modified is exactly the common elements whose content changed', () => {
    const pool = ids.chain((list) =>
      fc.tuple(...list.map((id) => fc.record({ id: fc.constant(id), inA: fc.boolean(), inB: fc.boolean(), a: content, b: content }))),
    );
    fc.assert(
      fc.property(pool, (entries) => {
        const a = scene(entries.filter((e) => e.inA).map((e) => nodeOf(e.id, e.a)));
        const b = scene(entries.filter((e) => e.inB).map((e) => nodeOf(e.id, e.b)));
        const expected = entries.filter((e) => e.inA && e.inB && (e.a.label !== e.b.label || e.a.x !== e.b.x)).map((e) => e.id);
        expect(compareScenes(a, b).modified).toEqual(expected);
      }),
    );
  });

  it('a pure reordering marks some elements modified, and the others keep their relative order', () => {
    const shuffled = arbitraryScene.chain((a) =>
      fc.shuffledSubarray(a.elements, { minLength: a.elements.length, maxLength: a.elements.length }).map((elements) => [a, { ...a, elements }] as const),
    );
    fc.assert(
      fc.property(shuffled, ([a, b]) => {
        const result = compareScenes(a, b);
        expect(result.added).toEqual([]);
        expect(result.removed).toEqual([]);
        if (a.elements.length > 0) expect(result.modified.length).toBeLessThan(a.elements.length);
        const kept = (s: typeof a) => idsOf(s).filter((id) => !result.modified.includes(id));
        expect(kept(b)).toEqual(kept(a));
      }),
    );
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { normalized } from '../../../../bench/graphs.js';
import { buildIndex } from '../../../../engine/layout/build-index.js';
import { buildLayoutTree } from '../../../../engine/layout/place/layout-tree.js';
import { takesLayered } from '../../../../engine/layout/place/place-layered.js';
import type { SceneDocumentInput } from '../../../../schema/index.js';

const golden = (name: string): SceneDocumentInput =>
  JSON.parse(readFileSync(new URL(`../../../golden/layout/${name}/input.json`, import.meta.url), 'utf8')) as SceneDocumentInput;

/** Whether layoutScene would place the document with our own layered placement (no anchored node, no autoGroup bands). */
function layered(document: SceneDocumentInput, anchored: string[] = []): boolean {
  const index = buildIndex(normalized(document));
  return takesLayered({ index, tree: buildLayoutTree(index), bands: null }, { anchored: new Set(anchored) });
}

const FLOWCHART = golden('flowchart');
type Element = Record<string, unknown>;
const withElements = (change: (elements: Element[]) => Element[]): SceneDocumentInput => ({ ...FLOWCHART, elements: change(structuredClone(FLOWCHART.elements) as Element[]) as SceneDocumentInput['elements'] });

describe('which scenes our own layered placement draws (place-layered.ts)', () => {
  it('a flat flowchart', () => {
    expect(layered(FLOWCHART)).toBe(true);
  });

  it('not one with a node the document placed', () => {
    expect(layered(FLOWCHART, ['start'])).toBe(false);
  });

  it('not frames, workflows or org charts (ELK keeps compounds and balanced trees)', () => {
    for (const name of ['architecture', 'frames-nested', 'workflow', 'orgchart']) expect(layered(golden(name)), name).toBe(false);
  });

  it('a flat ER diagram (its rows become end offsets), but not one with a node the document placed or an edge pinned to an anchor', () => {
    const er = golden('er');
    expect(layered(er)).toBe(true);
    expect(layered(er, ['customer'])).toBe(false);
    const pinned = { ...er, elements: (structuredClone(er.elements) as Element[]).map((e) => (e.id === 'r3' ? { ...e, to: { elementId: 'note', anchor: { side: 'left', offset: 0.5 } } } : e)) };
    expect(layered(pinned as SceneDocumentInput)).toBe(false);
  });

  it('not one with an edge pinned to an anchor, a relative node or a constraint', () => {
    const anchored = withElements((elements) => elements.map((e) => (e.id === 'e1' ? { ...e, from: { elementId: 'start', anchor: { side: 'bottom', offset: 0.5 } } } : e)));
    expect(layered(anchored)).toBe(false);
    const relative = withElements((elements) => [...elements, { id: 'note', kind: 'node', nodeType: 'generic', label: 'Note', layout: { mode: 'relative', place: { rightOf: 'done', gap: 40 } } }]);
    expect(layered(relative)).toBe(false);
    expect(layered({ ...FLOWCHART, constraints: [{ id: 'c1', type: 'align', axis: 'y', elements: ['ship', 'backorder'] }] } as SceneDocumentInput)).toBe(false);
  });
});

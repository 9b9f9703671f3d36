import { beforeAll, describe, expect, it } from 'vitest';
import type { NormalizedScene } from '../../../engine/index.js';
import { loadFontsFromDisk } from '../../../fonts/node.js';
import { measureScene, type FontBytes } from '../../../engine/measure/index.js';
import { layoutScene } from '../../../engine/layout/index.js';
import { applyOps, mergeDiagnostics } from '../../../engine/ops/index.js';
import { edge, frame, get, layoutOf, node, scene, unplaced } from './helpers.js';

let fonts: FontBytes;
beforeAll(async () => {
  fonts = await loadFontsFromDisk();
});

/** What a save stores: the scene laid out once (placed positions written back) and its drawing. */
async function save(input: NormalizedScene) {
  return layoutScene(measureScene(input, fonts));
}

describe('edits between two layouts', () => {
  it('places what the edit left unplaced and keeps everything else where it was', async () => {
    const first = await save(scene([unplaced('a', { label: 'A' }), unplaced('b', { label: 'B' }), edge('ab', 'a', 'b')]));
    const edit = applyOps(first.scene, [
      { op: 'createNode', id: 'c', nodeType: 'database', label: 'C' },
      { op: 'createEdge', id: 'bc', from: { elementId: 'b' }, to: { elementId: 'c' } },
    ], { computed: first.computed });
    if (!edit.ok) throw new Error(JSON.stringify(edit.errors));
    const second = await save(edit.scene);
    expect(layoutOf(second.scene, 'a')).toEqual(layoutOf(first.scene, 'a'));
    expect(layoutOf(second.scene, 'b')).toEqual(layoutOf(first.scene, 'b'));
    const c = layoutOf(second.scene, 'c');
    expect(c.x !== 0 || c.y !== 0).toBe(true);
  });

  it('fixes a relative layout at the box the layout drew when its target is deleted', async () => {
    const first = await save(scene([
      node('a', 100, 100), node('b', 400, 100),
      { kind: 'node', id: 'r', nodeType: 'note', label: 'R', layout: { mode: 'relative', place: { below: 'b', gap: 20 } } },
    ]));
    const drawn = first.computed.elements.r;
    const edit = applyOps(first.scene, [{ op: 'deleteElement', id: 'b' }], { computed: first.computed });
    if (!edit.ok) throw new Error(JSON.stringify(edit.errors));
    expect(drawn && 'box' in drawn).toBe(true);
    if (drawn === undefined || !('box' in drawn)) return;
    expect(layoutOf(edit.scene, 'r')).toEqual(drawn.box);
    expect(edit.diagnostics.map((d) => d.code)).toEqual(['RELATIVE_LAYOUT_FIXED']);
  });

  it('resizes a frame fitted by the layout from the box it was drawn with', async () => {
    const first = await save(scene([node('a', 100, 100), node('b', 400, 100), frame('f', ['a', 'b'], { title: 'Team' })]));
    const fitted = first.computed.elements.f;
    if (fitted === undefined || !('box' in fitted)) throw new Error('frame not drawn');
    const edit = applyOps(first.scene, [{ op: 'resizeElement', id: 'f', size: { width: fitted.box.width + 100, height: fitted.box.height } }], { computed: first.computed });
    if (!edit.ok) throw new Error(JSON.stringify(edit.errors));
    expect(layoutOf(edit.scene, 'f')).toEqual({ ...fitted.box, width: fitted.box.width + 100 });
    const second = await save(edit.scene);
    expect(second.computed.elements.f).toMatchObject({ box: { ...fitted.box, width: fitted.box.width + 100 } });
  });

  it('reports a created overlap once after the layout repeats it', async () => {
    const first = await save(scene([node('a', 100, 100)]));
    const edit = applyOps(first.scene, [{ op: 'createNode', id: 'c', nodeType: 'service', label: 'C', x: 120, y: 110 }], { computed: first.computed });
    if (!edit.ok) throw new Error(JSON.stringify(edit.errors));
    const second = await save(edit.scene);
    const overlaps = mergeDiagnostics(edit.diagnostics, second.diagnostics).filter((d) => d.code === 'NODE_OVERLAP_DETECTED');
    expect(overlaps).toHaveLength(1);
    expect(overlaps[0]).toMatchObject({ elementId: 'a', data: { elements: ['a', 'c'] } });
    expect(get(second.scene, 'c')).toMatchObject({ layout: { x: 120, y: 110 } });
  });

  it('autoLayout lays the diagram out again from scratch', async () => {
    const first = await save(scene([node('a', 900, 700), node('b', 100, 100), edge('ab', 'a', 'b')]));
    const edit = applyOps(first.scene, [{ op: 'autoLayout' }], { computed: first.computed });
    if (!edit.ok) throw new Error(JSON.stringify(edit.errors));
    const second = await save(edit.scene);
    const fresh = await save(scene([unplaced('a', { label: 'A', layout: { mode: 'absolute', x: 0, y: 0, width: 150, height: 60 } }), unplaced('b', { label: 'B', layout: { mode: 'absolute', x: 0, y: 0, width: 150, height: 60 } }), edge('ab', 'a', 'b')]));
    expect(layoutOf(second.scene, 'a')).toEqual(layoutOf(fresh.scene, 'a'));
    expect(layoutOf(second.scene, 'b')).toEqual(layoutOf(fresh.scene, 'b'));
  });
});

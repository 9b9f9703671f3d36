import { beforeAll, describe, expect, it } from 'vitest';
import { loadFontsFromDisk } from '../../../../fonts/node.js';
import { createMeasurer, measureScene, type MeasuredScene, type Measurer } from '../../../../engine/measure/index.js';
import { BAND_INSET, bandBoxes, planBands } from '../../../../engine/layout/bands/auto-group.js';
import { PLURAL_NAMES } from '../../../../engine/measure/scene/plural-names.js';
import type { Geometry } from '../../../../engine/layout/types.js';
import { contains } from '../../../../engine/geometry/index.js';
import { NODE_TYPES } from '../../../../schema/index.js';
import { node, sceneIndex } from '../place/layout-fixture.js';

const typed = (id: string, nodeType: string, extra: Record<string, unknown> = {}) => node(id, { nodeType, ...extra });
const banded = (elements: Record<string, unknown>[], extra: Record<string, unknown> = {}) =>
  sceneIndex({ diagramFamily: 'architecture', extensions: { autoGroup: 'byNodeType' }, elements, ...extra });

let measurer: Measurer;
// Band titles are measured with the scene (measureScene): one with every node type the tests band.
let measured: MeasuredScene;
beforeAll(async () => {
  const fonts = await loadFontsFromDisk();
  measurer = createMeasurer(fonts);
  measured = measureScene(banded([typed('s', 'service'), typed('d', 'database'), typed('q', 'queue')]).scene, fonts);
});

describe('planBands', () => {
  it('plans one band per nodeType in order of first appearance, members in document order, with plural titles', () => {
    const index = banded([typed('api', 'service'), typed('db', 'database'), typed('q', 'queue'), typed('web', 'service'), typed('ext', 'externalSystem')]);
    expect(planBands(index)).toEqual([
      { nodeType: 'service', title: 'Services', members: ['api', 'web'] },
      { nodeType: 'database', title: 'Databases', members: ['db'] },
      { nodeType: 'queue', title: 'Queues', members: ['q'] },
      { nodeType: 'externalSystem', title: 'External systems', members: ['ext'] },
    ]);
  });

  it('plans nothing without the opt-in or outside the architecture family', () => {
    const elements = [typed('a', 'service'), typed('b', 'database')];
    expect(planBands(sceneIndex({ diagramFamily: 'architecture', elements }))).toBeNull();
    expect(planBands(sceneIndex({ diagramFamily: 'network', extensions: { autoGroup: 'byNodeType' }, elements }))).toBeNull();
  });

  it('is skipped when frames already hold the nodes, when all share one nodeType, or when every node was placed by the author', () => {
    expect(planBands(banded([{ id: 'f', kind: 'frame', children: ['a'] }, typed('a', 'service'), typed('b', 'database')]))).toBeNull();
    expect(planBands(banded([typed('a', 'service'), typed('b', 'service')]))).toBeNull();
    const placed = banded([typed('a', 'service', { x: 10, y: 10 }), typed('b', 'database', { x: 300, y: 10 })]);
    expect(planBands(placed)).toBeNull();
    // One node still to place (x 0, y 0) is enough to band them.
    expect(planBands(banded([typed('a', 'service', { x: 10, y: 10 }), typed('b', 'database', { x: 0, y: 0 })]))).toHaveLength(2);
    // The orchestrator may say which positions the author chose (after write-back, every node has one).
    expect(planBands(placed, { authorPlaced: new Set(['a']) })).toHaveLength(2);
  });

  it('has a plural display name for every one of the 54 node types', () => {
    expect(NODE_TYPES).toHaveLength(54);
    for (const type of NODE_TYPES) expect(PLURAL_NAMES[type]).toMatch(/^[A-Z][a-z]/);
    expect([PLURAL_NAMES.objectStorage, PLURAL_NAMES.iconNode, PLURAL_NAMES['org.person'], PLURAL_NAMES['network.switch']]).toEqual([
      'Object storage',
      'Icons',
      'People',
      'Switches',
    ]);
  });
});

describe('bandBoxes', () => {
  const geometry: Geometry = {
    boxes: new Map([
      ['api', { x: 100, y: 100, width: 150, height: 60 }],
      ['web', { x: 300, y: 120, width: 150, height: 60 }],
      ['db', { x: 100, y: 400, width: 40, height: 40 }],
    ]),
    anchored: new Set(),
  };

  it("boxes each band's members with padding and a title strip on top", () => {
    const [services] = bandBoxes([{ nodeType: 'service', title: 'Services', members: ['api', 'web'] }], geometry, measured);
    expect(services!.box).toEqual({ x: 100 - BAND_INSET.side, y: 100 - BAND_INSET.top, width: 350 + 2 * BAND_INSET.side, height: 80 + BAND_INSET.top + BAND_INSET.bottom });
    expect(BAND_INSET).toEqual({ side: 16, top: 31, bottom: 16 });
    for (const id of ['api', 'web']) expect(contains(services!.box, geometry.boxes.get(id)!)).toBe(true);
    const title = services!.title;
    expect(title.runs).toEqual([expect.objectContaining({ text: 'Services', x: 92, anchor: 'start', fontSize: 12, weight: 'bold', italic: false })]);
    expect(title.box).toMatchObject({ x: 92, y: 77, height: 15 });
    expect(title.runs[0]!.y).toBeGreaterThan(77);
    expect(title.runs[0]!.y).toBeLessThan(92);
    expect(services!.members).toEqual(['api', 'web']);
  });

  it('is at least as wide as its title, and leaves out bands with no placed member', () => {
    const bands = bandBoxes(
      [
        { nodeType: 'database', title: 'Databases', members: ['db'] },
        { nodeType: 'queue', title: 'Queues', members: ['missing'] },
      ],
      geometry,
      measured,
    );
    expect(bands).toHaveLength(1);
    const titleWidth = measurer.width('Databases', { font: 'sans', size: 12, weight: 'bold' });
    expect(titleWidth).toBeGreaterThan(40 + 2 * BAND_INSET.side - 16);
    expect(bands[0]!.box.width).toBe(Math.round((titleWidth + 16) * 100) / 100);
  });
});

import { describe, expect, it } from 'vitest';
import type { EdgeValue, NodeValue } from '../../../../schema/index.js';
import type { Cardinality, ComputedEdge, ComputedElement, ComputedNode, ComputedTable } from '../../../../engine/model/computed.js';
import type { Box } from '../../../../engine/geometry/index.js';
import { CROWS_FOOT, decorateCrowsFeet } from '../../../../engine/render/families/crows-foot.js';
import { drawErNode } from '../../../../engine/render/families/er.js';
import { matchGoldenSvg } from '../../../support/golden.js';
import { centredText, familyContext, goldenDocument, nodeAt, recordingLook, sceneOf, subpaths } from './context.js';

const GOLDEN = new URL('../../../golden/families/', import.meta.url).pathname;

const COLUMNS = [
  { name: 'id', type: 'uuid', pk: true },
  { name: 'customer_id', type: 'uuid', fk: true },
  { name: 'email', type: 'text' },
];

/** The table layout gives an entity at `box` with the columns above (header 32, rows 24). */
function tableAt(box: Box): ComputedTable {
  return {
    header: { x: box.x, y: box.y, width: box.width, height: 32 },
    rows: COLUMNS.map((column, i) => {
      const row = { x: box.x, y: box.y + 32 + i * 24, width: box.width, height: 24 };
      const nameBox = { x: box.x + 42, y: row.y, width: 100, height: 24 };
      const badges = column.pk || column.fk ? [{ kind: column.pk ? ('PK' as const) : ('FK' as const), box: { x: box.x + 10, y: row.y + 5, width: 22, height: 14 }, label: centredText(column.pk ? 'PK' : 'FK', { x: box.x + 10, y: row.y + 5, width: 22, height: 14 }, { fontSize: 9, weight: 'bold' }) }] : undefined;
      return {
        name: column.name,
        box: row,
        label: centredText(column.name, nameBox, { fontSize: 12, anchor: 'start' }),
        type: centredText(column.type, { x: box.x + 10, y: row.y, width: box.width - 20, height: 24 }, { fontSize: 12, anchor: 'end' }),
        pk: column.pk === true,
        fk: column.fk === true,
        unique: false,
        nullable: false,
        ...(badges ? { badges } : {}),
      };
    }),
  };
}

function erScene() {
  const elements = [
    { id: 'order', kind: 'node', nodeType: 'er.entity', label: 'Order', extensions: { columns: COLUMNS } },
    { id: 'line', kind: 'node', nodeType: 'er.weakEntity', label: 'Line', extensions: { columns: COLUMNS } },
    { id: 'plain', kind: 'node', nodeType: 'er.weakEntity', label: 'Plain' },
    { id: 'attr', kind: 'node', nodeType: 'er.attribute', label: 'name' },
    { id: 'rel', kind: 'node', nodeType: 'er.relationship', label: 'has' },
  ];
  const orderBox = { x: 20, y: 20, width: 220, height: 104 };
  const lineBox = { x: 280, y: 20, width: 220, height: 104 };
  const computed: Record<string, ComputedElement> = {
    order: nodeAt(orderBox, 'rect', centredText('Order', { ...orderBox, height: 32 }, { weight: 'bold' }), { table: tableAt(orderBox) }),
    line: nodeAt(lineBox, 'rect', centredText('Line', { ...lineBox, height: 32 }, { weight: 'bold' }), { table: tableAt(lineBox) }),
    plain: nodeAt({ x: 20, y: 160, width: 140, height: 60 }, 'rect', centredText('Plain', { x: 20, y: 160, width: 140, height: 60 })),
    attr: nodeAt({ x: 190, y: 160, width: 120, height: 60 }, 'ellipse', centredText('name', { x: 190, y: 160, width: 120, height: 60 })),
    rel: nodeAt({ x: 340, y: 160, width: 120, height: 60 }, 'diamond', centredText('has', { x: 340, y: 160, width: 120, height: 60 })),
  };
  return { scene: sceneOf('entityRelationship', elements), computed };
}

function drawNode(id: string, look = recordingLook()) {
  const { scene, computed } = erScene();
  const context = familyContext(scene, computed, { look });
  const node = context.scene.elements.find((element) => element.id === id) as NodeValue;
  return { svg: drawErNode(node, computed[id] as ComputedNode, context), look };
}

/** An edge from (40, tip.y) through (120, tip.y) to `tip`, with the given cardinalities, decorated. */
function decorate(tip: { x: number; y: number }, start?: Cardinality, end?: Cardinality, selfLoop = false, y = 100) {
  const look = recordingLook();
  const scene = sceneOf('entityRelationship', [
    { id: 'a', kind: 'node', nodeType: 'er.entity' },
    { id: 'b', kind: 'node', nodeType: 'er.entity' },
    { id: 'e', kind: 'edge', from: { elementId: 'a' }, to: { elementId: 'b' }, edgeType: 'er.relationship' },
  ]);
  const computed: ComputedEdge = { kind: 'edge', from: 'a', to: 'b', router: 'orthogonal', points: [{ x: 40, y }, { x: 120, y }, tip], selfLoop };
  if (start) computed.startCardinality = start;
  if (end) computed.endCardinality = end;
  const context = familyContext(scene, { e: computed }, { look });
  const edge = context.scene.elements.find((element) => element.id === 'e') as EdgeValue;
  return { svg: decorateCrowsFeet(edge, computed, context), look, context };
}

describe('ER family: entities', () => {
  it('draws tables, weak entities, attributes and relationships (golden)', () => {
    const markup = ['order', 'line', 'plain', 'attr', 'rel'].map((id) => drawNode(id).svg).join('');
    matchGoldenSvg(`${GOLDEN}er-entities.exp.svg`, goldenDocument(markup, 520, 240));
  });

  it('draws a table: header band, header rule, row rules, badges, names and right-aligned muted types', () => {
    const { svg, look } = drawNode('order');
    expect(look.calls.map((call) => call.seed)).toEqual([
      'order:entity', 'order:header', 'order:header-rule', 'order:rows', 'order:badge-PK-57', 'order:badge-FK-81',
    ]);
    expect(subpaths(look.calls[3]!.d)).toHaveLength(2); // rules between three rows
    expect(svg).toMatch(/<text x="230" [^>]*fill="#6b7280"[^>]*text-anchor="end"|<text x="230" [^>]*text-anchor="end"[^>]*fill="#6b7280"/);
    expect(svg).toContain('>PK</text>');
    expect(svg).toContain('>FK</text>');
    expect(svg).toContain('>Order</text>');
  });

  it('gives a weak entity two borders, with or without columns', () => {
    for (const id of ['line', 'plain']) {
      const borders = drawNode(id).look.calls.filter((call) => call.seed === `${id}:entity` || call.seed === `${id}:inner`);
      expect(borders).toHaveLength(2);
      const [outer, inner] = borders.map((call) => subpaths(call.d)[0]!);
      expect(inner![0]!.x - outer![0]!.x).toBe(4);
    }
    expect(drawNode('order').look.calls.some((call) => call.seed === 'order:inner')).toBe(false);
  });
});

describe('ER family: crow\'s feet', () => {
  const tip = { x: 200, y: 100 };
  const parts = (cardinality: Cardinality) => decorate(tip, undefined, cardinality).look.calls;

  it('one: a single bar across the line', () => {
    const calls = parts('one');
    expect(calls).toHaveLength(1);
    expect(subpaths(calls[0]!.d)).toEqual([[{ x: 190, y: 93 }, { x: 190, y: 107 }]]);
  });

  it('many: a three-line fork whose toes spread at the entity', () => {
    const calls = parts('many');
    expect(calls).toHaveLength(1);
    const heel = { x: 200 - CROWS_FOOT.forkLength, y: 100 };
    expect(subpaths(calls[0]!.d)).toEqual([[heel, { x: 200, y: 92 }], [heel, tip], [heel, { x: 200, y: 108 }]]);
  });

  it('zero-or-one: a bar near the entity and a circle beyond it', () => {
    const calls = parts('zero-or-one');
    expect(calls.map((call) => call.kind)).toEqual(['line', 'shape']);
    expect(subpaths(calls[0]!.d)[0]![0]!.x).toBe(190);
    expect(subpaths(calls[1]!.d)[0]![0]).toEqual({ x: 174, y: 100 }); // circle centred 21 px back, radius 5
    expect(calls[1]!.paint.fill).toBe('#ffffff');
  });

  it('zero-or-many: a fork and a circle', () => {
    const calls = parts('zero-or-many');
    expect(calls.map((call) => call.seed)).toEqual(['e:end/fork', 'e:end/circle']);
  });

  it('one-or-many: a fork and a bar beyond it', () => {
    const calls = parts('one-or-many');
    expect(calls.map((call) => call.seed)).toEqual(['e:end/fork', 'e:end/bar19']);
    expect(subpaths(calls[1]!.d)).toEqual([[{ x: 181, y: 93 }, { x: 181, y: 107 }]]);
  });

  it('follows the last segment: an edge arriving downwards gets a horizontal bar', () => {
    const { look } = decorate({ x: 120, y: 180 }, undefined, 'one');
    expect(subpaths(look.calls[0]!.d)).toEqual([[{ x: 127, y: 170 }, { x: 113, y: 170 }]]);
  });

  it('draws both ends, the start oriented along the first segment, and nothing on self-loops', () => {
    const both = decorate(tip, 'many', 'one');
    const startFork = subpaths(both.look.calls[0]!.d);
    expect(startFork[1]).toEqual([{ x: 54, y: 100 }, { x: 40, y: 100 }]);
    expect(both.look.calls).toHaveLength(2);
    expect(decorate(tip, 'many', 'one', true).svg).toBe('');
    expect(decorate(tip).svg).toBe('');
  });

  it('draws the glyphs golden', () => {
    const all: string[] = [];
    (['one', 'many', 'zero-or-one', 'zero-or-many', 'one-or-many'] as const).forEach((cardinality, i) => {
      const y = 25 + i * 30;
      all.push(`<path d="M40 ${y}L200 ${y}" stroke="#475569"/>`, decorate({ x: 200, y }, undefined, cardinality, false, y).svg);
    });
    matchGoldenSvg(`${GOLDEN}er-crows-feet.exp.svg`, goldenDocument(all.join(''), 220, 170));
  });
});

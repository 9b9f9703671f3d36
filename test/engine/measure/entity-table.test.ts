import { beforeAll, describe, expect, it } from 'vitest';
import { loadFontsFromDisk } from '../../../fonts/node.js';
import type { ColumnValue, NodeValue } from '../../../schema/index.js';
import { entityTable } from '../../../engine/measure/nodes/entity-table.js';
import { translateTable } from '../../../engine/geometry/index.js';
import { TABLE_METRICS } from '../../../engine/measure/nodes/table-metrics.js';
import { DEFAULT_STRATEGY } from '../../../engine/normalize/index.js';
import { createMeasurer, type Measurer } from '../../../engine/measure/index.js';
import { contains, right, type Box } from '../../../engine/geometry/index.js';

let m: Measurer;
beforeAll(async () => {
  m = createMeasurer(await loadFontsFromDisk());
});

function entity(columns: ColumnValue[], extra: Partial<NodeValue> = {}): NodeValue {
  return { kind: 'node', id: 'customer', nodeType: 'er.entity', label: 'Customer', zIndex: 0, locked: false, visible: true, ports: [], extensions: { columns }, ...extra };
}

const at = (width: number, height: number): NodeValue['layout'] => ({ mode: 'absolute', x: 0, y: 0, width, height, rotation: 0, autoSize: 'none' });

function table(node: NodeValue) {
  const result = entityTable(node, m, DEFAULT_STRATEGY);
  if (result === null) throw new Error('expected a table');
  return result;
}

describe('entityTable', () => {
  it('is null for an entity without columns (a plain rectangle)', () => {
    expect(entityTable(entity([]), m, DEFAULT_STRATEGY)).toBeNull();
    expect(entityTable({ ...entity([]), extensions: {} }, m, DEFAULT_STRATEGY)).toBeNull();
  });

  it('starts at nodeWidth x nodeHeight when the node has no layout, with one header and one row per column', () => {
    const { size, table: t } = table(entity([{ name: 'id', type: 'uuid', pk: true }]));
    expect(size).toEqual({ width: 150, height: 60 });
    expect(t.header).toMatchObject({ x: 0, y: 0, width: 150 });
    expect(t.header.height).toBeGreaterThanOrEqual(TABLE_METRICS.minHeaderHeight);
    expect(t.rows).toHaveLength(1);
    expect(t.rows[0]!.box.y).toBe(t.header.height);
  });

  it('keeps a larger layout size as a minimum; spare height stays under the last row', () => {
    const { size, table: t } = table(entity([{ name: 'id', pk: true }, { name: 'email' }], { layout: at(400, 300) }));
    expect(size).toEqual({ width: 400, height: 300 });
    expect(t.header.width).toBe(400);
    for (const row of t.rows) expect(row.box.width).toBe(400);
    const last = t.rows[t.rows.length - 1]!;
    expect(last.box.y + last.box.height).toBeLessThan(300);
  });

  it('grows wider for a long column name or type, and taller for many columns, past a small layout', () => {
    const long = 'a_column_name_that_is_far_too_long_for_the_default_width';
    const { size, table: t } = table(entity([{ name: long, type: 'varchar(255)' }], { layout: at(120, 40) }));
    const nameWidth = m.width(long, { font: 'sans', size: 12, weight: 'normal' });
    expect(size.width).toBeGreaterThan(nameWidth + TABLE_METRICS.nameTypeGap);
    expect(size.width).toBe(t.header.width);

    const many = table(entity(Array.from({ length: 12 }, (_, i) => ({ name: `c${i}` })), { layout: at(120, 40) }));
    const rows = many.table.rows;
    expect(many.size.height).toBe(rows[rows.length - 1]!.box.y + rows[rows.length - 1]!.box.height);
    expect(many.size.height).toBeGreaterThan(12 * TABLE_METRICS.minRowHeight);
  });

  it('grows for a long entity title, set bold and centred in the header', () => {
    const title = 'A very long entity title that needs room';
    const { size, table: t, label } = table(entity([{ name: 'id' }], { label: title }));
    expect(size.width).toBeGreaterThan(m.width(title, { font: 'sans', size: 14, weight: 'bold' }));
    expect(label.runs[0]).toMatchObject({ text: title, weight: 'bold', anchor: 'middle' });
    expect(label.runs[0]!.x).toBeCloseTo(t.header.width / 2, 1);
    expect(contains(t.header, label.box)).toBe(true);
  });

  it('fits badges, names and right-aligned types inside each row without overlap', () => {
    const columns: ColumnValue[] = [
      { name: 'id', type: 'uuid', pk: true },
      { name: 'customer_id', type: 'uuid', key: 'FK', nullable: true },
      { name: 'both', type: 'int', pk: true, fk: true },
      { name: 'note', type: 'text' },
      { name: 'plain' },
    ];
    const { table: t } = table(entity(columns));
    const nameLefts = new Set(t.rows.map((row) => row.label.box.x));
    expect(nameLefts.size).toBe(1); // names line up after the badge column
    for (const row of t.rows) {
      const inside = (box: Box) => expect(contains(row.box, box)).toBe(true);
      inside(row.label.box);
      for (const badge of row.badges ?? []) {
        inside(badge.box);
        expect(right(badge.box)).toBeLessThanOrEqual(row.label.box.x);
        expect(contains(badge.box, badge.label.box)).toBe(true);
      }
      if (row.type !== undefined) {
        inside(row.type.box);
        expect(row.type.runs[0]!.anchor).toBe('end');
        expect(right(row.type.box)).toBeCloseTo(row.box.width - TABLE_METRICS.cellPaddingX, 1);
        expect(right(row.label.box) + TABLE_METRICS.nameTypeGap).toBeLessThanOrEqual(row.type.box.x + 0.01);
      }
    }
    expect(t.rows.map((row) => (row.badges ?? []).map((badge) => badge.kind))).toEqual([['PK'], ['FK'], ['PK', 'FK'], [], []]);
    expect(t.rows[1]).toMatchObject({ pk: false, fk: true, nullable: true, unique: false });
    expect(t.rows[4]!.type).toBeUndefined();
  });

  it('sets the table in the given face and size', () => {
    const { table: t, label } = table(entity([{ name: 'id', pk: true }]));
    const big = entityTable(entity([{ name: 'id', pk: true }]), m, DEFAULT_STRATEGY, { font: 'mono', fontSize: 20 })!;
    expect(big.label.font).toBe('mono');
    expect(big.label.runs[0]!.fontSize).toBe(20);
    expect(big.table.rows[0]!.label.runs[0]!.fontSize).toBe(18);
    expect(big.table.header.height).toBeGreaterThan(t.header.height);
    expect(label.runs[0]!.fontSize).toBe(14);
  });

  it('translateTable moves every box and text position by the node position', () => {
    const { table: t } = table(entity([{ name: 'id', type: 'uuid', pk: true }]));
    const moved = translateTable(t, 100, 50);
    expect(moved.header).toEqual({ ...t.header, x: t.header.x + 100, y: t.header.y + 50 });
    const [before, after] = [t.rows[0]!, moved.rows[0]!];
    expect(after.box).toEqual({ ...before.box, x: before.box.x + 100, y: before.box.y + 50 });
    expect(after.label.runs[0]!.x).toBeCloseTo(before.label.runs[0]!.x + 100, 5);
    expect(after.type!.box.y).toBeCloseTo(before.type!.box.y + 50, 5);
    expect(after.badges![0]!.box.x).toBeCloseTo(before.badges![0]!.box.x + 100, 5);
    expect(t.header.x).toBe(0); // the input is not changed
  });
});

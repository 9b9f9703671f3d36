import { describe, expect, it } from 'vitest';
import { applyOps, deriveScene, layoutScene, measureScene, type NormalizedScene } from '../../../engine/index.js';
import { loadFontsFromDisk } from '../../../fonts/node.js';

const V1 = `CREATE TABLE customer (
  id int PRIMARY KEY,
  email text NOT NULL UNIQUE
);
CREATE TABLE orders (
  id int PRIMARY KEY,
  customer_id int NOT NULL REFERENCES customer (id),
  coupon_id int REFERENCES coupon (id)
);
CREATE TABLE coupon (
  id int PRIMARY KEY,
  code text NOT NULL
);
CREATE TABLE profile (
  customer_id int PRIMARY KEY REFERENCES customer (id),
  bio text
);
`;

/** The scene laid out and its positions written back, as the service stores a revision. */
async function stored(scene: NormalizedScene): Promise<NormalizedScene> {
  return (await layoutScene(measureScene(scene, await loadFontsFromDisk()))).scene as NormalizedScene;
}

async function derive(source: string, scene?: unknown) {
  const result = await deriveScene({ format: 'sql', source, ...(scene === undefined ? {} : { scene }) });
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result;
}

function positions(scene: NormalizedScene): Record<string, unknown> {
  return Object.fromEntries(scene.elements.flatMap((element) => (element.kind === 'node' ? [[element.id, element.layout]] : [])));
}

describe('deriveScene: minimal, deterministic edits', () => {
  it('derives an empty scene into an ER diagram: one entity per table, one edge per key, each stamped; the same snapshot again is zero ops', async () => {
    const first = await derive(V1);
    expect(first.ops.map((op) => op.op)).toEqual(['updateScene', 'createNode', 'createNode', 'createNode', 'createNode', 'createEdge', 'createEdge', 'createEdge']);
    expect(first.report.counts).toEqual({ tables: 4, columns: 9, relations: 3, enums: 0, skipped: 0 });
    expect(first.report.changes.tablesAdded).toEqual(['customer', 'orders', 'coupon', 'profile']);
    const orders = first.scene.elements.find((element) => element.id === 'orders');
    expect(orders?.metadata).toEqual({ derive: { source: 'sql', name: 'orders' } });
    const again = await derive(V1, await stored(first.scene));
    expect(again.ops).toEqual([]);
    expect(again.report.changes.tablesChanged).toEqual([]);
  });

  it('labels tables by their bare name in the schema a dump writes everywhere (public), and qualified in any other', async () => {
    const { scene } = await derive('CREATE TABLE public.film (id int PRIMARY KEY);\nCREATE TABLE auth.users (id int PRIMARY KEY);\n');
    expect(scene.elements.map((element) => [element.id, element.kind === 'node' ? element.label : undefined])).toEqual([['public.film', 'film'], ['auth.users', 'auth.users']]);
  });

  it('gives byte-identical operations and report for the same snapshot', async () => {
    const [a, b] = [await derive(V1), await derive(V1)];
    expect(JSON.stringify(b.ops)).toBe(JSON.stringify(a.ops));
    expect(JSON.stringify(b.report)).toBe(JSON.stringify(a.report));
  });

  it('draws crow\'s feet from the key: one or zero-or-one at the referenced end by nullability, zero-or-one at the holder when the key is unique, identifying when it is the holder\'s key', async () => {
    const { scene } = await derive(V1);
    const edge = (id: string) => scene.elements.find((element) => element.id === id);
    expect(edge('fk:orders_customer_id_-_customer')).toMatchObject({ from: { elementId: 'orders', column: 'customer_id', cardinality: 'zero-or-many' }, to: { elementId: 'customer', column: 'id', cardinality: 'one' }, edgeType: 'er.relationship' });
    expect(edge('fk:orders_coupon_id_-_coupon')).toMatchObject({ to: { cardinality: 'zero-or-one' } });
    expect(edge('fk:profile_customer_id_-_customer')).toMatchObject({ from: { cardinality: 'zero-or-one' }, to: { cardinality: 'one' }, edgeType: 'er.identifying' });
  });

  it('a column added is one updateNode and nothing else moves', async () => {
    const base = await stored((await derive(V1)).scene);
    const next = await derive(V1.replace('  code text NOT NULL\n', '  code text NOT NULL,\n  percent int\n'), base);
    expect(next.ops).toEqual([{ op: 'updateNode', id: 'coupon', extensions: { columns: [{ name: 'id', type: 'int', pk: true }, { name: 'code', type: 'text' }, { name: 'percent', type: 'int', nullable: true }] } }]);
    expect(next.report.changes.columnsAdded).toEqual(['coupon.percent']);
    const after = await stored(next.scene);
    const [before, now] = [positions(base), positions(after)];
    for (const id of ['customer', 'orders', 'profile']) expect(now[id]).toEqual(before[id]);
    expect((now.coupon as { x: number; y: number }).x).toBe((before.coupon as { x: number }).x);
    expect((now.coupon as { x: number; y: number }).y).toBe((before.coupon as { y: number }).y);
  });

  it('a column removed fits its table again at the same place; the others stay as they were', async () => {
    const base = await stored((await derive(V1)).scene);
    const next = await derive(V1.replace(',\n  bio text\n', '\n'), base);
    expect(next.ops.map((op) => `${op.op}:${'id' in op ? op.id : ''}`)).toEqual(['updateNode:profile']);
    const after = await stored(next.scene);
    const [before, now] = [positions(base) as Record<string, { x: number; y: number; height: number }>, positions(after) as Record<string, { x: number; y: number; height: number }>];
    expect([now.profile!.x, now.profile!.y]).toEqual([before.profile!.x, before.profile!.y]);
    expect(now.profile!.height).toBeLessThan(before.profile!.height);
    for (const id of ['customer', 'orders', 'coupon']) expect(now[id]).toEqual(before[id]);
  });

  it('a table added is placed without moving the others', async () => {
    const base = await stored((await derive(V1)).scene);
    const next = await derive(`${V1}CREATE TABLE review (id int PRIMARY KEY, customer_id int NOT NULL REFERENCES customer (id));\n`, base);
    expect(next.ops.map((op) => op.op)).toEqual(['createNode', 'createEdge']);
    const after = await stored(next.scene);
    const [before, now] = [positions(base), positions(after)];
    for (const id of Object.keys(before)) expect(now[id]).toEqual(before[id]);
    expect(now.review).toMatchObject({ mode: 'absolute' });
  });

  it('a table renamed is POSSIBLE_RENAME with a delete and an add, never a guessed rename', async () => {
    const base = await stored((await derive(V1)).scene);
    const next = await derive(V1.replace('CREATE TABLE coupon', 'CREATE TABLE voucher').replace('REFERENCES coupon', 'REFERENCES voucher'), base);
    expect(next.ops.map((op) => `${op.op}:${'id' in op ? op.id : ''}`)).toEqual(['deleteElement:coupon', 'createNode:voucher', 'createEdge:fk:orders_coupon_id_-_voucher']);
    expect(next.report.warnings).toEqual([{ code: 'POSSIBLE_RENAME', severity: 'warning', message: expect.stringContaining('coupon'), data: { kind: 'table', from: 'coupon', to: 'voucher' } }]);
    expect(next.report.changes).toMatchObject({ tablesRemoved: ['coupon'], tablesAdded: ['voucher'], relationsRemoved: ['orders(coupon_id)->coupon'], relationsAdded: ['orders(coupon_id)->voucher'] });
  });

  it('keeps hand-made notes, positions and styles: elements without the stamp are never touched', async () => {
    const derived = await stored((await derive(V1)).scene);
    const edited = applyOps(derived, [
      { op: 'createNode', id: 'note-1', nodeType: 'note', label: 'Orders are kept 7 years', x: 900, y: 40, width: 180, height: 60 },
      { op: 'createNode', id: 'customer-by-hand', nodeType: 'er.entity', label: 'customer', x: 900, y: 200, width: 160, height: 60 },
      { op: 'moveElement', id: 'orders', delta: { dx: 37, dy: 11 } },
      { op: 'updateNode', id: 'customer', style: { fill: '#fde68a' } },
    ]);
    if (!edited.ok) throw new Error(JSON.stringify(edited.errors));
    const base = await stored(edited.scene);
    const next = await derive(V1.replace('  bio text\n', '  bio text,\n  avatar text\n').replace('CREATE TABLE coupon (\n  id int PRIMARY KEY,\n  code text NOT NULL\n);\n', '').replace(',\n  coupon_id int REFERENCES coupon (id)', ''), base);
    expect(next.ops.map((op) => `${op.op}:${'id' in op ? op.id : ''}`)).toEqual(['deleteElement:coupon', 'updateNode:orders', 'updateNode:profile']);
    const after = await stored(next.scene);
    const byId = (id: string) => after.elements.find((element) => element.id === id);
    expect(byId('note-1')).toEqual(base.elements.find((element) => element.id === 'note-1'));
    expect(byId('customer-by-hand')).toEqual(base.elements.find((element) => element.id === 'customer-by-hand'));
    // orders lost a column: the same place (moved by hand), fitted to its rows.
    expect(positions(after).orders).toMatchObject({ x: (positions(base).orders as { x: number }).x, y: (positions(base).orders as { y: number }).y });
    expect(byId('customer')).toEqual(base.elements.find((element) => element.id === 'customer'));
  });

  it('refuses a snapshot over the element limit with the limit\'s code', async () => {
    const tables = Array.from({ length: 1001 }, (_, i) => `CREATE TABLE t${i} (id int PRIMARY KEY);`).join('\n');
    const result = await deriveScene({ format: 'sql', source: tables });
    expect(result).toMatchObject({ ok: false, error: { code: 'TOO_MANY_ELEMENTS', data: { count: 1001, maximum: 1000 } } });
  });

  it('passes a parse error through with its line, column and hint', async () => {
    const result = await deriveScene({ format: 'sql', source: 'CREATE TABLE a (id int);\n\nALTER TABLE a ADD COLUMN b int;' });
    expect(result).toMatchObject({ ok: false, error: { code: 'DERIVE_PARSE_ERROR', line: 3, column: 15, hint: expect.any(String) } });
  });
});

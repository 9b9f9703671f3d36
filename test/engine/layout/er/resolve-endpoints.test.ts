import { describe, expect, it } from 'vitest';
import type { ColumnValue, ElementInput, EndpointValue } from '../../../../schema/index.js';
import { resolveErEdges } from '../../../../engine/layout/er/resolve-endpoints.js';
import { sceneIndex } from './scene-index.js';

const entity = (id: string, columns: ColumnValue[] = []): ElementInput => ({ kind: 'node', id, nodeType: 'er.entity', label: id, extensions: { columns } });
const edge = (id: string, from: string | EndpointValue, to: string | EndpointValue, extra: Partial<Extract<ElementInput, { kind: 'edge' }>> = {}): ElementInput => ({
  kind: 'edge',
  id,
  from: typeof from === 'string' ? { elementId: from } : from,
  to: typeof to === 'string' ? { elementId: to } : to,
  ...extra,
});
const er = { diagramFamily: 'entityRelationship' } as const;

// A customer (one pk) and an order whose columns cover every row of the inference table.
const customer = entity('customer', [{ name: 'id', type: 'uuid', pk: true }, { name: 'email', unique: true }]);
const order = entity('order', [
  { name: 'id', key: 'PK' },
  { name: 'customer_id', fk: true },
  { name: 'billing_id', fk: true, nullable: true },
  { name: 'invoice_id', fk: true, unique: true },
  { name: 'coupon_id', key: 'FK', unique: true, nullable: true },
]);

function resolve(elements: ElementInput[], extra: Parameters<typeof sceneIndex>[1] = er) {
  return resolveErEdges(sceneIndex(elements, extra));
}

describe('resolveErEdges: cardinality inference', () => {
  it.each([
    ['id', 'one'],
    ['coupon_id', 'zero-or-one'],
    ['invoice_id', 'one'],
    ['billing_id', 'zero-or-many'],
    ['customer_id', 'many'],
  ])('a %s end infers %s', (column, cardinality) => {
    const { edges } = resolve([customer, order, edge('e', { elementId: 'order', column }, 'customer')]);
    expect(edges.get('e')?.from).toEqual({ column, cardinality });
  });

  it('infers nothing from a column that is neither pk nor fk', () => {
    const { edges } = resolve([customer, order, edge('e', { elementId: 'customer', column: 'email' }, 'order')]);
    expect(edges.get('e')?.from).toEqual({ column: 'email' });
  });

  it('keeps author-set cardinality, on a column and on a face', () => {
    const noKey = entity('log', [{ name: 'line' }]);
    const { edges } = resolve([customer, noKey, edge('e', { elementId: 'customer', column: 'id', cardinality: 'one-or-many' }, { elementId: 'log', cardinality: 'zero-or-many' })]);
    expect(edges.get('e')).toEqual({ from: { column: 'id', cardinality: 'one-or-many' }, to: { cardinality: 'zero-or-many' }, suppressLabel: false });
  });
});

describe('resolveErEdges: anchors', () => {
  it('anchors an end without column at the single pk row (and infers one)', () => {
    const { edges } = resolve([customer, order, edge('e', { elementId: 'order', column: 'customer_id' }, 'customer')]);
    expect(edges.get('e')?.to).toEqual({ column: 'id', cardinality: 'one' });
  });

  it('anchors at the face when the entity has several pk columns or none', () => {
    const composite = entity('line', [{ name: 'order_id', pk: true }, { name: 'n', pk: true }]);
    const noKey = entity('log', [{ name: 'line' }]);
    const bare = entity('bare');
    const { edges } = resolve([composite, noKey, bare, edge('e1', 'line', 'log'), edge('e2', 'bare', 'line')]);
    expect(edges.get('e1')).toEqual({ from: {}, to: {}, suppressLabel: false });
    expect(edges.get('e2')).toEqual({ from: {}, to: {}, suppressLabel: false });
  });

  it('anchors at the face when the named column does not exist (the validator warns)', () => {
    const { edges } = resolve([customer, order, edge('e', { elementId: 'order', column: 'missing' }, 'customer')]);
    expect(edges.get('e')?.from).toEqual({});
  });

  it('leaves an end with a port or an anchor to the author (no pk rule)', () => {
    const withPort: ElementInput = { ...(customer as object), ports: [{ id: 'p', side: 'left' }] } as ElementInput;
    const { edges } = resolve([withPort, order, edge('e', { elementId: 'customer', portId: 'p' }, { elementId: 'order', anchor: { side: 'top', offset: 0.5 } })]);
    expect(edges.get('e')).toEqual({ from: {}, to: {}, suppressLabel: false });
  });

  it('gives a self-loop no cardinality at all, even author-set, but keeps its column anchors', () => {
    const employee = entity('employee', [{ name: 'id', pk: true }, { name: 'manager_id', fk: true, nullable: true }]);
    const { edges } = resolve([employee, edge('e', { elementId: 'employee', column: 'manager_id', cardinality: 'many' }, 'employee')]);
    expect(edges.get('e')).toEqual({ from: { column: 'manager_id' }, to: { column: 'id' }, suppressLabel: false });
  });
});

describe('resolveErEdges: labels naming a column', () => {
  it('promotes the end to a column anchor, drops the label, and lists every such edge in one info diagnostic', () => {
    const { edges, diagnostics } = resolve([
      customer,
      order,
      edge('places', 'customer', 'order', { label: 'customer_id' }),
      edge('bills', 'customer', 'order', { label: ' billing_id ' }),
      edge('named', 'customer', 'order', { label: 'places' }),
    ]);
    expect(edges.get('places')).toEqual({ from: { column: 'id', cardinality: 'one' }, to: { column: 'customer_id', cardinality: 'many' }, suppressLabel: true });
    expect(edges.get('bills')?.to).toEqual({ column: 'billing_id', cardinality: 'zero-or-many' });
    expect(edges.get('named')?.suppressLabel).toBe(false);
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({
      code: 'EDGE_LABEL_SUPPRESSED_REDUNDANT',
      severity: 'info',
      data: { edges: [{ edgeId: 'places', column: 'customer_id' }, { edgeId: 'bills', column: 'billing_id' }] },
    });
  });

  it('keeps the label with style.forceLabel (inline or named), still anchoring at the column', () => {
    const { edges, diagnostics } = resolve(
      [
        customer,
        order,
        edge('inline', 'customer', 'order', { label: 'customer_id', style: { forceLabel: true } }),
        edge('named', 'customer', 'order', { label: 'customer_id', style: 'keep' }),
      ],
      { ...er, styles: { keep: { forceLabel: true } } },
    );
    expect(edges.get('inline')).toEqual({ from: { column: 'id', cardinality: 'one' }, to: { column: 'customer_id', cardinality: 'many' }, suppressLabel: false });
    expect(edges.get('named')?.suppressLabel).toBe(false);
    expect(diagnostics).toEqual([]);
  });

  it('does not promote an end whose explicit column is another one', () => {
    const { edges, diagnostics } = resolve([customer, order, edge('e', 'customer', { elementId: 'order', column: 'billing_id' }, { label: 'customer_id' })]);
    expect(edges.get('e')).toMatchObject({ to: { column: 'billing_id' }, suppressLabel: false });
    expect(diagnostics).toEqual([]);
  });
});

describe('resolveErEdges: which edges', () => {
  it('skips edges of other families unless they touch an entity', () => {
    const service: ElementInput = { kind: 'node', id: 'api', nodeType: 'service' };
    const other: ElementInput = { kind: 'node', id: 'db', nodeType: 'database' };
    const { edges } = resolve([customer, service, other, edge('plain', 'api', 'db'), edge('touches', 'api', 'customer')], { diagramFamily: 'architecture' });
    expect([...edges.keys()]).toEqual(['touches']);
    expect(edges.get('touches')?.to).toEqual({ column: 'id', cardinality: 'one' });
  });

  it('covers every edge of an ER scene, entity or not', () => {
    const attribute: ElementInput = { kind: 'node', id: 'attr', nodeType: 'er.attribute' };
    const { edges } = resolve([customer, attribute, edge('a', 'customer', 'attr')]);
    expect(edges.get('a')).toEqual({ from: { column: 'id', cardinality: 'one' }, to: {}, suppressLabel: false });
  });
});

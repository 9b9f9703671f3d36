import { describe, expect, it } from 'vitest';
import { edgeOf, idsOf, nodeOf, parseOk, warningsAt } from './helpers.js';

describe('erDiagram', () => {
  it('reads entities and relationships into an entityRelationship scene', () => {
    const { scene, warnings } = parseOk('erDiagram\n  CUSTOMER ||--o{ ORDER : places\n  ORDER ||--|{ LINE-ITEM : contains\n  CUSTOMER }|..|{ DELIVERY-ADDRESS : uses\n');
    expect(scene.diagramFamily).toBe('entityRelationship');
    expect(scene.layoutStrategy).toEqual({ algorithm: 'hierarchical', direction: 'TB', nodeSizing: 'fitLabel' });
    expect(idsOf(scene, 'node')).toEqual(['CUSTOMER', 'ORDER', 'LINE-ITEM', 'DELIVERY-ADDRESS']);
    expect(nodeOf(scene, 'CUSTOMER')).toEqual({ id: 'CUSTOMER', kind: 'node', nodeType: 'er.entity', shape: 'rect', label: 'CUSTOMER' });
    expect(edgeOf(scene, 'CUSTOMER__ORDER')).toEqual({
      id: 'CUSTOMER__ORDER',
      kind: 'edge',
      from: { elementId: 'CUSTOMER', cardinality: 'one' },
      to: { elementId: 'ORDER', cardinality: 'zero-or-many' },
      edgeType: 'er.identifying',
      label: 'places',
    });
    expect(edgeOf(scene, 'CUSTOMER__DELIVERY-ADDRESS')).toMatchObject({
      from: { cardinality: 'one-or-many' },
      to: { cardinality: 'one-or-many' },
      edgeType: 'er.relationship',
    });
    expect(warnings).toEqual([]);
  });

  const markers: Array<[string, string, string]> = [
    ['|o--o|', 'zero-or-one', 'zero-or-one'],
    ['||--||', 'one', 'one'],
    ['}o--o{', 'zero-or-many', 'zero-or-many'],
    ['}|--|{', 'one-or-many', 'one-or-many'],
    ['o{--||', 'zero-or-many', 'one'],
    ['|{..o|', 'one-or-many', 'zero-or-one'],
    ['||.-o{', 'one', 'zero-or-many'],
    ['|o-.|{', 'zero-or-one', 'one-or-many'],
    ['one or zero to zero or one', 'zero-or-one', 'zero-or-one'],
    ['only one to one or more', 'one', 'one-or-many'],
    ['one or many optionally to many(1)', 'one-or-many', 'one-or-many'],
    ['1+ to 0+', 'one-or-many', 'zero-or-many'],
    ['zero or more to zero or many', 'zero-or-many', 'zero-or-many'],
    ['many(0) to many', 'zero-or-many', 'zero-or-many'],
    ['1 to one', 'one', 'one'],
  ];
  for (const [marker, from, to] of markers) {
    it(`reads "A ${marker} B" as ${from} → ${to}`, () => {
      const { scene } = parseOk(`erDiagram\n  A ${marker} B : rel\n`);
      const edge = edgeOf(scene, 'A__B');
      expect([edge.from.cardinality, edge.to.cardinality]).toEqual([from, to]);
      const nonIdentifying = marker.includes('..') || marker.includes('.-') || marker.includes('-.') || marker.includes('optionally');
      expect(edge.edgeType).toBe(nonIdentifying ? 'er.relationship' : 'er.identifying');
    });
  }

  it('reads attributes: types, keys, comments, "*" primary keys and `backquoted` words', () => {
    const { scene } = parseOk([
      'erDiagram',
      '  PERSON {',
      '    string driversLicense PK "The license #"',
      '    string(99) firstName "Only 99 characters are allowed"',
      '    string[] aliases',
      '    varchar(255) email UK',
      '    decimal(10,2) balance',
      '    int orgId PK, FK',
      '    uuid *legacy_id',
      '    `timestamp with tz` `created at`',
      '    List~int~ scores fk',
      '  }',
    ].join('\n'));
    expect(nodeOf(scene, 'PERSON').extensions?.columns).toEqual([
      { name: 'driversLicense', type: 'string', pk: true, comment: 'The license #' },
      { name: 'firstName', type: 'string(99)', comment: 'Only 99 characters are allowed' },
      { name: 'aliases', type: 'string[]' },
      { name: 'email', type: 'varchar(255)', unique: true },
      { name: 'balance', type: 'decimal(10,2)' },
      { name: 'orgId', type: 'int', pk: true, fk: true },
      { name: 'legacy_id', type: 'uuid', pk: true },
      { name: 'created at', type: 'timestamp with tz' },
      { name: 'scores', type: 'List~int~', fk: true },
    ]);
  });

  it('adds the attributes of a repeated block to the same entity', () => {
    const { scene } = parseOk('erDiagram\n  A {\n    int x\n  }\n  A { string y }\n');
    expect(nodeOf(scene, 'A').extensions?.columns?.map((c) => c.name)).toEqual(['x', 'y']);
  });

  it('reads aliases as labels and quoted names as ids (rewritten when needed)', () => {
    const { scene, warnings } = parseOk([
      'erDiagram',
      '  p[Person] {',
      '    string firstName',
      '  }',
      '  a["Customer Account"]',
      '  "line item" }o--|| p : "belongs to"',
      '  p ||--o| a : has',
    ].join('\n'));
    expect(nodeOf(scene, 'p').label).toBe('Person');
    expect(nodeOf(scene, 'a').label).toBe('Customer Account');
    expect(nodeOf(scene, 'line_item').label).toBe('line item');
    expect(edgeOf(scene, 'line_item__p')).toMatchObject({ label: 'belongs to', from: { cardinality: 'zero-or-many' }, to: { cardinality: 'one' } });
    expect(warningsAt(warnings)).toEqual(['MERMAID_ID_REWRITTEN@6']);
  });

  it('reads direction, accessibility lines and an optional label', () => {
    const { scene } = parseOk('erDiagram\n  direction LR\n  accTitle: Shop\n  accDescr: Orders and items\n  A ||--o{ B\n');
    expect(scene.layoutStrategy?.direction).toBe('LR');
    expect(scene.scene).toEqual({ id: 'mermaid', title: 'Shop', description: 'Orders and items' });
    expect(edgeOf(scene, 'A__B').label).toBeUndefined();
  });

  it('applies classDef, class, ::: and style to entities', () => {
    const { scene, warnings } = parseOk([
      'erDiagram',
      '  CAR:::vehicle',
      '  PERSON:::foo ||--|| CAR : owns',
      '  style CAR stroke-width:3px',
      '  classDef vehicle fill:#f96',
      '  classDef foo stroke:#f00',
      '  class HOUSE foo',
    ].join('\n'));
    expect(scene.styles).toEqual({ vehicle: { fill: '#f96' }, foo: { stroke: '#f00' } });
    expect(nodeOf(scene, 'PERSON').style).toBe('foo');
    expect(nodeOf(scene, 'CAR').style).toEqual({ fill: '#f96', strokeWidth: 3 });
    expect(warningsAt(warnings)).toEqual(['MERMAID_APPROXIMATED@2', 'MERMAID_UNSUPPORTED@7']);
  });

  it('numbers repeated relationships between the same entities', () => {
    const { scene } = parseOk('erDiagram\n  A ||--o{ B : one\n  A ||--o{ B : two\n');
    expect(idsOf(scene, 'edge')).toEqual(['A__B', 'A__B__2']);
  });

  it('reads the parent marker u as exactly one, with a warning', () => {
    const { scene, warnings } = parseOk('erDiagram\n  A u--o{ B : has\n');
    expect(edgeOf(scene, 'A__B').from.cardinality).toBe('one');
    expect(warningsAt(warnings)).toEqual(['MERMAID_APPROXIMATED@2']);
  });
});

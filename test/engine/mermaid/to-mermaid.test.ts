import { describe, expect, it } from 'vitest';
import type { ElementInput, SceneDocumentInput } from '../../../schema/index.js';
import { normalizeScene } from '../../../engine/normalize/index.js';
import { validateScene } from '../../../engine/validate/index.js';
import { toMermaid } from '../../../engine/mermaid/index.js';
import { edgeOf, frameOf, nodeOf, parseOk } from './helpers.js';

function scene(elements: ElementInput[], extra: Partial<SceneDocumentInput> = {}): SceneDocumentInput {
  const document: SceneDocumentInput = { schemaVersion: '0.1', scene: { id: 's' }, diagramFamily: 'architecture', elements, ...extra };
  expect(validateScene(document).diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  return document;
}

function mermaidOf(document: SceneDocumentInput): { mermaid: string; notes: string[] } {
  const result = toMermaid(normalizeScene(document));
  if (!result.ok) throw new Error(result.message);
  return result;
}

describe('toMermaid: flowchart', () => {
  it('writes nodes, subgraphs, links and styles in a fixed layout', () => {
    const { mermaid, notes } = mermaidOf(scene([
      { id: 'web', kind: 'node', nodeType: 'generic', shape: 'roundedRect', label: 'Web app' },
      { id: 'api', kind: 'node', nodeType: 'generic', shape: 'rect', label: 'api', style: 'hot' },
      { id: 'db', kind: 'node', nodeType: 'database', shape: 'cylinder', label: 'Orders DB', style: { fill: '#eef', strokeWidth: 2 } },
      { id: 'back', kind: 'frame', title: 'Back end', children: ['api', 'db'] },
      { id: 'e1', kind: 'edge', from: { elementId: 'web' }, to: { elementId: 'api' }, label: 'calls', endpoints: { startArrow: 'none', endArrow: 'triangle' } },
      { id: 'api__db', kind: 'edge', from: { elementId: 'api' }, to: { elementId: 'db' }, style: { dash: [3, 3], stroke: '#999' }, endpoints: { startArrow: 'none', endArrow: 'triangle' } },
      { id: 'web__back', kind: 'edge', from: { elementId: 'web' }, to: { elementId: 'back' }, style: { strokeWidth: 3 }, endpoints: { startArrow: 'circle', endArrow: 'circle' } },
    ], { styles: { hot: { fill: '#f96', stroke: '#333' } }, layoutStrategy: { algorithm: 'hierarchical', direction: 'LR' }, scene: { id: 's', title: 'Shop "v2"', description: 'Main flows' } }));
    expect(mermaid).toBe([
      '---',
      'title: "Shop \\"v2\\""',
      '---',
      'flowchart LR',
      '  accDescr: Main flows',
      '  web("Web app")',
      '  subgraph back["Back end"]',
      '    api',
      '    db[("Orders DB")]',
      '  end',
      '  web e1@-->|"calls"| api',
      '  api -.-> db',
      '  web o==o back',
      '  classDef hot fill:#f96,stroke:#333',
      '  class api hot',
      '  style db fill:#eef,stroke-width:2px',
      '  linkStyle 1 stroke:#999',
      '',
    ].join('\n'));
    expect(notes).toEqual([]);
  });

  it('reads back what it writes: ids, labels, shapes, frames and links survive', () => {
    const original = scene([
      { id: 'a', kind: 'node', nodeType: 'generic', shape: 'hexagon', label: 'Say "hi" [now] #1 & <b>\nsecond line' },
      { id: 'b', kind: 'node', nodeType: 'decision', shape: 'diamond', label: 'b' },
      { id: 'c', kind: 'node', nodeType: 'generic', shape: 'cloud', label: 'Internet' },
      { id: 'd', kind: 'node', nodeType: 'generic', shape: 'textBox', label: '' },
      { id: 'f', kind: 'frame', children: ['c', 'd'] },
      { id: 'x', kind: 'edge', from: { elementId: 'a' }, to: { elementId: 'b' }, label: 'fa:fa-car | pipe', endpoints: { startArrow: 'triangle', endArrow: 'triangle' } },
      { id: 'a__b', kind: 'edge', from: { elementId: 'b' }, to: { elementId: 'c' }, endpoints: { startArrow: 'none', endArrow: 'none' } },
      { id: 'c__d', kind: 'edge', from: { elementId: 'c' }, to: { elementId: 'd' }, visible: false, endpoints: { startArrow: 'none', endArrow: 'none' } },
    ]);
    const { mermaid } = mermaidOf(original);
    const { scene: back } = parseOk(mermaid);
    expect(nodeOf(back, 'a')).toMatchObject({ shape: 'hexagon', label: 'Say "hi" [now] #1 & <b>\nsecond line' });
    expect(nodeOf(back, 'b')).toMatchObject({ shape: 'diamond', nodeType: 'decision', label: 'b' });
    expect(nodeOf(back, 'c')).toMatchObject({ shape: 'cloud', label: 'Internet' });
    expect(nodeOf(back, 'd')).toMatchObject({ shape: 'textBox', label: '' });
    expect(frameOf(back, 'f')).toMatchObject({ children: ['c', 'd'] });
    expect(frameOf(back, 'f').title).toBeUndefined();
    expect(edgeOf(back, 'x')).toMatchObject({ from: { elementId: 'a' }, to: { elementId: 'b' }, label: 'fa:fa-car | pipe', endpoints: { startArrow: 'triangle', endArrow: 'triangle' } });
    expect(edgeOf(back, 'a__b')).toMatchObject({ from: { elementId: 'b' }, to: { elementId: 'c' } });
    expect(edgeOf(back, 'c__d').visible).toBe(false);
  });

  it('renames ids Mermaid cannot write, and says so', () => {
    const { mermaid, notes } = mermaidOf(scene([
      { id: 'end', kind: 'node', nodeType: 'generic', label: 'End' },
      { id: 'a--b', kind: 'node', nodeType: 'generic', label: 'A to B' },
      { id: 'style.main', kind: 'node', nodeType: 'generic', label: 'Style' },
      { id: 'k', kind: 'edge', from: { elementId: 'end' }, to: { elementId: 'a--b' } },
    ]));
    expect(notes).toContain('ids Mermaid cannot write are renamed: end as _end, a--b as a_-b, style.main as _style.main');
    const { scene: back } = parseOk(mermaid);
    expect(nodeOf(back, '_end').label).toBe('End');
    expect(nodeOf(back, 'a_-b').label).toBe('A to B');
    expect(edgeOf(back, 'k').to).toEqual({ elementId: 'a_-b' });
  });

  it('lists, one line each, what Mermaid cannot show', () => {
    const { notes } = mermaidOf(scene([
      { id: 'n1', kind: 'node', nodeType: 'service', label: 'Svc', icon: 'server', ports: [{ id: 'p', side: 'left' }], x: 10, y: 20 },
      { id: 'n2', kind: 'node', nodeType: 'objectStorage', label: 'Bucket' },
      { id: 't', kind: 'text', text: 'note', x: 0, y: 0, width: 10, height: 10 },
      { id: 'g', kind: 'group', children: ['n1', 'n2'] },
      { id: 'e', kind: 'edge', from: { elementId: 'n1', portId: 'p' }, to: { elementId: 'n2' }, edgeType: 'network.dataFlow', endpoints: { startArrow: 'none', endArrow: 'diamond' }, waypoints: [{ x: 1, y: 1 }] },
      { id: 'e2', kind: 'edge', from: { elementId: 'n1' }, to: { elementId: 't' } },
    ], {
      constraints: [{ id: 'c1', type: 'align', axis: 'x', elements: ['n1', 'n2'] }],
      palette: { nodeFill: '#fff' },
      layoutStrategy: { algorithm: 'grid' },
    }));
    expect(notes).toEqual([
      'layout constraints are not shown (1)',
      'the palette (scene colours) is not shown; Mermaid uses its own theme',
      'the layout algorithm grid is not shown; Mermaid lays out hierarchically',
      'text elements are not shown: t',
      'groups are not shown: g',
      'positions and sizes are not shown (the layout engine places the elements again): n1',
      'node types are not kept (Mermaid has shapes only): n1 (service), n2 (objectStorage)',
      'icons are not shown: n1',
      'ports are not shown: n1',
      'shapes without a Mermaid form are drawn as the nearest one (bucket as cyl): n2',
      'links to elements Mermaid cannot show are left out: e2',
      'open and diamond arrowheads are drawn as the nearest Mermaid head: e',
      'edge types have no Mermaid form (written as plain links): e (network.dataFlow)',
      'waypoints are not shown: e',
      'ports, anchors and columns of link ends are not shown: e',
    ]);
  });

  it('writes scenes of any other family (or none) as flowcharts, and refuses sequence diagrams', () => {
    for (const family of ['workflow', 'network', 'orgchart', 'uiflow', undefined] as const) {
      const document = { ...scene([{ id: 'a', kind: 'node', nodeType: 'generic' }]), diagramFamily: family };
      expect(mermaidOf(document).mermaid.startsWith('flowchart TB\n')).toBe(true);
    }
    const sequence = toMermaid(normalizeScene({ schemaVersion: '0.1', scene: { id: 's' }, diagramFamily: 'sequence', elements: [] }));
    expect(sequence).toMatchObject({ ok: false, code: 'VIEW_UNAVAILABLE' });
  });

  it('is deterministic', () => {
    const document = scene([{ id: 'a', kind: 'node', nodeType: 'generic' }, { id: 'b', kind: 'node', nodeType: 'queue' }, { id: 'a__b', kind: 'edge', from: { elementId: 'a' }, to: { elementId: 'b' } }]);
    expect(JSON.stringify(toMermaid(normalizeScene(document)))).toBe(JSON.stringify(toMermaid(normalizeScene(document))));
  });
});

describe('toMermaid: erDiagram', () => {
  const er = scene([
    { id: 'CUSTOMER', kind: 'node', nodeType: 'er.entity', label: 'Customer', extensions: { columns: [
      { name: 'id', type: 'uuid', pk: true },
      { name: 'email', type: 'varchar(255)', unique: true, comment: 'login "name"' },
      { name: 'first name', type: 'string' },
      { name: 'notes' },
      { name: 'org_id', type: 'uuid', key: 'FK', nullable: true },
    ] } },
    { id: 'ORDER', kind: 'node', nodeType: 'er.entity', label: 'ORDER' },
    { id: 'TOWN', kind: 'node', nodeType: 'er.entity', label: 'TOWN' },
    { id: 'CUSTOMER__ORDER', kind: 'edge', from: { elementId: 'CUSTOMER', cardinality: 'one' }, to: { elementId: 'ORDER', cardinality: 'zero-or-many' }, edgeType: 'er.identifying', label: 'places' },
    { id: 'lives', kind: 'edge', from: { elementId: 'CUSTOMER', cardinality: 'many' }, to: { elementId: 'TOWN' }, edgeType: 'er.relationship' },
  ], { diagramFamily: 'entityRelationship', layoutStrategy: { algorithm: 'hierarchical', direction: 'LR' } });

  it('writes entities with attributes and relationships with cardinality markers', () => {
    const { mermaid, notes } = mermaidOf(er);
    expect(mermaid).toBe([
      'erDiagram',
      '  direction LR',
      '  CUSTOMER["Customer"] {',
      '    uuid id PK',
      '    varchar(255) email UK "login \'name\'"',
      '    string `first name`',
      '    _ notes',
      '    uuid org_id FK',
      '  }',
      '  ORDER',
      '  "TOWN"',
      '  CUSTOMER ||--o{ ORDER : "places"',
      '  CUSTOMER }o..|| "TOWN" : ""',
      '',
    ].join('\n'));
    expect(notes).toEqual([
      'double quotes in column comments are written as \': CUSTOMER',
      'columns without a type are written with the type _: CUSTOMER',
      'nullable columns are not marked (Mermaid has no nullable key): CUSTOMER',
      'relationship ids are not kept (read back as <from>__<to>): lives',
      'relationships without a cardinality at an end are written as exactly one there: lives',
      'the cardinality many is written as zero or more: lives',
    ]);
  });

  it('reads back entities, columns, aliases and cardinalities', () => {
    const { scene: back } = parseOk(mermaidOf(er).mermaid);
    expect(nodeOf(back, 'CUSTOMER').label).toBe('Customer');
    expect(nodeOf(back, 'CUSTOMER').extensions?.columns).toEqual([
      { name: 'id', type: 'uuid', pk: true },
      { name: 'email', type: 'varchar(255)', unique: true, comment: "login 'name'" },
      { name: 'first name', type: 'string' },
      { name: 'notes' },
      { name: 'org_id', type: 'uuid', fk: true },
    ]);
    expect(edgeOf(back, 'CUSTOMER__TOWN')).toMatchObject({ from: { cardinality: 'zero-or-many' }, to: { cardinality: 'one' }, edgeType: 'er.relationship' });
    expect(back.layoutStrategy?.direction).toBe('LR');
  });
});

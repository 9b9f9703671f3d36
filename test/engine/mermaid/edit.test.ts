import { describe, expect, it } from 'vitest';
import type { SceneDocumentValue } from '../../../schema/index.js';
import { mermaidEditOps, parseMermaid, toMermaid } from '../../../engine/mermaid/index.js';
import { normalizeScene } from '../../../engine/normalize/index.js';
import { applyOps } from '../../../engine/ops/index.js';
import { edge, get, layoutOf, node, scene } from '../ops/helpers.js';

/** A diagram saved from Mermaid text and laid out once: every node has a position. */
function saved(text: string): SceneDocumentValue {
  const parsed = parseMermaid(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const base = normalizeScene(parsed.scene);
  let x = 100;
  for (const element of base.elements) {
    if (element.kind !== 'node') continue;
    element.layout = { mode: 'absolute', x, y: 100, width: 150, height: 60, rotation: 0, autoSize: 'none' };
    x += 200;
  }
  return base;
}

function mermaidOf(base: SceneDocumentValue): string {
  const written = toMermaid(base);
  if (!written.ok) throw new Error(written.message);
  return written.mermaid;
}

function opsFor(base: SceneDocumentValue, text: string) {
  const result = mermaidEditOps(base, text);
  if (!result.ok) throw new Error(`${result.code}: ${result.message}`);
  return result;
}

const flow = saved(`flowchart LR
  A[Client] --> B(API)
  B --> C[(Orders DB)]
  B -- cache --> D
  subgraph back [Backend]
    B
    C
  end
`);

describe('mermaidEditOps on a flowchart (architecture)', () => {
  it('gives no ops for the diagram’s own Mermaid view', () => {
    expect(opsFor(flow, mermaidOf(flow))).toEqual({ ok: true, ops: [], warnings: [] });
  });

  it('keeps unchanged elements, deletes what is missing, creates what is new, updates what changed', () => {
    const text = mermaidOf(flow)
      .replace('A["Client"]', 'A["Browser"]')
      .replace('C[("Orders DB")]', 'C[("Orders DB")]\n  E{{"Cache"}}')
      .replace('  D\n', '')
      .replace('  B -->|"cache"| D\n', '  B -->|"reads"| E\n');
    const result = opsFor(flow, text);
    expect(result.ops).toEqual([
      { op: 'deleteElement', id: 'D' },
      { op: 'updateNode', id: 'A', label: 'Browser' },
      { op: 'createNode', id: 'E', nodeType: 'generic', shape: 'hexagon', label: 'Cache' },
      { op: 'createEdge', id: 'B__E', from: { elementId: 'B' }, to: { elementId: 'E' }, label: 'reads', endpoints: { startArrow: 'none', endArrow: 'triangle' } },
    ]);
    // E is written inside the subgraph in the text, but frames never change this way.
    expect(result.warnings.map((w) => w.code)).toEqual(['MERMAID_EDIT_CONTAINERS_IGNORED']);
    const applied = applyOps(flow, result.ops);
    if (!applied.ok) throw new Error(JSON.stringify(applied.errors));
    expect(applied.changed).toEqual({ added: ['E', 'B__E'], updated: ['A'], removed: ['D', 'B__D'] });
    expect(layoutOf(applied.scene, 'B')).toEqual(layoutOf(flow, 'B'));
    expect(get(applied.scene, 'E')).not.toHaveProperty('layout');
    expect(get(applied.scene, 'back')).toEqual(get(flow, 'back'));
  });

  it('changes shape and node type together, and keeps node types Mermaid cannot write', () => {
    const typed = scene([
      node('api', 100, 100, { nodeType: 'service', label: 'API' }),
      node('store', 400, 100, { nodeType: 'objectStorage', label: 'Files' }),
      edge('e1', 'api', 'store', { edgeType: 'network.dataFlow' }),
    ]);
    expect(opsFor(typed, mermaidOf(typed)).ops).toEqual([]);
    const text = mermaidOf(typed).replace('api("API")', 'api[("API")]').replace('--> store', '-->|"writes"| store');
    expect(opsFor(typed, text).ops).toEqual([
      { op: 'updateNode', id: 'api', shape: 'cylinder', nodeType: 'database' },
      { op: 'updateEdge', id: 'e1', label: 'writes' },
    ]);
  });

  it('keeps the ids that the Mermaid view had to rename', () => {
    const awkward = scene([node('end', 100, 100, { label: 'Stop' }), node('a--b', 400, 100, { label: 'AB' }), edge('e1', 'end', 'a--b')]);
    const text = mermaidOf(awkward);
    expect(text).toContain('_end');
    expect(opsFor(awkward, text).ops).toEqual([]);
    expect(opsFor(awkward, text.replace('"Stop"', '"Halt"')).ops).toEqual([{ op: 'updateNode', id: 'end', label: 'Halt' }]);
  });

  it('reconnects an edge written with its id, and replaces one written without', () => {
    const withId = mermaidOf(flow).replace('  B --> C\n', '  A B__C@--> C\n').replace('  A --> B\n', '');
    expect(opsFor(flow, withId).ops).toEqual([
      { op: 'deleteElement', id: 'A__B' },
      { op: 'updateEdge', id: 'B__C', from: { elementId: 'A' } },
    ]);
    const withoutId = mermaidOf(flow).replace('  B --> C\n', '  A --> C\n');
    expect(opsFor(flow, withoutId).ops).toEqual([
      { op: 'deleteElement', id: 'B__C' },
      { op: 'createEdge', id: 'A__C', from: { elementId: 'A' }, to: { elementId: 'C' }, endpoints: { startArrow: 'none', endArrow: 'triangle' } },
    ]);
  });
});

describe('mermaidEditOps on an erDiagram', () => {
  const er = scene([
    node('CUSTOMER', 100, 100, { nodeType: 'er.entity', extensions: { columns: [{ name: 'id', key: 'PK' }, { name: 'email', type: 'text', nullable: true }] } }),
    node('ORDER', 400, 100, { nodeType: 'er.weakEntity', label: 'ORDER', extensions: { columns: [{ name: 'id', type: 'int', pk: true }] } }),
    edge('places', 'CUSTOMER', 'ORDER', { edgeType: 'er.identifying', label: 'places', to: { elementId: 'ORDER', cardinality: 'many' } }),
  ], { diagramFamily: 'entityRelationship' });

  it('gives no ops for its own view, though Mermaid loses node types, untyped columns and the many cardinality', () => {
    expect(opsFor(er, mermaidOf(er)).ops).toEqual([]);
  });

  it('updates columns (keeping the base form of unchanged ones) and cardinalities', () => {
    const text = mermaidOf(er).replace('    int id PK\n', '    int id PK\n    int customer_id FK\n').replace('||--o{', '||--|{');
    expect(opsFor(er, text).ops).toEqual([
      { op: 'updateNode', id: 'ORDER', extensions: { columns: [{ name: 'id', type: 'int', pk: true }, { name: 'customer_id', type: 'int', fk: true }] } },
      { op: 'updateEdge', id: 'places', to: { elementId: 'ORDER', cardinality: 'one-or-many' } },
    ]);
    const changedEmail = mermaidOf(er).replace('text email', 'varchar email');
    expect(opsFor(er, changedEmail).ops).toEqual([
      { op: 'updateNode', id: 'CUSTOMER', extensions: { columns: [{ name: 'id', key: 'PK' }, { name: 'email', type: 'varchar' }] } },
    ]);
  });

  it('deletes an entity missing from the text (its relationships go with it)', () => {
    const text = 'erDiagram\n  CUSTOMER {\n    _ id PK\n    text email\n  }\n';
    const result = opsFor(er, text);
    expect(result.ops).toEqual([{ op: 'deleteElement', id: 'ORDER' }]);
    const applied = applyOps(er, result.ops);
    expect(applied.ok && applied.changed).toEqual({ added: [], updated: [], removed: ['ORDER', 'places'] });
  });
});

describe('mermaidEditOps refusals', () => {
  it('works on architecture and entityRelationship diagrams only, with text of their own type', () => {
    const workflow = scene([node('a', 1, 1)], { diagramFamily: 'workflow' });
    expect(mermaidEditOps(workflow, 'flowchart TB\n  a\n')).toMatchObject({ ok: false, code: 'MERMAID_EDIT_UNSUPPORTED' });
    expect(mermaidEditOps(flow, 'erDiagram\n  A\n')).toMatchObject({ ok: false, code: 'MERMAID_EDIT_UNSUPPORTED' });
    expect(mermaidEditOps(flow, 'stateDiagram-v2\n  a --> b\n')).toMatchObject({ ok: false, code: 'MERMAID_EDIT_UNSUPPORTED', message: expect.stringContaining('the text is a stateDiagram') });
    expect(mermaidEditOps(flow, 'classDiagram\n  A <|-- B\n')).toMatchObject({ ok: false, code: 'MERMAID_EDIT_UNSUPPORTED', message: expect.stringContaining('the text is a classDiagram') });
  });

  it('passes syntax errors through with line and column', () => {
    const result = mermaidEditOps(flow, 'flowchart LR\n  A --> \n');
    expect(result).toMatchObject({ ok: false, code: 'MERMAID_SYNTAX_ERROR', line: 2 });
    expect(mermaidEditOps(flow, 'pie\n  "a": 1\n')).toMatchObject({ ok: false, code: 'MERMAID_TYPE_UNSUPPORTED' });
  });

  it('refuses a sequenceDiagram text for a flowchart diagram, naming what the text is', () => {
    const result = mermaidEditOps(flow, 'sequenceDiagram\n  A->>B: hi\n');
    expect(result).toMatchObject({ ok: false, code: 'MERMAID_EDIT_UNSUPPORTED' });
    expect(!result.ok && result.message).toContain('a sequenceDiagram');
  });
});

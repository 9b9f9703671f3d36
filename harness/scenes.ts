/**
 * Scene documents and Mermaid texts as a client would send them (not normalized): small,
 * deterministic, cheap to lay out.
 */
import { seededRandom } from '../engine/anonymize/index.js';

export interface SceneDocumentInput {
  schemaVersion: '0.1';
  scene: { id: string; title?: string; description?: string };
  diagramFamily?: string;
  elements: Array<Record<string, unknown>>;
  [field: string]: unknown;
}

/** An architecture diagram of `nodes` services joined as a binary tree (n - 1 edges). */
export function serviceScene(nodes: number, options: { title?: string; positioned?: boolean; label?: (i: number) => string } = {}): SceneDocumentInput {
  const elements: Array<Record<string, unknown>> = [];
  for (let i = 0; i < nodes; i++) {
    const position = options.positioned ? { x: 40 + (i % 10) * 200, y: 40 + Math.floor(i / 10) * 120, width: 150, height: 60 } : {};
    elements.push({ id: `n${i}`, kind: 'node', nodeType: i % 7 === 3 ? 'database' : 'service', label: options.label ? options.label(i) : `Service ${i}`, ...position });
  }
  for (let i = 1; i < nodes; i++) {
    elements.push({ id: `e${i}`, kind: 'edge', from: { elementId: `n${Math.floor((i - 1) / 2)}` }, to: { elementId: `n${i}` } });
  }
  return {
    schemaVersion: '0.1',
    scene: { id: 'client-chosen-id', ...(options.title ? { title: options.title } : {}) },
    diagramFamily: 'architecture',
    elements,
  };
}

/** A flowchart in Mermaid syntax: A --> B --> C ... with `nodes` steps. */
export function mermaidFlow(nodes: number, prefix = 'S'): string {
  const lines = ['flowchart LR'];
  for (let i = 0; i < nodes; i++) lines.push(`  ${prefix}${i}[Step ${i}]`);
  for (let i = 1; i < nodes; i++) lines.push(`  ${prefix}${i - 1} --> ${prefix}${i}`);
  return `${lines.join('\n')}\n`;
}

/** An erDiagram of `count` tables with typed columns, each but the first joined to the one before through an FK column. */
export function erMermaid(count: number, seed: number): string {
  const names = ['CUSTOMER', 'ORDER', 'LINE_ITEM', 'PRODUCT', 'INVOICE', 'SHIPMENT'];
  const name = (k: number): string => names[(k + seed) % names.length]!;
  const lines = ['erDiagram'];
  for (let k = 0; k < count; k++) {
    lines.push(`  ${name(k)} {`, '    uuid id PK', `    varchar(255) ${name(k).toLowerCase()}_name "shown to customers"`);
    if (k > 0) lines.push(`    uuid ${name(k - 1).toLowerCase()}_id FK`);
    lines.push('  }');
    if (k > 0) lines.push(`  ${name(k - 1)} ||--o{ ${name(k)} : "places ${k}"`);
  }
  return lines.join('\n');
}

/**
 * A state diagram (even seeds) or a flowchart (odd) of short labels: "f1", "B2", ids
 * standing as their own labels, in fitted shapes, with short edge labels (a tiered one
 * among them). Few spellings have their widths, and a box fitted to its label grows by a
 * whole px for a tenth of one: what an anonymized copy finds hardest to keep.
 */
export function shortLabelMermaid(seed: number): string {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const ids = ['A', 'B', 'C', 'D', 'f1', 'B2', 'x', 'db', 'ok', 'S1', 'S2', 'q', 'IO', 'n3', 'Z9', 'w', 'api', 'ui', 'k8s', 'v2', 'T', 'id'];
  const used = ids.filter(() => random() < 0.5).slice(0, 10);
  const edge = (k: number): string => `  ${used[Math.floor(random() * k)]} --> ${used[k]}`;
  if (seed % 2 === 0) {
    const lines = ['stateDiagram-v2'];
    for (let k = 1; k < used.length; k++) lines.push(edge(k) + (random() < 0.5 ? ` : ${pick(['go', 'no', 'yes', 'x', '1', 'ok', 'E1', 'tick [a] / b'])}` : ''));
    return lines.join('\n');
  }
  const lines = [`flowchart ${pick(['LR', 'TD'])}`];
  const shapes = [['[', ']'], ['(', ')'], ['((', '))'], ['{', '}'], ['([', '])'], ['[[', ']]'], ['>', ']'], ['{{', '}}'], ['[(', ')]']] as const;
  for (const id of used) {
    const [open, close] = pick(shapes);
    lines.push(random() < 0.5 ? `  ${id}` : `  ${id}${open}${pick(['a', 'B2', 'f1', 'Go', 'x y', 'I', 'OK', '42', 'db'])}${close}`);
  }
  for (let k = 1; k < used.length; k++) lines.push(edge(k).replace('-->', random() < 0.4 ? `-->|${pick(['y', 'no', '1', 'ok', 'E1'])}|` : '-->'));
  return lines.join('\n');
}

/** A sequence diagram (it has no Mermaid view). */
export function sequenceScene(): SceneDocumentInput {
  return {
    schemaVersion: '0.1',
    scene: { id: 'seq' },
    diagramFamily: 'sequence',
    elements: [
      { id: 'client', kind: 'node', nodeType: 'sequence.lifeline', label: 'Client' },
      { id: 'api', kind: 'node', nodeType: 'sequence.lifeline', label: 'API' },
      { id: 'm1', kind: 'edge', edgeType: 'sequence.message', from: { elementId: 'client' }, to: { elementId: 'api' }, label: 'GET /orders' },
      { id: 'm2', kind: 'edge', edgeType: 'sequence.reply', from: { elementId: 'api' }, to: { elementId: 'client' }, label: '200' },
    ],
  };
}

/** One operation that adds a service node (a cheap, always-valid edit). */
export function addNode(id: string, label = id): Record<string, unknown> {
  return { op: 'createNode', id, nodeType: 'service', label };
}

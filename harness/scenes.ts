/**
 * Scene documents and Mermaid texts as a client would send them (not normalized): small,
 * deterministic, cheap to lay out.
 */
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

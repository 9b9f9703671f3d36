import { normalizeScene, validateScene, type SceneDocumentValue } from '../../../engine/index.js';

const WORDS = ['order', 'payment', 'stock', 'notify', 'customer', 'invoice', 'audit', 'ledger'];

/**
 * A normalized flowchart of `nodes` services: a binary tree of edges plus a cross edge from
 * every third node, labels of two or three words. Deterministic: the same size gives the
 * same scene.
 */
export function flowchartScene(nodes: number): SceneDocumentValue {
  const checked = validateScene(flowchartDocument(nodes));
  if (!checked.valid || checked.scene === undefined) throw new Error(`test scene is invalid: ${checked.diagnostics[0]?.message}`);
  return normalizeScene(checked.scene);
}

/**
 * `copies` such flowcharts side by side in one scene, past the service's limit of 1,000
 * elements, each in a frame: each copy is validated and normalized alone (its ids
 * prefixed), then their elements are put together. The frames make ELK lay the scene out
 * (flat flowcharts get our own layered placement, which needs a fraction of ELK's memory).
 * The drawers take any normalized scene; only one this large needs more memory than a
 * drawing thread's default heap.
 */
export function oversizedFlowchartScene(copies: number, nodes: number): SceneDocumentValue {
  const parts = Array.from({ length: copies }, (_, copy) => {
    const document = flowchartDocument(nodes, `c${copy}-`);
    const members = (document.elements as Array<{ id: string; kind: string }>).filter((e) => e.kind === 'node').map((e) => e.id);
    document.elements = [...(document.elements as unknown[]), { id: `c${copy}-frame`, kind: 'frame', title: `Copy ${copy}`, containerType: 'boundary', children: members }];
    const checked = validateScene(document);
    if (!checked.valid || checked.scene === undefined) throw new Error(`test scene is invalid: ${checked.diagnostics[0]?.message}`);
    return normalizeScene(checked.scene);
  });
  const [first] = parts;
  if (first === undefined) throw new Error('oversizedFlowchartScene needs at least one copy');
  return { ...first, elements: parts.flatMap((part) => part.elements) };
}

function flowchartDocument(nodes: number, prefix = ''): Record<string, unknown> {
  const elements: unknown[] = [];
  for (let i = 0; i < nodes; i++) {
    const label = [WORDS[i % WORDS.length], WORDS[(i * 3 + 1) % WORDS.length], i % 2 === 0 ? `step ${i}` : ''].join(' ').trim();
    elements.push({ id: `${prefix}n${i}`, kind: 'node', nodeType: i % 5 === 0 ? 'database' : 'service', label });
  }
  for (let i = 1; i < nodes; i++) {
    elements.push({ id: `${prefix}t${i}`, kind: 'edge', from: { elementId: `${prefix}n${Math.floor((i - 1) / 2)}` }, to: { elementId: `${prefix}n${i}` } });
    if (i % 3 === 0 && i > 6) elements.push({ id: `${prefix}x${i}`, kind: 'edge', from: { elementId: `${prefix}n${i - 5}` }, to: { elementId: `${prefix}n${i}` }, label: 'retry' });
  }
  return { schemaVersion: '0.1', scene: { id: `flow-${nodes}` }, diagramFamily: 'architecture', elements };
}

/** Drawing callers for the drawer tests: a keyed workspace and a keyless address. */
export const KEYED = { budget: 'keyed', workspaceId: 'wsp_test' } as const;
export const KEYLESS = { budget: 'keyless', address: '192.0.2.1' } as const;

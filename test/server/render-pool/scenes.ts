import { normalizeScene, validateScene, type SceneDocumentValue } from '../../../engine/index.js';

const WORDS = ['order', 'payment', 'stock', 'notify', 'customer', 'invoice', 'audit', 'ledger'];

/**
 * A normalized flowchart of `nodes` services: a binary tree of edges plus a cross edge from
 * every third node, labels of two or three words. Deterministic: the same size gives the
 * same scene.
 */
export function flowchartScene(nodes: number): SceneDocumentValue {
  const elements: unknown[] = [];
  for (let i = 0; i < nodes; i++) {
    const label = [WORDS[i % WORDS.length], WORDS[(i * 3 + 1) % WORDS.length], i % 2 === 0 ? `step ${i}` : ''].join(' ').trim();
    elements.push({ id: `n${i}`, kind: 'node', nodeType: i % 5 === 0 ? 'database' : 'service', label });
  }
  for (let i = 1; i < nodes; i++) {
    elements.push({ id: `t${i}`, kind: 'edge', from: { elementId: `n${Math.floor((i - 1) / 2)}` }, to: { elementId: `n${i}` } });
    if (i % 3 === 0 && i > 6) elements.push({ id: `x${i}`, kind: 'edge', from: { elementId: `n${i - 5}` }, to: { elementId: `n${i}` }, label: 'retry' });
  }
  const checked = validateScene({ schemaVersion: '0.1', scene: { id: `flow-${nodes}` }, diagramFamily: 'architecture', elements });
  if (!checked.valid || checked.scene === undefined) throw new Error(`test scene is invalid: ${checked.diagnostics[0]?.message}`);
  return normalizeScene(checked.scene);
}

/**
 * The diagram bench/load.ts creates over and over, shared with bench/stages.ts, which
 * shows where one create's drawing time goes.
 */

export const NODES = 50;

/**
 * A 50-node architecture diagram without positions (the engine lays it out on every
 * create). `variant` goes into every label, so each create of the run sends a diagram no
 * earlier one had: no cache keyed on content can answer for the work.
 */
export function fiftyNodeScene(variant = 0): Record<string, unknown> {
  const words = ['orders', 'payments', 'stock', 'mail', 'search', 'billing', 'audit', 'ledger'];
  const elements: Array<Record<string, unknown>> = [];
  for (let i = 0; i < NODES; i++) {
    const label = variant === 0 ? `${words[i % words.length]} ${i}` : `${words[(i + variant) % words.length]} ${i}.${variant}`;
    elements.push({ id: `n${i}`, kind: 'node', nodeType: i % 7 === 3 ? 'database' : 'service', label });
  }
  for (let i = 1; i < NODES; i++) elements.push({ id: `e${i}`, kind: 'edge', from: { elementId: `n${Math.floor((i - 1) / 2)}` }, to: { elementId: `n${i}` } });
  return { schemaVersion: '0.1', scene: { id: 'load' }, diagramFamily: 'architecture', elements };
}

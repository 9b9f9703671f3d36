// The inputs both scratch programs draw (Node and the Vite page).
export const MERMAID = 'flowchart LR\n  order[Receive order] --> check{Valid?}\n  check -->|yes| store[(Orders DB)]\n  check -->|no| reject[Reject]';
export const SCENE = {
  schemaVersion: '0.1',
  scene: { id: 'packed', title: 'Packed package' },
  diagramFamily: 'architecture',
  elements: [
    { id: 'api', kind: 'node', nodeType: 'service', label: 'API' },
    { id: 'db', kind: 'node', nodeType: 'database', label: 'Orders' },
    { id: 'e1', kind: 'edge', from: { elementId: 'api' }, to: { elementId: 'db' }, label: 'writes' },
  ],
};

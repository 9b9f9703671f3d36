import type { SceneDocumentValue } from '../../../schema/index.js';
import type { OutlineInput } from '../../../engine/outline/index.js';
import { edge, node, scene } from '../compare/scene-builders.js';

/** A small scene with one of every element kind, labels that need escaping, and a brief. */
export const checkout: SceneDocumentValue = scene(
  [
    node('api', 'Checkout API', { x: 0, y: 0 }),
    { kind: 'node', id: 'db', nodeType: 'database', label: 'Orders "main"\nDB', x: 300, y: 0 },
    { kind: 'node', id: 'worker', nodeType: 'process' },
    { kind: 'frame', id: 'payments', title: 'Payments', containerType: 'pool', children: ['api', 'db'] },
    { kind: 'group', id: 'backend', children: ['worker'] },
    { kind: 'text', id: 'note', text: 'Draft', x: 0, y: 400, width: 100, height: 20 },
    { kind: 'image', id: 'logo', assetRef: 'brand', x: 500, y: 400, width: 40, height: 40 },
    { kind: 'guide', id: 'baseline', orientation: 'horizontal', position: 120 },
    edge('e1', 'api', 'db', 'writes'),
    { kind: 'edge', id: 'e2', from: { elementId: 'worker' }, to: { elementId: 'db' }, edgeType: 'network.dataFlow' },
  ],
  {
    scene: { id: 'demo', title: 'Checkout', brief: 'How an order is paid.\nSecond line.' },
    diagramFamily: 'architecture',
    assets: { brand: { mimeType: 'image/png', data: 'iVBORw0KGgo=' } },
  },
);

export function outlineInput(scene: SceneDocumentValue, revision = 3, overrides: Partial<OutlineInput['diagram']> = {}): OutlineInput {
  return {
    diagram: {
      id: 'dgm_7Hq2kX',
      key: 'checkout',
      revision,
      createdAt: '2026-01-31T12:00:00Z',
      hash: 'sha256:0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef',
      ...overrides,
    },
    recentRevisions: [
      { revision, createdAt: '2026-01-31T12:00:00Z', message: 'Add the worker' },
      { revision: revision - 1, createdAt: '2026-01-30T09:15:00Z', message: null },
    ],
    scene,
  };
}

import type { SceneDocumentInput } from '../../harness/scenes.js';

/**
 * A scene whose declared canvas is kept as it is (one node is placed by hand, so the canvas
 * is not tightened): a drawing of exactly width x height px, for the PNG size rule.
 */
export function canvasScene(width: number, height: number): SceneDocumentInput {
  const header = { id: 'big', canvas: { width, height } };
  return {
    schemaVersion: '0.1',
    scene: header,
    diagramFamily: 'architecture',
    elements: [
      { id: 'a', kind: 'node', nodeType: 'service', label: 'Placed', layout: { mode: 'absolute', x: 100, y: 100, width: 150, height: 60 } },
      { id: 'b', kind: 'node', nodeType: 'service', label: 'Auto' },
      { id: 'e', kind: 'edge', from: { elementId: 'a' }, to: { elementId: 'b' } },
    ],
  };
}

/** Operation lists for the schema agreement test: each of the 17 operations, and malformed ones. */
export interface OpsCase {
  name: string;
  ops: unknown;
  schemaValid: boolean;
}

const ok = (name: string, ops: unknown[]): OpsCase => ({ name, ops, schemaValid: true });
const bad = (name: string, ops: unknown): OpsCase => ({ name, ops, schemaValid: false });

export const OPS_CASES: OpsCase[] = [
  ok('createNode', [{ op: 'createNode', id: 'a', nodeType: 'service', label: 'A', x: 10, y: 20 }]),
  ok('createNode with layout', [{ op: 'createNode', id: 'a', nodeType: 'database', layout: { mode: 'relative', place: { below: 'b', gap: 10 } }, textStyle: { wrap: 'word' } }]),
  ok('updateNode', [{ op: 'updateNode', id: 'a', label: 'B', icon: null, textStyle: { align: 'left' }, extensions: { columns: [{ name: 'id', pk: true }] } }]),
  ok('deleteElement', [{ op: 'deleteElement', id: 'a' }]),
  ok('moveElement', [{ op: 'moveElement', id: 'a', delta: { dx: 10, dy: -5 } }]),
  ok('resizeElement', [{ op: 'resizeElement', id: 'a', size: { width: 200, height: 90 }, anchor: 'left' }]),
  ok('createEdge', [{ op: 'createEdge', id: 'e', from: { elementId: 'a' }, to: { elementId: 'b', column: 'id', cardinality: 'many' }, label: 'uses', endpoints: { endArrow: 'openTriangle' } }]),
  ok('updateEdge', [{ op: 'updateEdge', id: 'e', label: null, router: 'curved' }]),
  ok('setStyle by name', [{ op: 'setStyle', id: 'a', style: 'primary' }]),
  ok('setStyle override', [{ op: 'setStyle', id: 'a', styleOverride: { fill: '#fff' } }]),
  ok('setText', [{ op: 'setText', id: 'a', text: 'Hello', textStyle: { verticalAlign: 'top' } }]),
  ok('groupElements', [{ op: 'groupElements', id: 'g', children: ['a', 'b'], title: 'G' }]),
  ok('ungroupElements', [{ op: 'ungroupElements', id: 'g' }]),
  ok('createFrame', [{ op: 'createFrame', id: 'f', children: ['a'], containerType: 'pool', laneDirection: 'horizontal' }]),
  ok('addConstraint', [{ op: 'addConstraint', constraint: { id: 'c', type: 'order', axis: 'y', source: 'a', target: 'b' } }]),
  ok('removeConstraint', [{ op: 'removeConstraint', id: 'c' }]),
  ok('autoLayout', [{ op: 'autoLayout' }, { op: 'autoLayout', elements: ['a'] }]),
  ok('updateScene', [{ op: 'updateScene', title: 'T', brief: null, palette: { nodeFill: '#eee' }, styles: { s: { fill: '#000' } }, layoutStrategy: { algorithm: 'grid' }, diagramFamily: null, canvas: { width: 800 } }]),
  ok('restoreRevision', [{ op: 'restoreRevision', revision: 3 }]),
  ok('restoreRevision asOf', [{ op: 'restoreRevision', asOf: '2026-01-31' }]),
  ok('500 operations', Array.from({ length: 500 }, (_, i) => ({ op: 'deleteElement', id: `n${i}` }))),
  bad('empty list', []),
  bad('501 operations', Array.from({ length: 501 }, (_, i) => ({ op: 'deleteElement', id: `n${i}` }))),
  bad('unknown op', [{ op: 'explode', id: 'a' }]),
  bad('missing id', [{ op: 'createNode', nodeType: 'service' }]),
  bad('unknown field', [{ op: 'moveElement', id: 'a', delta: { dx: 1, dy: 1 }, speed: 3 }]),
  bad('groupElements without children', [{ op: 'groupElements', id: 'g', children: [] }]),
  bad('bad asOf', [{ op: 'restoreRevision', asOf: 'last tuesday' }]),
  bad('not a list', { op: 'autoLayout' }),
];

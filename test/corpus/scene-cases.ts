/**
 * The validation corpus: documents with the diagnostics they must produce. Imported by
 * the Node tests (vitest), the JSON Schema agreement test (ajv) and the browser test, so
 * every environment checks the same documents. At least one valid and one invalid
 * document per rule.
 */
import { NODE_TYPES, SHAPES, EDGE_TYPES } from '../../schema/index.js';

export interface SceneCase {
  name: string;
  document: unknown;
  /** Whether validateScene must report no error. */
  valid: boolean;
  /** Codes that must appear (for invalid documents: exactly the set of error codes). */
  codes: string[];
  /** Whether the document satisfies the JSON Schema alone (ajv and valibot must agree). */
  schemaValid: boolean;
}

type Json = Record<string, unknown>;

const doc = (elements: unknown[], extra: Json = {}): Json => ({
  schemaVersion: '0.1',
  scene: { id: 'corpus' },
  elements,
  diagramFamily: 'architecture',
  ...extra,
});
const node = (id: string, extra: Json = {}): Json => ({ id, kind: 'node', nodeType: 'service', label: id.toUpperCase(), ...extra });
const edge = (id: string, from: string, to: string, extra: Json = {}): Json => ({ id, kind: 'edge', from: { elementId: from }, to: { elementId: to }, ...extra });
const at = (x: number, y: number, width = 150, height = 60): Json => ({ mode: 'absolute', x, y, width, height });
const place = (p: Json): Json => ({ mode: 'relative', place: p });
const PNG_1PX = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

function manyNodes(count: number): Json[] {
  return Array.from({ length: count }, (_, i) => node(`n${i}`));
}

function nested(depth: number): Json[] {
  const groups: Json[] = Array.from({ length: depth }, (_, i) => ({ id: `g${i}`, kind: 'group', children: i + 1 < depth ? [`g${i + 1}`] : ['leaf'] }));
  return [...groups, node('leaf')];
}

function deepJson(depth: number): Json {
  let value: Json = { end: true };
  for (let i = 0; i < depth; i++) value = { next: value };
  return value;
}

const valid = (name: string, document: unknown, codes: string[] = []): SceneCase => ({ name, document, valid: true, codes, schemaValid: true });
const invalid = (name: string, document: unknown, codes: string[], schemaValid: boolean): SceneCase => ({ name, document, valid: false, codes, schemaValid });

export const SCENE_CASES: SceneCase[] = [
  // ---- Valid documents ----
  valid('minimal-without-family', { schemaVersion: '0.1', scene: { id: 'm' }, elements: [] }, ['MISSING_DIAGRAM_FAMILY']),
  valid('architecture-full', doc([
    node('api', { shape: 'roundedRect', icon: 'server', ports: [{ id: 'out', side: 'right', offset: 0.5 }], textStyle: { wrap: 'word', align: 'left', verticalAlign: 'top' }, style: 'primary' }),
    node('db', { nodeType: 'database', layout: at(300, 40), style: { fill: '#eef', stroke: 'rgb(10 20 30)', strokeWidth: 2, dash: [4, 2], opacity: 0.9, fontWeight: 'bold' } }),
    node('queue', { nodeType: 'queue', icon: 'aws:sqs', zIndex: 2, locked: true, visible: true, metadata: { owner: 'team-a' }, extensions: { custom: 1 } }),
    edge('api-db', 'api', 'db', { label: 'reads', router: 'orthogonal', endpoints: { endArrow: 'triangle' }, edgeType: 'default', from: { elementId: 'api', portId: 'out' }, waypoints: [{ x: 10, y: 20 }] }),
    edge('api-queue', 'api', 'queue', { to: { elementId: 'queue', anchor: { side: 'top', offset: 0.25 } }, style: { forceLabel: true, labelBackground: '#fff' } }),
    { id: 'backend', kind: 'frame', title: 'Backend', children: ['api', 'db'], containerType: 'boundary' },
    { id: 'logical', kind: 'group', children: ['queue'], title: 'Async', layout: { padding: 8 } },
    edge('to-frame', 'queue', 'backend'),
  ], {
    styles: { primary: { fill: '#1f2937', textColor: 'white', cornerRadius: 6 } },
    palette: { background: '#ffffff', nodeFill: 'hsl(210 20% 98%)' },
    layoutStrategy: { algorithm: 'hierarchical', direction: 'LR', nodeSpacing: 40 },
    scene: { id: 'arch', title: 'Architecture', description: 'Services', units: 'px', canvas: { width: 800, height: 600, background: '#fff', grid: 10, snap: true }, viewport: { originX: 0, originY: 0, zoom: 1.5 }, defaults: { fontFamily: 'Inter, sans-serif', fontSize: 14, strokeWidth: 1, router: 'orthogonal' }, metadata: { createdBy: 'agent', createdAt: '2026-01-02T03:04:05Z', updatedAt: '2026-01-02T03:04:05.123+02:00', tags: ['a'], provenance: { tool: 'x' } }, brief: 'Backend services' },
  })),
  valid('workflow-pool-lanes', doc([
    node('start', { nodeType: 'workflow.start' }),
    node('task', { nodeType: 'workflow.task' }),
    node('gw', { nodeType: 'workflow.gateway' }),
    node('end', { nodeType: 'workflow.end' }),
    edge('f1', 'start', 'task', { edgeType: 'workflow.sequenceFlow' }),
    edge('f2', 'task', 'gw', { edgeType: 'workflow.sequenceFlow' }),
    edge('f3', 'gw', 'end', { edgeType: 'workflow.messageFlow', label: 'DONE [ok] / notify' }),
    { id: 'lane1', kind: 'frame', containerType: 'lane', title: 'Clerk', children: ['start', 'task'] },
    { id: 'lane2', kind: 'frame', containerType: 'lane', title: 'System', children: ['gw', 'end'] },
    { id: 'pool', kind: 'frame', containerType: 'pool', title: 'Order', children: ['lane1', 'lane2'], laneDirection: 'vertical' },
  ], { diagramFamily: 'workflow', layoutStrategy: { algorithm: 'flow' } })),
  valid('er-columns-both-forms', doc([
    node('customer', { nodeType: 'er.entity', extensions: { columns: [{ name: 'id', type: 'uuid', pk: true }, { name: 'email', type: 'text', unique: true }] } }),
    node('order', { nodeType: 'er.entity', extensions: { columns: [{ name: 'id', type: 'uuid', key: 'PK' }, { name: 'customer_id', type: 'uuid', key: 'FK', nullable: true }] } }),
    node('line', { nodeType: 'er.weakEntity' }),
    edge('places', 'customer', 'order', { edgeType: 'er.relationship', label: 'places', from: { elementId: 'customer', column: 'id', cardinality: 'one' }, to: { elementId: 'order', column: 'customer_id' } }),
    edge('has', 'order', 'line', { edgeType: 'er.identifying', to: { elementId: 'line', cardinality: 'one-or-many' } }),
  ], { diagramFamily: 'entityRelationship' })),
  valid('sequence-notes', doc([
    node('alice', { nodeType: 'sequence.actor' }),
    node('bob', { nodeType: 'sequence.lifeline' }),
    edge('m1', 'alice', 'bob', { edgeType: 'sequence.message', label: 'hello' }),
    node('n1', { nodeType: 'sequence.note', label: 'thinks', extensions: { anchor: 'bob' } }),
    edge('m2', 'bob', 'alice', { edgeType: 'sequence.reply' }),
    node('n2', { nodeType: 'sequence.note', extensions: { anchor: ['alice', 'bob'] } }),
    edge('self', 'bob', 'bob', { edgeType: 'sequence.async' }),
    { id: 'loop', kind: 'frame', containerType: 'fragment', title: 'loop [retry]', children: ['m2', 'self'] },
  ], { diagramFamily: 'sequence', extensions: { showLifelineFeet: false } })),
  valid('network-org-uiflow', doc([
    node('fw', { nodeType: 'network.firewall' }),
    node('srv', { nodeType: 'network.server' }),
    edge('e1', 'fw', 'srv', { edgeType: 'network.dataFlow' }),
    node('ceo', { nodeType: 'org.person' }),
    node('cto', { nodeType: 'org.role' }),
    edge('r1', 'ceo', 'cto', { edgeType: 'org.directReport' }),
    node('home', { nodeType: 'uiflow.screen' }),
    node('login', { nodeType: 'uiflow.modal' }),
    edge('nav', 'home', 'login', { edgeType: 'uiflow.navigate' }),
  ], { diagramFamily: 'network' })),
  valid('text-image-guide', doc([
    { id: 'caption', kind: 'text', text: 'Hello\nworld', layout: at(10, 10, 200, 40), textStyle: { align: 'right' } },
    { id: 'logo', kind: 'image', assetRef: 'logo', x: 300, y: 10, width: 64, height: 64 },
    { id: 'g1', kind: 'guide', orientation: 'vertical', position: 120 },
    edge('caption-logo', 'caption', 'logo'),
  ], { assets: { logo: { mimeType: 'image/png', data: PNG_1PX, width: 1, height: 1, title: 'Logo' } } })),
  valid('relative-layouts', doc([
    node('a', { layout: at(100, 100) }),
    node('b', { layout: place({ below: 'a', gap: 20, alignX: 'left' }) }),
    node('c', { layout: { mode: 'relative', place: { rightOf: 'b', alignY: 'center' }, preferredSize: { width: 80, height: 40 } } }),
    node('d', { layout: place({ above: 'a' }) }),
    node('e', { layout: place({ leftOf: 'a', gap: 5 }) }),
    { id: 'box', kind: 'frame', children: ['f'], layout: at(400, 400, 300, 200) },
    node('f', { layout: place({ inside: 'box', alignX: 'center', alignY: 'top' }) }),
  ])),
  valid('all-constraints', doc([node('a'), node('b'), node('c'), { id: 'fr', kind: 'frame', children: ['a', 'b', 'c'] }], {
    constraints: [
      { id: 'c1', type: 'align', axis: 'x', elements: ['a', 'b'], alignment: 'start' },
      { id: 'c2', type: 'distribute', axis: 'y', elements: ['a', 'b', 'c'] },
      { id: 'c3', type: 'sameSize', elements: ['a', 'b'], dimension: 'width' },
      { id: 'c4', type: 'stack', axis: 'y', elements: ['a', 'b'], gap: 10 },
      { id: 'c5', type: 'centerIn', container: 'fr', elements: ['c'] },
      { id: 'c6', type: 'contain', container: 'fr', elements: ['a', 'b'], padding: 12 },
      { id: 'c7', type: 'grid', elements: ['a', 'b', 'c'], columns: 2, gapX: 10 },
      { id: 'c8', type: 'minGap', elements: ['a', 'c'], gap: 30 },
      { id: 'c9', type: 'noOverlap', elements: ['a', 'b', 'c'] },
      { id: 'c10', type: 'order', axis: 'x', source: 'a', target: 'b' },
    ],
  })),
  valid('layout-shorthand', doc([node('a', { x: 10, y: 20 }), node('b', { width: 200, height: 80 })])),
  valid('column-not-found-warns', doc([
    node('t1', { nodeType: 'er.entity', extensions: { columns: [{ name: 'id', pk: true }] } }),
    node('t2', { nodeType: 'er.entity' }),
    edge('rel', 't1', 't2', { from: { elementId: 't1', column: 'missing' } }),
  ], { diagramFamily: 'entityRelationship' }), ['EDGE_COLUMN_NOT_FOUND']),
  valid('every-node-type-and-shape', doc([
    ...NODE_TYPES.map((nodeType, i) => node(`t${i}`, { nodeType })),
    ...SHAPES.map((shape) => node(`s-${shape}`, { shape })),
  ])),
  valid('every-edge-type', doc([node('a'), node('b'), ...EDGE_TYPES.map((edgeType, i) => edge(`e${i}`, 'a', 'b', { edgeType }))])),
  valid('unicode-labels', doc([node('emoji', { label: '🚀 Launch ✓' }), node('rtl', { label: 'مرحبا بالعالم' }), node('cjk', { label: '数据库' }), node('markup', { label: '<script>alert(1)</script> & "quotes"' })])),
  valid('exactly-1000-elements', doc(manyNodes(1000))),
  valid('deep-nesting-at-limit', doc(nested(32))),
  valid('editor-schema-pointer', { $schema: 'https://dsp.dev/schemas/scene.json', ...doc([node('a')]) }),

  // ---- Invalid: the shape of the document ----
  invalid('not-an-object', [1, 2, 3], ['WRONG_TYPE'], false),
  invalid('missing-scene', { schemaVersion: '0.1', elements: [] }, ['REQUIRED_FIELD_MISSING'], false),
  invalid('schema-pointer-not-a-string', { ...doc([]), $schema: 1 }, ['WRONG_TYPE'], false),
  invalid('unknown-top-level-field', { ...doc([]), layout: {} }, ['UNKNOWN_FIELD'], false),
  invalid('unknown-element-field', doc([{ ...node('a'), lable: 'typo' }]), ['UNKNOWN_FIELD'], false),
  invalid('wrong-type', doc([node('a', { layout: { ...at(0, 0), x: '10' } })]), ['WRONG_TYPE'], false),
  invalid('bad-node-type', doc([node('a', { nodeType: 'servic' })]), ['INVALID_VALUE'], false),
  invalid('unknown-kind', doc([{ id: 'a', kind: 'box' }]), ['UNKNOWN_ELEMENT_KIND'], false),
  invalid('unknown-constraint-type', doc([node('a'), node('b')], { constraints: [{ id: 'c', type: 'glue', elements: ['a', 'b'] }] }), ['UNKNOWN_CONSTRAINT_TYPE'], false),
  invalid('negative-size', doc([node('a', { layout: at(0, 0, -5, 10) })]), ['OUT_OF_RANGE'], false),
  invalid('fractional-z-index', doc([node('a', { zIndex: 1.5 })]), ['NOT_AN_INTEGER'], false),
  invalid('id-with-space', doc([node('a b')]), ['INVALID_ID'], false),
  invalid('id-too-long', doc([node('x'.repeat(257))]), ['INVALID_ID'], false),
  invalid('schema-version', { ...doc([]), schemaVersion: '0.2' }, ['SCHEMA_VERSION_UNSUPPORTED'], false),
  invalid('colour-url', doc([node('a', { style: { fill: 'url(https://evil.example/x)' } })]), ['COLOUR_INVALID'], false),
  invalid('label-too-long', doc([node('a', { label: 'x'.repeat(20_001) })]), ['TEXT_TOO_LONG'], false),
  invalid('brief-too-long', { ...doc([]), scene: { id: 's', brief: 'b'.repeat(1001) } }, ['BRIEF_TOO_LONG'], false),
  invalid('too-many-elements', doc(manyNodes(1001)), ['TOO_MANY_ELEMENTS'], false),
  invalid('constraint-too-few', doc([node('a')], { constraints: [{ id: 'c', type: 'align', axis: 'x', elements: ['a'] }] }), ['CONSTRAINT_TOO_FEW_ELEMENTS'], false),
  invalid('icon-invalid', doc([node('a', { icon: 'javascript:alert(1)' })]), ['ICON_INVALID'], false),
  invalid('timestamp-invalid', { ...doc([]), scene: { id: 's', metadata: { createdAt: 'yesterday' } } }, ['TIMESTAMP_INVALID'], false),
  invalid('note-anchor-one-item-list', doc([node('l', { nodeType: 'sequence.lifeline' }), node('n', { nodeType: 'sequence.note', extensions: { anchor: ['l'] } })], { diagramFamily: 'sequence' }), ['NOTE_ANCHOR_INVALID'], false),
  invalid('asset-data-invalid', doc([], { assets: { a: { mimeType: 'image/png', data: 'data:image/png;base64,AAAA' } } }), ['ASSET_DATA_INVALID'], false),
  invalid('svg-asset-refused', doc([], { assets: { a: { mimeType: 'image/svg+xml', data: 'PHN2Zz4=' } } }), ['INVALID_VALUE'], false),
  invalid('missing-required-node-type', doc([{ id: 'a', kind: 'node' }]), ['REQUIRED_FIELD_MISSING'], false),

  // ---- Invalid: semantic rules ----
  invalid('duplicate-element-id', doc([node('a'), node('a')]), ['DUPLICATE_ID'], true),
  invalid('duplicate-constraint-id', doc([node('a'), node('b')], { constraints: [{ id: 'c', type: 'noOverlap', elements: ['a', 'b'] }, { id: 'c', type: 'minGap', elements: ['a', 'b'], gap: 4 }] }), ['DUPLICATE_ID'], true),
  invalid('edge-endpoint-missing', doc([node('a'), edge('e', 'a', 'ghost')]), ['EDGE_ENDPOINT_NOT_FOUND'], true),
  invalid('edge-to-edge', doc([node('a'), node('b'), edge('e1', 'a', 'b'), edge('e2', 'a', 'e1')]), ['EDGE_ENDPOINT_KIND_INVALID'], true),
  invalid('edge-to-guide', doc([node('a'), { id: 'g', kind: 'guide', orientation: 'horizontal', position: 5 }, edge('e', 'a', 'g')]), ['EDGE_ENDPOINT_KIND_INVALID'], true),
  invalid('port-on-frame', doc([node('a'), { id: 'f', kind: 'frame', children: [] }, edge('e', 'a', 'f', { to: { elementId: 'f', portId: 'p' } })]), ['EDGE_ENDPOINT_KIND_INVALID'], true),
  invalid('port-and-anchor', doc([node('a', { ports: [{ id: 'p', side: 'left' }] }), node('b'), edge('e', 'a', 'b', { from: { elementId: 'a', portId: 'p', anchor: { side: 'left', offset: 0 } } })]), ['ENDPOINT_PORT_AND_ANCHOR'], true),
  invalid('port-not-found', doc([node('a', { ports: [{ id: 'p', side: 'left' }] }), node('b'), edge('e', 'a', 'b', { from: { elementId: 'a', portId: 'q' } })]), ['PORT_NOT_FOUND'], true),
  invalid('duplicate-port-id', doc([node('a', { ports: [{ id: 'p', side: 'left' }, { id: 'p', side: 'right' }] })]), ['DUPLICATE_PORT_ID'], true),
  invalid('child-not-found', doc([{ id: 'g', kind: 'group', children: ['nobody'] }]), ['CHILD_NOT_FOUND'], true),
  invalid('edge-in-generic-frame', doc([node('a'), node('b'), edge('e', 'a', 'b'), { id: 'f', kind: 'frame', children: ['e'] }]), ['CHILD_KIND_INVALID'], true),
  invalid('child-is-guide', doc([{ id: 'gd', kind: 'guide', orientation: 'vertical', position: 1 }, { id: 'f', kind: 'frame', children: ['gd'] }]), ['CHILD_KIND_INVALID'], true),
  invalid('containment-cycle', doc([{ id: 'f1', kind: 'frame', children: ['f2'] }, { id: 'f2', kind: 'frame', children: ['f1'] }]), ['CONTAINMENT_CYCLE'], true),
  invalid('element-in-two-groups', doc([node('a'), { id: 'g1', kind: 'group', children: ['a'] }, { id: 'g2', kind: 'group', children: ['a'] }]), ['ELEMENT_IN_MULTIPLE_GROUPS'], true),
  invalid('element-in-two-frames', doc([node('a'), { id: 'f1', kind: 'frame', children: ['a'] }, { id: 'f2', kind: 'frame', children: ['a'] }]), ['ELEMENT_IN_MULTIPLE_FRAMES'], true),
  invalid('nesting-too-deep', doc(nested(33)), ['NESTING_TOO_DEEP'], true),
  invalid('place-target-missing', doc([node('a', { layout: place({ below: 'ghost' }) })]), ['PLACE_TARGET_NOT_FOUND'], true),
  invalid('place-two-directions', doc([node('a'), node('b', { layout: place({ below: 'a', rightOf: 'a' }) })]), ['PLACE_TARGET_COUNT'], true),
  invalid('place-against-edge', doc([node('a'), node('b'), edge('e', 'a', 'b'), node('c', { layout: place({ below: 'e' }) })]), ['PLACE_TARGET_KIND_INVALID'], true),
  invalid('relative-cycle', doc([node('a', { layout: place({ below: 'b' }) }), node('b', { layout: place({ below: 'a' }) })]), ['RELATIVE_LAYOUT_CYCLE'], true),
  invalid('layout-and-shorthand', doc([node('a', { layout: at(0, 0), x: 5 })]), ['LAYOUT_SHORTHAND_CONFLICT'], true),
  invalid('text-without-layout', doc([{ id: 't', kind: 'text', text: 'floating' }]), ['LAYOUT_REQUIRED'], true),
  invalid('style-not-found', doc([node('a', { style: 'missing' })]), ['STYLE_NOT_FOUND'], true),
  invalid('asset-not-found', doc([{ id: 'i', kind: 'image', assetRef: 'nope', layout: at(0, 0) }]), ['ASSET_NOT_FOUND'], true),
  invalid('note-anchor-missing', doc([node('n', { nodeType: 'sequence.note', extensions: { anchor: 'ghost' } })], { diagramFamily: 'sequence' }), ['NOTE_ANCHOR_NOT_FOUND'], true),
  invalid('note-anchor-not-lifeline', doc([node('x'), node('n', { nodeType: 'sequence.note', extensions: { anchor: 'x' } })], { diagramFamily: 'sequence' }), ['NOTE_ANCHOR_KIND_INVALID'], true),
  invalid('constraint-member-missing', doc([node('a')], { constraints: [{ id: 'c', type: 'align', axis: 'y', elements: ['a', 'ghost'] }] }), ['CONSTRAINT_MEMBER_NOT_FOUND'], true),
  invalid('constraint-member-edge', doc([node('a'), node('b'), edge('e', 'a', 'b')], { constraints: [{ id: 'c', type: 'align', axis: 'y', elements: ['a', 'e'] }] }), ['CONSTRAINT_MEMBER_KIND_INVALID'], true),
  invalid('order-self-reference', doc([node('a')], { constraints: [{ id: 'c', type: 'order', axis: 'x', source: 'a', target: 'a' }] }), ['CONSTRAINT_SELF_REFERENCE'], true),
  invalid('lone-surrogate', doc([node('a', { label: 'bad \ud800 text' })]), ['INVALID_UNICODE'], true),
  invalid('json-too-deep', doc([node('a', { metadata: deepJson(80) })]), ['JSON_TOO_DEEP'], true),
  invalid('many-problems-at-once', doc([
    node('a'), node('a'), { ...node('b'), nodeType: 'nope' }, edge('e', 'a', 'ghost'), { id: 'g', kind: 'group', children: ['missing'] },
  ], { constraints: [{ id: 'k', type: 'order', axis: 'x', source: 'a', target: 'phantom' }] }), ['DUPLICATE_ID', 'INVALID_VALUE', 'EDGE_ENDPOINT_NOT_FOUND', 'CHILD_NOT_FOUND', 'CONSTRAINT_MEMBER_NOT_FOUND'], false),
];

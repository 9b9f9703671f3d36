import { SHAPES, EDGE_TYPES, ARROWHEADS, type ElementInput, type SceneDocumentInput } from '../../../schema/index.js';
import type { ThemeName } from '../../../engine/render/index.js';

/**
 * The renderer's golden corpus: small scene documents, one per generic drawing feature.
 * Node lays each out (layoutScene), keeps the laid-out scene as a golden JSON and the
 * drawing as a golden SVG (test/golden/render/<name>.*); the browser test draws the same
 * laid-out JSON in Chromium and must write the same bytes.
 */
export interface RenderCorpusCase {
  name: string;
  document: SceneDocumentInput;
  theme?: ThemeName;
  stamp?: string;
  /** The older version, for a colour diff against it. */
  from?: SceneDocumentInput;
}

type Json = Record<string, unknown>;

function doc(id: string, elements: Json[], extra: Json = {}): SceneDocumentInput {
  const { scene, ...rest } = extra;
  return { schemaVersion: '0.1', scene: { id, ...(scene as Json | undefined) }, ...rest, elements: elements as ElementInput[] } as SceneDocumentInput;
}
const node = (id: string, nodeType: string, label: string, extra: Json = {}): Json => ({ kind: 'node', id, nodeType, label, ...extra });
const edge = (id: string, from: string, to: string, extra: Json = {}): Json => ({ kind: 'edge', id, from: { elementId: from }, to: { elementId: to }, ...extra });
const at = (x: number, y: number, width: number, height: number): Json => ({ mode: 'absolute', x, y, width, height });
const PNG_1PX = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** A typical small flowchart: a decision, a database, plain and tiered labels, a curved edge back. */
const flowchart: SceneDocumentInput = doc('flowchart', [
  node('receive', 'service', 'Receive order'),
  node('valid', 'decision', 'Valid?'),
  node('store', 'database', 'Orders DB'),
  node('reject', 'generic', 'Reject order'),
  node('notify', 'service', 'Notify customer'),
  edge('e1', 'receive', 'valid'),
  edge('e2', 'valid', 'store', { label: 'yes' }),
  edge('e3', 'valid', 'reject', { label: 'no' }),
  edge('e4', 'store', 'notify', { label: 'saved [email set] / send mail' }),
  edge('e5', 'reject', 'receive', { label: 'retry', router: 'curved' }),
], { scene: { title: 'Order intake', description: 'Orders are checked, then stored or rejected.' }, layoutStrategy: { algorithm: 'hierarchical' } });

/** Every shape once (ports on the first), in a grid: drawn once per theme. */
const shapes = (theme: ThemeName): RenderCorpusCase => ({
  name: `shapes-${theme}`,
  theme,
  document: doc(`shapes-${theme}`, SHAPES.map((shape, i) => node(`shape-${shape}`, 'generic', shape, {
    shape,
    layout: at(20 + (i % 4) * 170, 20 + Math.floor(i / 4) * 100, 140, 70),
    ...(i === 0 ? { ports: [{ id: 'in', side: 'left', offset: 0.5 }, { id: 'out', side: 'right', offset: 0.5 }] } : {}),
  })), { scene: { title: `Shapes in the ${theme} theme` } }),
});

/** The 17 edge types with their default heads and dashes, then each arrowhead through endpoints at both ends. */
function edgeTypes(): SceneDocumentInput {
  const rows = [
    ...EDGE_TYPES.map((type) => ({ key: type, label: type, extra: type === 'default' ? {} : { edgeType: type } })),
    ...ARROWHEADS.map((head) => ({ key: `head-${head}`, label: `endpoints ${head}`, extra: { endpoints: { startArrow: head, endArrow: head } } })),
  ];
  const elements = rows.flatMap((row, i) => {
    const id = row.key.replace(/\./g, '-');
    const y = 20 + i * 40;
    return [
      node(`${id}-a`, 'generic', '', { layout: at(20, y, 30, 24) }),
      node(`${id}-b`, 'generic', '', { layout: at(380, y, 30, 24) }),
      edge(id, `${id}-a`, `${id}-b`, { label: row.label, router: 'straight', ...row.extra }),
    ];
  });
  return doc('edge-types', elements);
}

/** A pool with two lanes, a coloured frame holding a white one (rule 9) and a package frame. */
const frames: SceneDocumentInput = doc('frames', [
  { kind: 'frame', id: 'pool', title: 'Order process', containerType: 'pool', laneDirection: 'horizontal', children: ['sales', 'warehouse'] },
  { kind: 'frame', id: 'sales', title: 'Sales', containerType: 'lane', children: ['take'] },
  { kind: 'frame', id: 'warehouse', title: 'Warehouse', containerType: 'lane', children: ['ship'] },
  { kind: 'frame', id: 'backend', title: 'Backend', style: { fill: '#dbeafe' }, children: ['cache'] },
  { kind: 'frame', id: 'cache', title: 'Cache', style: { fill: '#ffffff' }, children: ['redis'] },
  { kind: 'frame', id: 'lib', title: 'Library', containerType: 'package', children: ['sdk'] },
  node('take', 'process', 'Take order'),
  node('ship', 'process', 'Ship order'),
  node('redis', 'service', 'Redis'),
  node('sdk', 'service', 'SDK'),
  edge('handover', 'take', 'ship'),
  edge('uses', 'ship', 'redis'),
], { layoutStrategy: { algorithm: 'hierarchical', direction: 'LR' } });

/** Architecture autoGroup: a band per nodeType behind its nodes. */
const bands: SceneDocumentInput = doc('bands', [
  node('web', 'service', 'Web'),
  node('api', 'service', 'API'),
  node('orders', 'database', 'Orders'),
  node('users', 'database', 'Users'),
  edge('w-a', 'web', 'api'),
  edge('a-o', 'api', 'orders'),
  edge('a-u', 'api', 'users'),
], { diagramFamily: 'architecture', extensions: { autoGroup: 'byNodeType' } });

/** Text elements (plain and boxed), an embedded image, two guides. */
const annotations: SceneDocumentInput = doc('annotations', [
  { kind: 'text', id: 'heading', text: 'Quarterly architecture', style: { fontSize: 18, fontWeight: 'bold' }, textStyle: { align: 'left' }, layout: at(20, 20, 300, 30) },
  { kind: 'text', id: 'note', text: 'Boxed note that wraps onto a second line', style: { fill: '#fef9c3', stroke: '#ca8a04' }, textStyle: { wrap: 'word' }, layout: at(20, 70, 160, 50) },
  { kind: 'image', id: 'logo', assetRef: 'logo', layout: at(220, 70, 40, 40) },
  { kind: 'guide', id: 'h', orientation: 'horizontal', position: 140 },
  { kind: 'guide', id: 'v', orientation: 'vertical', position: 200 },
], { assets: { logo: { mimeType: 'image/png', data: PNG_1PX, title: 'Logo' } }, scene: { canvas: { width: 360, height: 170 } } });

/** The cascade: palette, scene defaults, a named style (dark fill, white text), inline styles, opacity, dash, a dark label background. */
const styles: SceneDocumentInput = doc('styles', [
  node('plain', 'service', 'Palette fill'),
  node('named', 'service', 'Named style', { style: 'primary' }),
  node('inline', 'service', 'Inline fill', { style: { fill: '#fde68a' } }),
  node('coloured', 'service', 'Own text colour', { style: { fill: '#1e293b', textColor: '#f472b6' } }),
  node('faded', 'service', 'Half opacity', { style: { opacity: 0.5, dash: [4, 2], strokeWidth: 3 } }),
  edge('link', 'plain', 'named', { label: 'dark label', style: { labelBackground: '#111827', stroke: 'hsl(0 70% 45%)' } }),
  edge('link2', 'named', 'inline'),
  edge('link3', 'named', 'coloured'),
  edge('link4', 'named', 'faded'),
], {
  scene: { defaults: { strokeWidth: 2, fontSize: 13 } },
  styles: { primary: { fill: '#1d4ed8', stroke: 'rgb(30 58 138)' } },
  palette: { nodeFill: '#ecfeff', nodeStroke: '#0e7490', edgeStroke: 'teal' },
});

/** A dark canvas and no theme: rule 2 picks the dark theme. */
const autoDark: SceneDocumentInput = doc('auto-dark', [
  node('a', 'service', 'On a dark canvas'),
  node('b', 'database', 'Store'),
  edge('ab', 'a', 'b', { label: 'writes' }),
], { scene: { canvas: { background: '#101014' } } });

/** Overlapping placed elements: zIndex over layers, document order among equals, invisible ones left out. */
const paintOrder: SceneDocumentInput = doc('paint-order', [
  node('top', 'service', 'zIndex 2', { zIndex: 2, style: { fill: '#bbf7d0' }, layout: at(90, 40, 150, 60) }),
  node('bottom', 'service', 'zIndex 0', { style: { fill: '#fecaca' }, layout: at(20, 20, 150, 60) }),
  node('hidden', 'service', 'Hidden', { visible: false, layout: at(40, 130, 150, 60) }),
  node('right', 'service', 'Right', { layout: at(320, 140, 100, 50) }),
  { kind: 'frame', id: 'behind', title: 'Frame at -1', zIndex: -1, layout: at(10, 10, 250, 110) },
  { kind: 'text', id: 'caption', text: 'Caption above the edge', layout: at(200, 150, 160, 20) },
  edge('through', 'bottom', 'right'),
]);

const diffBefore: SceneDocumentInput = doc('diff', [
  node('api', 'service', 'API', { layout: at(120, 20, 150, 60) }),
  node('db', 'database', 'DB', { layout: at(20, 160, 150, 70) }),
  node('cache', 'service', 'Cache', { layout: at(220, 160, 150, 60) }),
  edge('api-db', 'api', 'db'),
  edge('api-cache', 'api', 'cache'),
]);

const diffAfter: SceneDocumentInput = doc('diff', [
  node('api', 'service', 'API', { layout: at(120, 20, 150, 60) }),
  node('db', 'database', 'Orders DB', { layout: at(20, 160, 150, 70) }),
  node('queue', 'queue', 'Queue', { layout: at(420, 160, 150, 60) }),
  edge('api-db', 'api', 'db'),
  edge('api-queue', 'api', 'queue'),
]);

const stamped: SceneDocumentInput = doc('stamped', [node('only', 'service', 'Only node')], { scene: { title: 'Stamped' } });

/** Every case of the corpus. */
export const RENDER_CORPUS: readonly RenderCorpusCase[] = [
  { name: 'flowchart', document: flowchart },
  { name: 'flowchart-dark', document: flowchart, theme: 'dark' },
  ...(['clean', 'dark', 'blueprint', 'sketch'] as const).map(shapes),
  { name: 'edge-types', document: edgeTypes() },
  { name: 'frames', document: frames },
  { name: 'bands', document: bands },
  { name: 'annotations', document: annotations },
  { name: 'styles', document: styles },
  { name: 'auto-dark', document: autoDark },
  { name: 'paint-order', document: paintOrder },
  { name: 'diff', document: diffAfter, from: diffBefore, stamp: 'https://dsp.example/v1/images/dgm_7Qx2@4.svg' },
  { name: 'stamped', document: stamped, stamp: 'https://dsp.example/v1/images/dgm_7Qx2@12.svg' },
];

import type { NodeType, Shape } from '../../schema/index.js';

/**
 * Mermaid node shapes and their nearest DSP shape. Each entry is named by Mermaid's short
 * name (the `A@{ shape: name }` form, v11.3+); `brackets` is the classic syntax when there
 * is one. `exact` entries draw the same in DSP; the others are approximations and produce
 * MERMAID_APPROXIMATED, and the Mermaid name is kept in the node's
 * `extensions.mermaid.shape` so toMermaid writes the same Mermaid shape back.
 *
 * | Mermaid                         | DSP shape     | nodeType  |
 * |---------------------------------|---------------|-----------|
 * | A[rect], A, rect                | rect          | generic   |
 * | A(rounded), rounded             | roundedRect   | generic   |
 * | A([stadium]), stadium           | pill          | generic   |
 * | A[[subroutine]], fr-rect        | rect ~        | generic   |
 * | A[(database)], cyl              | cylinder      | database  |
 * | lin-cyl, h-cyl, datastore       | cylinder ~    | storage   |
 * | A((circle)), circle             | ellipse       | generic   |
 * | A(((double))), dbl-circ, *-circ | ellipse ~     | generic   |
 * | A>odd], odd                     | rect ~        | generic   |
 * | A{rhombus}, diam                | diamond       | decision  |
 * | A{{hexagon}}, hex               | hexagon       | generic   |
 * | A[/lean right/], lean-r         | parallelogram | generic   |
 * | A[\lean left\], A[/trap\], A[\inv trap/], lean-l, trap-b, trap-t, sl-rect | parallelogram ~ | generic |
 * | doc, docs, lin-doc, tag-doc     | rect ~        | document  |
 * | brace, brace-r, braces          | textBox ~     | note      |
 * | text                            | textBox       | generic   |
 * | cloud                           | cloud         | generic   |
 * | st-rect (stacked)               | box3d ~       | generic   |
 * | delay                           | roundedRect ~ | generic   |
 * | notch-pent                      | hexagon ~     | generic   |
 * | bang                            | cloud ~       | generic   |
 * | every other named shape         | rect ~        | generic   |
 * (~ = approximated)
 */
export interface MermaidShape {
  name: string;
  aliases: readonly string[];
  dsp: Shape;
  nodeType: NodeType;
  exact: boolean;
  /** Opening and closing brackets of the classic syntax, e.g. ['[(', ')]']. */
  brackets?: readonly [string, string];
}

const shape = (name: string, dsp: Shape, aliases: readonly string[] = [], extra: Partial<MermaidShape> = {}): MermaidShape =>
  ({ name, aliases, dsp, nodeType: 'generic', exact: false, ...extra });

export const MERMAID_SHAPES: readonly MermaidShape[] = [
  shape('rect', 'rect', ['rectangle', 'proc', 'process', 'square'], { exact: true, brackets: ['[', ']'] }),
  shape('rounded', 'roundedRect', ['event', 'round'], { exact: true, brackets: ['(', ')'] }),
  shape('stadium', 'pill', ['pill', 'terminal'], { exact: true, brackets: ['([', '])'] }),
  shape('fr-rect', 'rect', ['subprocess', 'subproc', 'framed-rectangle', 'subroutine'], { brackets: ['[[', ']]'] }),
  shape('cyl', 'cylinder', ['cylinder', 'database', 'db'], { exact: true, nodeType: 'database', brackets: ['[(', ')]'] }),
  shape('circle', 'ellipse', ['circ'], { exact: true, brackets: ['((', '))'] }),
  shape('dbl-circ', 'ellipse', ['double-circle', 'doublecircle'], { brackets: ['(((', ')))'] }),
  shape('odd', 'rect', [], { brackets: ['>', ']'] }),
  shape('diam', 'diamond', ['diamond', 'question', 'decision', 'rhombus'], { exact: true, nodeType: 'decision', brackets: ['{', '}'] }),
  shape('hex', 'hexagon', ['hexagon', 'prepare'], { exact: true, brackets: ['{{', '}}'] }),
  shape('lean-r', 'parallelogram', ['lean-right', 'in-out', 'lean_right'], { exact: true, brackets: ['[/', '/]'] }),
  shape('lean-l', 'parallelogram', ['lean-left', 'out-in', 'lean_left'], { brackets: ['[\\', '\\]'] }),
  shape('trap-b', 'parallelogram', ['trapezoid-bottom', 'priority', 'trapezoid'], { brackets: ['[/', '\\]'] }),
  shape('trap-t', 'parallelogram', ['trapezoid-top', 'manual', 'inv-trapezoid', 'inv_trapezoid'], { brackets: ['[\\', '/]'] }),
  shape('text', 'textBox', [], { exact: true }),
  shape('cloud', 'cloud', [], { exact: true }),
  shape('st-rect', 'box3d', ['procs', 'processes', 'stacked-rectangle']),
  shape('lin-cyl', 'cylinder', ['disk', 'lined-cylinder'], { nodeType: 'storage' }),
  shape('h-cyl', 'cylinder', ['das', 'horizontal-cylinder'], { nodeType: 'storage' }),
  shape('datastore', 'cylinder', ['data-store'], { nodeType: 'storage' }),
  shape('doc', 'rect', ['document'], { nodeType: 'document' }),
  shape('docs', 'rect', ['documents', 'st-doc', 'stacked-document'], { nodeType: 'document' }),
  shape('lin-doc', 'rect', ['lined-document'], { nodeType: 'document' }),
  shape('tag-doc', 'rect', ['tagged-document'], { nodeType: 'document' }),
  shape('brace', 'textBox', ['comment', 'brace-l'], { nodeType: 'note' }),
  shape('brace-r', 'textBox', [], { nodeType: 'note' }),
  shape('braces', 'textBox', [], { nodeType: 'note' }),
  shape('sm-circ', 'ellipse', ['start', 'small-circle']),
  shape('fr-circ', 'ellipse', ['stop', 'framed-circle']),
  shape('f-circ', 'ellipse', ['junction', 'filled-circle']),
  shape('cross-circ', 'ellipse', ['summary', 'crossed-circle']),
  shape('delay', 'roundedRect', ['half-rounded-rectangle']),
  shape('notch-pent', 'hexagon', ['loop-limit', 'notched-pentagon']),
  shape('bang', 'cloud'),
  shape('notch-rect', 'rect', ['card', 'notched-rectangle']),
  shape('lin-rect', 'rect', ['lin-proc', 'lined-process', 'lined-rectangle', 'shaded-process']),
  shape('div-rect', 'rect', ['div-proc', 'divided-rectangle', 'divided-process']),
  shape('tag-rect', 'rect', ['tag-proc', 'tagged-rectangle', 'tagged-process']),
  shape('win-pane', 'rect', ['internal-storage', 'window-pane']),
  shape('curv-trap', 'rect', ['display', 'curved-trapezoid']),
  shape('bow-rect', 'rect', ['stored-data', 'bow-tie-rectangle']),
  shape('flip-tri', 'rect', ['manual-file', 'flipped-triangle']),
  shape('tri', 'rect', ['extract', 'triangle']),
  shape('sl-rect', 'parallelogram', ['manual-input', 'sloped-rectangle']),
  shape('hourglass', 'rect', ['collate']),
  shape('bolt', 'rect', ['com-link', 'lightning-bolt']),
  shape('flag', 'rect', ['paper-tape']),
  shape('fork', 'rect', ['join']),
];

const BY_NAME: ReadonlyMap<string, MermaidShape> = new Map(
  MERMAID_SHAPES.flatMap((entry) => [entry.name, ...entry.aliases].map((name) => [name, entry] as const)).reverse(),
);

/** The shape a Mermaid short name or alias stands for (case-insensitive). */
export function mermaidShapeNamed(name: string): MermaidShape | undefined {
  return BY_NAME.get(name.trim().toLowerCase());
}

/** The classic bracket forms, longest opener first (the order a reader must try them). */
export const BRACKET_SHAPES: ReadonlyArray<MermaidShape & { brackets: readonly [string, string] }> = MERMAID_SHAPES
  .filter((entry): entry is MermaidShape & { brackets: readonly [string, string] } => entry.brackets !== undefined)
  .sort((a, b) => b.brackets[0].length - a.brackets[0].length);

/** The Mermaid shape toMermaid writes for a DSP shape (bucket and iconBox have none of their own). */
const CANONICAL: Record<Shape, string> = {
  rect: 'rect',
  roundedRect: 'rounded',
  pill: 'stadium',
  ellipse: 'circle',
  diamond: 'diam',
  cylinder: 'cyl',
  hexagon: 'hex',
  parallelogram: 'lean-r',
  cloud: 'cloud',
  textBox: 'text',
  box3d: 'st-rect',
  bucket: 'cyl',
  iconBox: 'rect',
};

/** The Mermaid shape to write for a DSP shape, honouring a kept Mermaid name when it still fits. */
export function mermaidShapeFor(dsp: Shape, keptName: unknown): MermaidShape {
  if (typeof keptName === 'string') {
    const kept = mermaidShapeNamed(keptName);
    if (kept && kept.dsp === dsp) return kept;
  }
  return mermaidShapeNamed(CANONICAL[dsp]) as MermaidShape;
}

/** DSP shapes that Mermaid draws as another shape (a note for toMermaid). */
export const SHAPES_WITHOUT_MERMAID_FORM: ReadonlySet<Shape> = new Set(['bucket', 'iconBox', 'box3d']);

/** The shape a node draws with when `shape` is omitted (spec: Node, default shapes). */
export function defaultShapeOf(nodeType: NodeType): Shape {
  switch (nodeType) {
    case 'er.attribute':
    case 'workflow.start': case 'workflow.end': case 'workflow.timer': case 'workflow.error':
    case 'workflow.intermediateTimer': case 'workflow.intermediateMessage': case 'workflow.intermediateError':
    case 'workflow.intermediateThrowMessage': case 'workflow.terminate': case 'workflow.messageStart': case 'workflow.messageEnd':
    case 'event': case 'uiflow.entry': case 'uiflow.exit':
      return 'ellipse';
    case 'er.relationship':
    case 'workflow.gateway': case 'workflow.gatewayParallel': case 'workflow.gatewayInclusive': case 'workflow.gatewayEvent':
    case 'workflow.decision': case 'decision':
      return 'diamond';
    case 'workflow.task': case 'workflow.subprocess':
    case 'service': case 'actor': case 'queue': case 'externalSystem': case 'process':
    case 'org.person': case 'org.role': case 'uiflow.screen': case 'uiflow.modal':
      return 'roundedRect';
    case 'database': case 'storage':
      return 'cylinder';
    case 'objectStorage':
      return 'bucket';
    case 'network.cloud':
      return 'cloud';
    case 'iconNode':
      return 'iconBox';
    default:
      return 'rect';
  }
}

/**
 * The same graph as Graphviz DOT, for the dot baseline: every node at the size our layout
 * gave it (fixedsize; a workflow glyph as tall and wide as glyph and outside label
 * together, as ELK is told too), every edge label a fixed-size box of our label's size,
 * ER tables as HTML tables with a port per column row (edges attach to their rows, on the
 * side dot picks), frames, groups and autoGroup bands as clusters (titles as fixed-size
 * boxes), declared ports as compass points of their side, edges to frames through
 * `lhead`/`ltail`, our node and rank spacing, and the scene's direction. Nodes and edges
 * in document order (dot, like ELK, starts from it).
 *
 * Sizes: our px are CSS px; dot's node sizes are inches (96 px) and HTML sizes points
 * (72 an inch: 0.75 pt a px). HTML sizes are whole points, so table rows may be up to
 * 0.7 px off.
 */
import type { Computed, ComputedNode, NormalizedScene } from '../../../engine/index.js';
import { type Side, buildIndex, resolveErEdges, buildLayoutTree, LAYOUT_TREE_ROOT as ROOT, type LayoutTree } from '../../../engine/internal.js';
import type { Box } from '../../../harness/drawing-metrics/drawing.js';

const INCH = 96;
const POINT = 0.75;
/** Room kept inside a cluster around its members, px (the engine's FRAME_INSET side). */
const CLUSTER_MARGIN = 20;
const COMPASS: Record<Side, string> = { top: 'n', right: 'e', bottom: 's', left: 'w' };

/** A node drawn as a glyph with its label below: both sizes, to find the glyph in dot's box again. */
export interface GlyphNode {
  glyph: { width: number; height: number };
  label: { width: number; height: number };
  /** Gap between the glyph's bottom and the label's top. */
  gap: number;
}

/** The DOT text and what the reader (read-dot.ts) needs to turn dot's answer back into a drawing. */
export interface DotGraph {
  source: string;
  /** Edge id → its label's size, px. */
  edgeLabels: Map<string, { width: number; height: number }>;
  /** Nodes given to dot as glyph plus outside label. */
  glyphs: Map<string, GlyphNode>;
  /** Cluster name → its title's size, px. */
  clusterTitles: Map<string, { width: number; height: number }>;
  /** Scene edge id → its ends as the scene names them (frames for edges to frames). */
  edgeEnds: Map<string, { from: string; to: string }>;
}

const quote = (text: string): string => `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')}"`;
const html = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const inches = (px: number): string => (px / INCH).toFixed(4);
const points = (px: number): number => Math.max(1, Math.round(px * POINT));

/** A fixed-size HTML label holding `text`. */
function boxLabel(text: string, width: number, height: number): string {
  return `<<TABLE BORDER="0" CELLBORDER="0" CELLSPACING="0" CELLPADDING="0"><TR><TD FIXEDSIZE="TRUE" WIDTH="${points(width)}" HEIGHT="${points(height)}">${html(text)}</TD></TR></TABLE>>`;
}

const contains = (outer: Box, inner: Box): boolean =>
  inner.x >= outer.x - 0.5 && inner.y >= outer.y - 0.5 && inner.x + inner.width <= outer.x + outer.width + 0.5 && inner.y + inner.height <= outer.y + outer.height + 0.5;

/** The DOT statement of one node (an ER table, a glyph with its label, or a fixed-size box). */
function nodeStatement(id: string, label: string, node: ComputedNode, glyphs: Map<string, GlyphNode>): string {
  const { box } = node;
  if (node.table !== undefined) {
    const rows = [
      `<TR><TD FIXEDSIZE="TRUE" WIDTH="${points(box.width)}" HEIGHT="${points(node.table.header.height)}">${html(label)}</TD></TR>`,
      ...node.table.rows.map((row, i) => `<TR><TD PORT="r${i}" FIXEDSIZE="TRUE" WIDTH="${points(box.width)}" HEIGHT="${points(row.box.height)}">${html(row.name)}</TD></TR>`),
    ];
    const drawn = node.table.header.height + node.table.rows.reduce((sum, row) => sum + row.box.height, 0);
    if (box.height - drawn >= 1) rows.push(`<TR><TD FIXEDSIZE="TRUE" WIDTH="${points(box.width)}" HEIGHT="${points(box.height - drawn)}"></TD></TR>`);
    return `${quote(id)} [shape=plain, fixedsize=false, label=<<TABLE BORDER="0" CELLBORDER="0" CELLSPACING="0" CELLPADDING="0">${rows.join('')}</TABLE>>];`;
  }
  const outside = node.label !== undefined && !contains(box, node.label.box) ? node.label.box : undefined;
  if (outside !== undefined) {
    const gap = Math.max(0, outside.y - (box.y + box.height));
    glyphs.set(id, { glyph: { width: box.width, height: box.height }, label: { width: outside.width, height: outside.height }, gap });
    return `${quote(id)} [width=${inches(Math.max(box.width, outside.width))}, height=${inches(box.height + gap + outside.height)}, label=${quote(label)}];`;
  }
  return `${quote(id)} [width=${inches(box.width)}, height=${inches(box.height)}, label=${quote(label)}];`;
}

/** The DOT graph of a scene as our layout sized it (module comment). Sequence diagrams give their plain graph. */
export function toDot(scene: NormalizedScene, computed: Computed): DotGraph {
  const index = buildIndex(scene);
  const tree: LayoutTree = buildLayoutTree(index);
  const er = resolveErEdges(index).edges;
  const glyphs = new Map<string, GlyphNode>();
  const edgeLabels = new Map<string, { width: number; height: number }>();
  const clusterTitles = new Map<string, { width: number; height: number }>();
  const edgeEnds = new Map<string, { from: string; to: string }>();
  const strategy = index.strategy;
  const lines: string[] = [
    'digraph G {',
    `graph [rankdir=${strategy.direction}, nodesep=${inches(strategy.nodeSpacing)}, ranksep=${inches(strategy.rankSpacing)}, compound=true];`,
    'node [shape=box, fixedsize=true, margin=0, fontname="Helvetica", fontsize=10];',
  ];
  const computedNode = (id: string): ComputedNode | undefined => {
    const element = computed.elements[id];
    return element?.kind === 'node' ? element : undefined;
  };
  const labelOf = (id: string): string => {
    const element = index.byId.get(id);
    return element?.kind === 'node' ? (element.label ?? id) : id;
  };

  // Nodes, inside clusters for frames, groups and autoGroup bands.
  const bandOf = new Map<string, number>();
  computed.bands.forEach((band, i) => band.members.forEach((member) => bandOf.set(member, i)));
  const emit = (id: string, depth: number): void => {
    const pad = '  '.repeat(depth);
    const kind = tree.kind.get(id);
    if (kind === 'node') {
      const node = computedNode(id);
      if (node !== undefined) lines.push(pad + nodeStatement(id, labelOf(id), node, glyphs));
      return;
    }
    if (!tree.filled.has(id)) return;
    const name = `cluster_${id}`;
    const frame = computed.elements[id];
    const title = frame?.kind === 'frame' ? frame.title?.box : undefined;
    lines.push(`${pad}subgraph ${quote(name)} {`);
    lines.push(`${pad}  margin=${points(kind === 'group' ? 10 : CLUSTER_MARGIN)};`);
    if (title !== undefined) {
      clusterTitles.set(name, { width: title.width, height: title.height });
      const element = index.byId.get(id);
      lines.push(`${pad}  label=${boxLabel(element?.kind === 'frame' ? (element.title ?? '') : '', title.width, title.height)};`);
    }
    for (const child of tree.children.get(id) ?? []) emit(child, depth + 1);
    lines.push(`${pad}}`);
  };
  const topItems = tree.children.get(ROOT) ?? [];
  const banded = new Map<number, string[]>();
  for (const id of topItems) {
    const band = bandOf.get(id);
    if (band === undefined) emit(id, 1);
    else banded.set(band, [...(banded.get(band) ?? []), id]);
  }
  for (const [i, members] of banded) {
    const band = computed.bands[i]!;
    const name = `cluster_band_${i}`;
    clusterTitles.set(name, { width: band.title.box.width, height: band.title.box.height });
    lines.push(`  subgraph ${quote(name)} {`, `    margin=${points(CLUSTER_MARGIN)};`, `    label=${boxLabel(band.nodeType, band.title.box.width, band.title.box.height)};`);
    for (const id of members) emit(id, 2);
    lines.push('  }');
  }

  // A container's first node, standing for it at the end of an edge (with lhead/ltail).
  const firstNodeIn = (id: string): string | undefined => {
    if (tree.kind.get(id) === 'node') return id;
    for (const child of tree.children.get(id) ?? []) {
      const found = firstNodeIn(child);
      if (found !== undefined) return found;
    }
    return undefined;
  };
  for (const edge of index.edges) {
    const ends: string[] = [];
    const attributes = [`id=${quote(edge.id)}`];
    for (const [end, endpoint] of [['from', edge.from], ['to', edge.to]] as const) {
      const id = endpoint.elementId;
      const node = computedNode(id);
      if (node === undefined) {
        const stand = firstNodeIn(id);
        if (stand === undefined) break;
        ends.push(quote(stand));
        attributes.push(`${end === 'from' ? 'ltail' : 'lhead'}=${quote(`cluster_${id}`)}`);
        continue;
      }
      const column = er.get(edge.id)?.[end].column;
      const row = column === undefined ? -1 : (node.table?.rows.findIndex((r) => r.name === column) ?? -1);
      const port = endpoint.portId === undefined ? undefined : node.ports.find((p) => p.id === endpoint.portId);
      if (row >= 0) ends.push(`${quote(id)}:r${row}`);
      else if (port !== undefined) ends.push(`${quote(id)}:${COMPASS[port.side]}`);
      else ends.push(quote(id));
    }
    if (ends.length < 2) continue;
    const drawn = computed.elements[edge.id];
    const label = drawn?.kind === 'edge' ? drawn.label?.box : undefined;
    if (label !== undefined) {
      edgeLabels.set(edge.id, { width: label.width, height: label.height });
      attributes.push(`label=${boxLabel(edge.label ?? '', label.width, label.height)}`);
    }
    edgeEnds.set(edge.id, { from: edge.from.elementId, to: edge.to.elementId });
    lines.push(`  ${ends[0]} -> ${ends[1]} [${attributes.join(', ')}];`);
  }
  lines.push('}');
  return { source: lines.join('\n'), edgeLabels, glyphs, clusterTitles, edgeEnds };
}

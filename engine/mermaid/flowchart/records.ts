import type { StyleValue } from '../../../schema/index.js';
import type { ClassUse, Direction } from '../model.js';
import { newStatementRecords, type StatementRecords } from '../statements.js';
import type { MermaidShape } from '../shapes.js';
import type { Link } from './links.js';
import type { ShapeDataEntry } from './shape-data.js';

/**
 * What the flowchart reader records while it reads, before it knows which ids are nodes,
 * subgraphs or named edges (Mermaid lets a link name a subgraph declared later). Built
 * fresh for each parse; resolve.ts turns it into the diagram model.
 */

/** A later statement that changes a node: a bracket shape with its label, or `@{}` data. */
export type VertexUpdate =
  | { kind: 'shape'; entry: MermaidShape; label: string; line: number }
  | { kind: 'data'; entries: Array<ShapeDataEntry & { line: number }>; line: number };

export interface VertexRecord {
  rawId: string;
  line: number;
  /**
   * False while the id was only named by `style` or a lone `id@{...}` statement: such an
   * id may still turn out to be a named edge (`e1@{ animate: true }`).
   */
  strong: boolean;
  updates: VertexUpdate[];
  classes: ClassUse[];
}

export interface SubgraphRecord {
  rawId?: string;
  title?: string;
  line: number;
  /** Index of the enclosing subgraph. */
  parent?: number;
  /** Raw ids named by the vertex statements directly inside, in order. */
  mentions: string[];
}

export interface EdgeRecord {
  rawId?: string;
  line: number;
  from: string;
  to: string;
  link: Link;
  label?: string;
}

/** Elements in order of first appearance. */
export type OrderEntry = { kind: 'id'; rawId: string } | { kind: 'subgraph'; index: number } | { kind: 'edge'; index: number };

export interface FlowchartRecords extends StatementRecords {
  direction: Direction;
  order: OrderEntry[];
  vertices: Map<string, VertexRecord>;
  subgraphs: SubgraphRecord[];
  /** Subgraph indexes in the order their `end` was read (inner ones first). */
  closed: number[];
  edges: EdgeRecord[];
  linkStyles: Array<{ targets: 'default' | number[]; style: StyleValue; router?: 'straight' | 'orthogonal' | 'curved'; line: number }>;
}

/** Empty records for a flowchart read from its header direction. */
export function newRecords(direction: Direction): FlowchartRecords {
  return { ...newStatementRecords(), direction, order: [], vertices: new Map(), subgraphs: [], closed: [], edges: [], linkStyles: [] };
}

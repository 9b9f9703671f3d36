import type { ColumnValue, EdgeType, NodeType, Shape, StyleValue } from '../../schema/index.js';

/**
 * What the flowchart, ER, state and class readers hand to the scene assembler: the diagram with every
 * Mermaid id still raw and every style still by class name. Plain data, built fresh for
 * each parse.
 */

export type Direction = 'TB' | 'BT' | 'LR' | 'RL';
/** Flowcharts use the first four; class diagrams also the UML ends (diamond, open triangle, open circle). */
export type Arrowhead = 'none' | 'triangle' | 'circle' | 'bar' | 'diamond' | 'openTriangle' | 'openCircle';
export type Cardinality = 'one' | 'zero-or-one' | 'zero-or-many' | 'one-or-many';

/** A class applied to an element, with the line that applied it. */
export interface ClassUse {
  name: string;
  line: number;
}

interface Styled {
  classes: ClassUse[];
  /** Merged `style` statements (already mapped to DSP fields). */
  inline?: StyleValue;
}

export interface IrNode extends Styled {
  rawId: string;
  line: number;
  label: string;
  shape: Shape;
  nodeType: NodeType;
  /** The Mermaid shape name, kept when DSP draws it only approximately. */
  mermaidShape?: string;
  columns?: ColumnValue[];
}

export interface IrFrame extends Styled {
  /** The Mermaid id (a subgraph without one has a generated subGraph<n>). */
  rawId: string;
  line: number;
  title?: string;
  /** Raw ids of the member nodes and nested frames, in element order. */
  children: string[];
  /** The DSP container type (default generic): state diagrams' composite states and regions, class diagrams' namespaces. */
  containerType?: 'subprocess' | 'partition' | 'package';
}

export interface IrEdge extends Styled {
  /** The Mermaid edge id (`e1@-->`), when written. */
  rawId?: string;
  line: number;
  from: string;
  to: string;
  label?: string;
  /** Arrowheads; undefined leaves `endpoints` out (ER edges draw by edgeType). */
  arrows?: { start: Arrowhead; end: Arrowhead };
  /** The look the link syntax implies (thick, dotted), under linkStyle and classes. */
  base?: StyleValue;
  visible?: boolean;
  router?: 'straight' | 'orthogonal' | 'curved';
  edgeType?: EdgeType;
  cardinality?: { from: Cardinality; to: Cardinality };
}

/** One element in document order. */
export type IrItem = { kind: 'node' | 'frame' | 'edge'; index: number };

export interface IrClassDef {
  name: string;
  line: number;
  style: StyleValue;
}

export interface IrDiagram {
  family: 'architecture' | 'entityRelationship' | 'workflow';
  direction: Direction;
  /** layoutStrategy.labelWrapWidth from the Mermaid config (config.ts), when it sets one. */
  labelWrapWidth?: number;
  title?: string;
  /** The line the title came from (for a truncation warning). */
  titleLine?: number;
  description?: string;
  descriptionLine?: number;
  items: IrItem[];
  nodes: IrNode[];
  frames: IrFrame[];
  edges: IrEdge[];
  classDefs: IrClassDef[];
}

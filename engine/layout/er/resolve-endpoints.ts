import type { EndpointValue, NodeValue } from '../../../schema/index.js';
import { columnsOf, diagnostic, type Diagnostic, type ResolvedColumn } from '../../model/index.js';
import { styleOf } from '../../measure/index.js';
import type { ErEdge, ErEnd, SceneIndex } from '../types.js';
import { foreignKeyTo } from './foreign-key.js';
import { inferCardinality } from './infer-cardinality.js';

const ENTITY_TYPES = new Set(['er.entity', 'er.weakEntity']);
const NO_COLUMNS: readonly ResolvedColumn[] = [];

/** What resolveErEdges decides for an ER scene. */
export interface ErResolution {
  /** One entry per edge of an ER scene (diagramFamily entityRelationship, or touching an entity). */
  edges: Map<string, ErEdge>;
  /** At most one EDGE_LABEL_SUPPRESSED_REDUNDANT (info) listing every edge whose label was dropped. */
  diagnostics: Diagnostic[];
}

interface Suppressed {
  edgeId: string;
  column: string;
}

/**
 * Decides, before routing, where each end of an ER edge attaches and which crow's-foot
 * glyph it gets (service spec, "ER inference"):
 * - an endpoint `column` naming a declared column anchors at its row; a missing one
 *   (EDGE_COLUMN_NOT_FOUND, raised by the validator) anchors at the face;
 * - a label equal to a column name of an endpoint entity anchors that end (every end whose
 *   entity declares it and whose column is unset or the same) at its row and drops the label,
 *   unless style.forceLabel is true;
 * - otherwise, with no column, no port and no anchor, an fk column named after the entity
 *   at the other end (`customer_id`, `CustomerId`, `customerRef` to CUSTOMER; foreign-key.ts)
 *   anchors at its row: the row that holds the relationship (our addition to the spec's rules);
 * - else an entity with exactly one pk column anchors at that row; none or several pk
 *   columns anchor at the face;
 * - author-set cardinality is always kept; unset, it is inferred from the anchored column;
 * - self-loops get no cardinality at all.
 * The router anchors a column end at the middle of that row's left or right side (the
 * table's rows are in ComputedNode.table), and maps from/to cardinality onto
 * ComputedEdge.startCardinality/endCardinality; a suppressed label is not drawn.
 */
export function resolveErEdges(index: SceneIndex): ErResolution {
  const edges = new Map<string, ErEdge>();
  const suppressed: Suppressed[] = [];
  // Each entity's columns once per call: resolving them per edge end was most of this pass's allocation.
  const columnsByEntity = new Map<NodeValue, readonly ResolvedColumn[]>();
  const columnsOfEntity = (entity: NodeValue | undefined): readonly ResolvedColumn[] => {
    if (entity === undefined) return NO_COLUMNS;
    let columns = columnsByEntity.get(entity);
    if (columns === undefined) columnsByEntity.set(entity, (columns = columnsOf(entity)));
    return columns;
  };
  const entityOf = (end: EndpointValue): NodeValue | undefined => {
    const element = index.byId.get(end.elementId);
    return element?.kind === 'node' && ENTITY_TYPES.has(element.nodeType) ? element : undefined;
  };

  for (const edge of index.edges) {
    const fromEntity = entityOf(edge.from);
    const toEntity = entityOf(edge.to);
    if (index.family !== 'entityRelationship' && fromEntity === undefined && toEntity === undefined) continue;

    const labelColumn = edge.label?.trim();
    const promotes = (end: EndpointValue, entity: NodeValue | undefined): boolean =>
      labelColumn !== undefined &&
      labelColumn !== '' &&
      (end.column === undefined || end.column === labelColumn) &&
      columnsOfEntity(entity).some((column) => column.name === labelColumn);
    const promoteFrom = promotes(edge.from, fromEntity);
    const promoteTo = promotes(edge.to, toEntity);
    const selfLoop = edge.from.elementId === edge.to.elementId;

    const suppressLabel = (promoteFrom || promoteTo) && styleOf(edge, index.scene).forceLabel !== true;
    if (suppressLabel && labelColumn !== undefined) suppressed.push({ edgeId: edge.id, column: labelColumn });
    edges.set(edge.id, {
      from: resolveEnd(edge.from, columnsOfEntity(fromEntity), promoteFrom ? labelColumn : undefined, selfLoop, toEntity),
      to: resolveEnd(edge.to, columnsOfEntity(toEntity), promoteTo ? labelColumn : undefined, selfLoop, fromEntity),
      suppressLabel,
    });
  }

  return { edges, diagnostics: suppressed.length === 0 ? [] : [suppressedDiagnostic(suppressed)] };
}

function resolveEnd(end: EndpointValue, columns: readonly ResolvedColumn[], promoted: string | undefined, selfLoop: boolean, other: NodeValue | undefined): ErEnd {
  const column = anchorColumn(end, columns, promoted, selfLoop ? undefined : other);
  const resolved: ErEnd = {};
  if (column !== undefined) resolved.column = column.name;
  if (selfLoop) return resolved;
  const cardinality = end.cardinality ?? (column === undefined ? undefined : inferCardinality(column));
  if (cardinality !== undefined) resolved.cardinality = cardinality;
  return resolved;
}

function anchorColumn(end: EndpointValue, columns: readonly ResolvedColumn[], promoted: string | undefined, other: NodeValue | undefined): ResolvedColumn | undefined {
  const named = end.column ?? promoted;
  if (named !== undefined) return columns.find((column) => column.name === named);
  // An explicit port or anchor is the author's choice of attachment; the fk and pk rules do not override it.
  if (end.portId !== undefined || end.anchor !== undefined) return undefined;
  const foreign = other === undefined ? undefined : foreignKeyTo(other, columns);
  if (foreign !== undefined) return foreign;
  const keys = columns.filter((column) => column.pk);
  return keys.length === 1 ? keys[0] : undefined;
}

function suppressedDiagnostic(suppressed: Suppressed[]): Diagnostic {
  const list = suppressed.map(({ edgeId, column }) => `${edgeId} (${column})`).join(', ');
  return diagnostic(
    'EDGE_LABEL_SUPPRESSED_REDUNDANT',
    `edge labels that name a column are drawn as column anchors instead: ${list}; set style.forceLabel true on an edge to keep its label`,
    { data: { edges: suppressed.map(({ edgeId, column }) => ({ edgeId, column })) } },
  );
}

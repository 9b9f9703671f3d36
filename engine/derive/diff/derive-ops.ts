import { LIMITS, type ColumnValue, type EdgeValue, type ElementValue, type NodeValue, type OperationInput, type SceneDocumentValue } from '../../../schema/index.js';
import { canonicalJson } from '../../hash/index.js';
import { cloneJson } from '../../model/index.js';
import { DeriveError } from '../errors.js';
import { countsOf, type SchemaModel } from '../model.js';
import { desiredElements, type DeriveStamp, type DesiredEnd, type DesiredRelation, type DesiredTable } from './desired.js';
import { columnShape, possibleRenames, tableShape } from './renames.js';
import { emptyChanges, type DeriveChanges, type DeriveReport } from './report.js';
import { idAllocator } from './ids.js';

type Op = OperationInput;
const same = (a: unknown, b: unknown): boolean => canonicalJson(a ?? null) === canonicalJson(b ?? null);

/** The stamp of an element a derive wrote, or undefined: elements without one are never touched. */
export function stampOf(element: ElementValue): DeriveStamp | undefined {
  const stamp = (element.metadata as { derive?: unknown } | undefined)?.derive as Partial<DeriveStamp> | undefined;
  return typeof stamp?.name === 'string' && typeof stamp.source === 'string' ? (stamp as DeriveStamp) : undefined;
}

function owned<K extends 'node' | 'edge'>(scene: SceneDocumentValue, kind: K): Map<string, Extract<ElementValue, { kind: K }>> {
  const map = new Map<string, Extract<ElementValue, { kind: K }>>();
  for (const element of scene.elements) {
    const stamp = element.kind === kind ? stampOf(element) : undefined;
    if (stamp !== undefined && !map.has(stamp.name)) map.set(stamp.name, element as Extract<ElementValue, { kind: K }>);
  }
  return map;
}

/** Options of deriveOps: the element limit (default the service's 1,000). */
export interface DeriveOptions {
  maxElements?: number;
}

/**
 * The fewest operations that make `scene`'s derived elements say what `model` says, and
 * the report. Entities and relation edges are matched by the qualified name in their
 * `metadata.derive` stamp; unstamped elements are never touched. Removed tables and
 * relations are deleted (a table's edges go with it), added ones created without a layout
 * (the layout places them beside what is placed, moving nothing), changed ones updated in
 * place: label and columns for a table, ends, crow's feet and edge type for a relation.
 * Positions, styles, notes and anything else of a kept element stay. Deterministic.
 */
export function deriveOps(scene: SceneDocumentValue, model: SchemaModel, options: DeriveOptions = {}): { ops: Op[]; report: DeriveReport } {
  const desired = desiredElements(model);
  const nodes = owned(scene, 'node');
  const edges = owned(scene, 'edge');
  checkLimit(scene, desired, nodes, edges, options.maxElements ?? LIMITS.elements);
  const changes = emptyChanges();
  const source = model.format;
  const wanted = new Set(desired.tables.map((table) => table.name));
  const removedNodes = [...nodes.entries()].filter(([name]) => !wanted.has(name));
  const removedIds = new Set(removedNodes.map(([, node]) => node.id));
  const wantedEdges = new Set(desired.relations.map((relation) => relation.name));
  const ops: Op[] = [];
  for (const [name, edge] of edges) {
    if (wantedEdges.has(name)) continue;
    changes.relationsRemoved.push(name);
    if (!removedIds.has(edge.from.elementId) && !removedIds.has(edge.to.elementId)) ops.push({ op: 'deleteElement', id: edge.id });
  }
  for (const [name, node] of removedNodes) {
    changes.tablesRemoved.push(name);
    ops.push({ op: 'deleteElement', id: node.id });
  }
  const ids = idAllocator(scene);
  const nodeIdOf = new Map<string, string>();
  const warnings = [];
  for (const table of desired.tables) {
    const node = nodes.get(table.name);
    if (node === undefined) {
      const id = ids.take(table.name);
      nodeIdOf.set(table.name, id);
      changes.tablesAdded.push(table.name);
      ops.push(createNodeOp(id, table, source));
      continue;
    }
    nodeIdOf.set(table.name, node.id);
    const update = updateNodeOp(node, table, source, changes);
    warnings.push(...update.warnings);
    if (update.op !== undefined) ops.push(update.op);
  }
  for (const relation of desired.relations) {
    const edge = edges.get(relation.name);
    const op = edge === undefined ? createEdgeOp(ids.take(`fk:${relation.name}`), relation, nodeIdOf, source) : updateEdgeOp(edge, relation, nodeIdOf);
    if (op === undefined) continue;
    (edge === undefined ? changes.relationsAdded : changes.relationsChanged).push(relation.name);
    ops.push(op);
  }
  if (ops.length > 0 && scene.diagramFamily === undefined && scene.elements.length === 0) ops.unshift({ op: 'updateScene', diagramFamily: 'entityRelationship' });
  const shapes = (names: string[], of: (name: string) => string) => names.map((name) => [name, of(name)] as const);
  const removedShape = (name: string) => tableShape(nodes.get(name)?.extensions?.columns ?? []);
  const addedShape = (name: string) => tableShape(desired.tables.find((table) => table.name === name)?.columns ?? []);
  warnings.unshift(...possibleRenames('table', shapes(changes.tablesRemoved, removedShape), shapes(changes.tablesAdded, addedShape)));
  return { ops, report: { format: model.format, ...(model.dialect === undefined ? {} : { dialect: model.dialect }), counts: countsOf(model), changes, skipped: model.skipped, warnings } };
}

function checkLimit(scene: SceneDocumentValue, desired: ReturnType<typeof desiredElements>, nodes: Map<string, unknown>, edges: Map<string, unknown>, maximum: number): void {
  const count = scene.elements.length - nodes.size - edges.size + desired.tables.length + desired.relations.length;
  if (count > maximum) {
    throw new DeriveError('TOO_MANY_ELEMENTS', `the snapshot makes a diagram of ${count} elements (edges included); a scene holds at most ${maximum}: derive a part of the schema (one schema, or fewer tables)`, { data: { count, maximum } });
  }
}

function stamp(source: DeriveStamp['source'], name: string): { derive: DeriveStamp } {
  return { derive: { source, name } };
}

function createNodeOp(id: string, table: DesiredTable, source: DeriveStamp['source']): Op {
  return { op: 'createNode', id, nodeType: 'er.entity', label: table.label, metadata: stamp(source, table.name), extensions: { columns: cloneJson(table.columns) } };
}

/** Label and columns where the snapshot changed them; the node's other extensions, metadata keys, layout and style stay. */
function updateNodeOp(node: NodeValue, table: DesiredTable, source: DeriveStamp['source'], changes: DeriveChanges): { op?: Op; warnings: ReturnType<typeof possibleRenames> } {
  const patch: Record<string, unknown> = {};
  if (node.label !== table.label) patch.label = table.label;
  const before = node.extensions?.columns ?? [];
  let warnings: ReturnType<typeof possibleRenames> = [];
  if (!same(before, table.columns)) {
    patch.extensions = { ...cloneJson(node.extensions ?? {}), columns: cloneJson(table.columns) };
    warnings = columnChanges(table.name, before, table.columns, changes);
    const shrunk = shrunkLayout(node, before, table.columns);
    if (shrunk !== undefined) patch.layout = shrunk;
  }
  if (stampOf(node)?.source !== source) patch.metadata = { ...cloneJson(node.metadata ?? {}), ...stamp(source, table.name) };
  if (Object.keys(patch).length === 0) return { warnings };
  changes.tablesChanged.push(table.name);
  return { op: { op: 'updateNode', id: node.id, ...patch } as Op, warnings };
}

/**
 * A placed table that lost a column keeps its place but not its size: an entity's stored
 * size is a minimum the table grows from, so the removed rows' room would stay empty.
 * Size 0 lets the layout fit the table to its rows again; x and y are kept.
 */
function shrunkLayout(node: NodeValue, before: readonly ColumnValue[], after: readonly ColumnValue[]): NodeValue['layout'] | undefined {
  const layout = node.layout;
  const names = new Set(after.map((column) => column.name));
  if (layout?.mode !== 'absolute' || before.every((column) => names.has(column.name))) return undefined;
  return { ...cloneJson(layout), width: 0, height: 0 };
}

function columnChanges(table: string, before: readonly ColumnValue[], after: readonly ColumnValue[], changes: DeriveChanges): ReturnType<typeof possibleRenames> {
  const old = new Map(before.map((column) => [column.name, column]));
  const now = new Map(after.map((column) => [column.name, column]));
  const removed = before.filter((column) => !now.has(column.name));
  const added = after.filter((column) => !old.has(column.name));
  changes.columnsRemoved.push(...removed.map((column) => `${table}.${column.name}`));
  changes.columnsAdded.push(...added.map((column) => `${table}.${column.name}`));
  changes.columnsChanged.push(...after.filter((column) => old.has(column.name) && !same(old.get(column.name), column)).map((column) => `${table}.${column.name}`));
  const shaped = (list: ColumnValue[]) => list.map((column) => [`${table}.${column.name}`, columnShape(column)] as const);
  return possibleRenames('column', shaped(removed), shaped(added));
}

function endpoint(end: DesiredEnd, nodeIdOf: ReadonlyMap<string, string>, base?: EdgeValue['from']): EdgeValue['from'] {
  const value: EdgeValue['from'] = { ...cloneJson(base ?? { elementId: '' }), elementId: nodeIdOf.get(end.table)!, cardinality: end.cardinality };
  if (end.column === undefined) delete value.column;
  else value.column = end.column;
  return value;
}

function createEdgeOp(id: string, relation: DesiredRelation, nodeIdOf: ReadonlyMap<string, string>, source: DeriveStamp['source']): Op {
  return { op: 'createEdge', id, from: endpoint(relation.from, nodeIdOf), to: endpoint(relation.to, nodeIdOf), edgeType: relation.edgeType, metadata: stamp(source, relation.name) };
}

/** Ends (table, column, crow's foot) and edge type where they changed; anchors, ports, labels and styles of the edge stay. */
function updateEdgeOp(edge: EdgeValue, relation: DesiredRelation, nodeIdOf: ReadonlyMap<string, string>): Op | undefined {
  const patch: Record<string, unknown> = {};
  for (const end of ['from', 'to'] as const) {
    const wanted = endpoint(relation[end], nodeIdOf, edge[end]);
    if (!same(wanted, edge[end])) patch[end] = wanted;
  }
  if (edge.edgeType !== relation.edgeType) patch.edgeType = relation.edgeType;
  return Object.keys(patch).length === 0 ? undefined : ({ op: 'updateEdge', id: edge.id, ...patch } as Op);
}

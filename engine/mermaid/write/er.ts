import type { EdgeValue, NodeValue, SceneDocumentValue } from '../../../schema/index.js';
import { columnsOf, type ResolvedColumn } from '../../model/index.js';
import { defaultShapeOf } from '../shapes.js';
import { classDefLines, classLines, classNames, elementNotes, headerLines, inlineStyleLine, sceneNotes } from './common.js';
import { edgesNeedingIds } from './edge-ids.js';
import { encodeAlias, encodeLabel } from './encode.js';
import { erName } from './mermaid-ids.js';
import type { Notes } from './notes.js';

type Cardinality = NonNullable<EdgeValue['from']['cardinality']>;

/** Crow's-foot markers: the first entity's side is written left of the line, the second's right. */
const LEFT: Record<Cardinality, string> = { one: '||', 'zero-or-one': '|o', 'zero-or-many': '}o', 'one-or-many': '}|', many: '}o' };
const RIGHT: Record<Cardinality, string> = { one: '||', 'zero-or-one': 'o|', 'zero-or-many': 'o{', 'one-or-many': '|{', many: 'o{' };

/** Mermaid's attribute word; anything else is written in `backquotes`. */
const ATTRIBUTE_WORD = /^[A-Za-z_\u00C0-\uFFFF][A-Za-z0-9\-_[\]().,\u00C0-\uFFFF]*$/;

function attributeWord(text: string, notes: Notes, owner: string): string {
  if (ATTRIBUTE_WORD.test(text) && !/^(PK|FK|UK)$/i.test(text)) return text;
  if (text.includes('`') || text.includes('\n')) notes.add('backquotes and line breaks in column names and types are written as spaces', owner);
  return `\`${text.replace(/[`\n]/g, ' ')}\``;
}

function attributeLine(column: ResolvedColumn, notes: Notes, owner: string): string {
  const typed = column.type !== undefined && column.type.trim() !== '';
  const parts = [attributeWord(typed ? (column.type as string) : '_', notes, owner), attributeWord(column.name, notes, owner)];
  if (!typed) notes.add('columns without a type are written with the type _', owner);
  const keys = [column.pk ? 'PK' : '', column.fk ? 'FK' : '', column.unique ? 'UK' : ''].filter(Boolean);
  if (keys.length > 0) parts.push(keys.join(', '));
  if (column.nullable) notes.add('nullable columns are not marked (Mermaid has no nullable key)', owner);
  if (column.comment !== undefined) {
    if (column.comment.includes('"')) notes.add('double quotes in column comments are written as \'', owner);
    parts.push(`"${column.comment.replace(/"/g, "'")}"`);
  }
  return `    ${parts.join(' ')}`;
}

function entityLines(node: NodeValue, notes: Notes): string[] {
  if (node.nodeType !== 'er.entity') notes.add('nodes that are not er.entity are written as entities', `${node.id} (${node.nodeType})`);
  if ((node.shape ?? defaultShapeOf(node.nodeType)) !== 'rect') notes.add('entity shapes are not shown', node.id);
  if (node.icon !== undefined) notes.add('icons are not shown', node.id);
  if (node.ports.length > 0) notes.add('ports are not shown', node.id);
  let head = erName(node.id);
  if (node.label !== undefined && node.label !== node.id) head += `["${node.label === '' ? ' ' : encodeAlias(node.label)}"]`;
  const columns = columnsOf(node);
  if (columns.length === 0) return [`  ${head}`];
  return [`  ${head} {`, ...columns.map((column) => attributeLine(column, notes, node.id)), '  }'];
}

function relationshipLine(edge: EdgeValue, idOf: (id: string) => string, notes: Notes): string {
  const from = edge.from.cardinality;
  const to = edge.to.cardinality;
  if (from === undefined || to === undefined) notes.add('relationships without a cardinality at an end are written as exactly one there', edge.id);
  if (from === 'many' || to === 'many') notes.add('the cardinality many is written as zero or more', edge.id);
  if (edge.edgeType !== 'er.identifying' && edge.edgeType !== 'er.relationship') notes.add('edges that are not ER relationships are written as identifying relationships', `${edge.id} (${edge.edgeType ?? 'default'})`);
  if (edge.endpoints !== undefined && (edge.endpoints.startArrow !== 'none' || edge.endpoints.endArrow !== 'none')) notes.add('arrowheads are not shown on relationships', edge.id);
  if ([edge.from, edge.to].some((end) => end.column !== undefined || end.portId !== undefined || end.anchor !== undefined)) notes.add('column anchors, ports and anchors of relationship ends are not shown', edge.id);
  if (edge.style !== undefined) notes.add('relationship styles are not shown (erDiagram has no linkStyle)', edge.id);
  if (edge.waypoints !== undefined) notes.add('waypoints are not shown', edge.id);
  const line = edge.edgeType === 'er.relationship' ? '..' : '--';
  const label = encodeLabel(edge.label ?? '');
  return `  ${idOf(edge.from.elementId)} ${LEFT[from ?? 'one']}${line}${RIGHT[to ?? 'one']} ${idOf(edge.to.elementId)} : "${label}"`;
}

/** Writes an entityRelationship scene as a Mermaid erDiagram. */
export function writeEr(scene: SceneDocumentValue, notes: Notes): string {
  sceneNotes(scene, notes);
  const nodes = scene.elements.filter((element): element is NodeValue => element.kind === 'node');
  const nodeIds = new Set(nodes.map((node) => node.id));
  const idOf = (id: string): string => erName(id);
  const lines = headerLines(scene, 'erDiagram');
  const direction = scene.layoutStrategy?.direction ?? 'TB';
  if (direction !== 'TB') lines.push(`  direction ${direction}`);
  for (const element of scene.elements) {
    if (element.kind === 'frame') notes.add('frames are not shown in an erDiagram', element.id);
    else if (element.kind !== 'edge') elementNotes(element, notes);
    if (element.kind === 'node') lines.push(...entityLines(element, notes));
  }
  const edges = scene.elements.filter((element): element is EdgeValue => {
    if (element.kind !== 'edge') return false;
    const ok = nodeIds.has(element.from.elementId) && nodeIds.has(element.to.elementId);
    if (!ok) notes.add('links to elements that are not entities are left out', element.id);
    return ok;
  });
  // erDiagram has no edge ids: say which ids the reader will not give back.
  const renamed = edgesNeedingIds(edges.map((edge) => ({ id: edge.id, from: edge.from.elementId, to: edge.to.elementId })), nodes.map((node) => node.id));
  edges.forEach((edge, index) => { if (renamed.has(index)) notes.add('relationship ids are not kept (read back as <from>__<to>)', edge.id); });
  lines.push(...edges.map((edge) => relationshipLine(edge, idOf, notes)));
  const names = classNames(scene, notes);
  const defs = classDefLines(scene, names, notes);
  // class and style statements take bare ids in Mermaid's ER grammar.
  const uses = nodes.flatMap((node) => (typeof node.style === 'string' && defs.written.has(node.style) ? [{ id: node.id, style: node.style }] : []));
  const styles = nodes.flatMap((node) => {
    if (node.style === undefined || typeof node.style === 'string') return [];
    const line = inlineStyleLine(node.id, node.style, 'node', notes);
    return line ? [line] : [];
  });
  return `${[...lines, ...defs.lines, ...classLines(uses, names), ...styles].join('\n')}\n`;
}

import type { StyleValue } from '../../../schema/index.js';
import type { IrClassDef, IrDiagram, IrEdge, IrFrame, IrItem, IrNode } from '../model.js';
import type { Warnings } from '../warnings.js';
import { classNode } from './class-node.js';
import type { ClassRecords, RelationRecord } from './records.js';
import { ARROWHEAD_OF } from './relation.js';

/** Dashed lines (`..`) and note links, as Mermaid draws them. */
const DASH = [3, 3];

/** Everything build adds to, in element order. */
interface Built {
  items: IrItem[];
  nodes: IrNode[];
  frames: IrFrame[];
  edges: IrEdge[];
}

function add(built: Built, kind: 'node', element: IrNode): void;
function add(built: Built, kind: 'frame', element: IrFrame): void;
function add(built: Built, kind: 'edge', element: IrEdge): void;
function add(built: Built, kind: IrItem['kind'], element: IrNode | IrFrame | IrEdge): void {
  const list = (kind === 'node' ? built.nodes : kind === 'frame' ? built.frames : built.edges) as Array<typeof element>;
  built.items.push({ kind, index: list.length });
  list.push(element);
}

/**
 * The edge label of a relation: its label, after the multiplicities (`1 → *`) when it has
 * any, which DSP cannot put at the ends (warned).
 */
function relationLabel(relation: RelationRecord, warnings: Warnings): string | undefined {
  const { fromCardinality: from, toCardinality: to } = relation;
  if (from === undefined && to === undefined) return relation.label;
  warnings.add('MERMAID_APPROXIMATED', relation.line, `the multiplicities of ${relation.from} – ${relation.to} are written in the relation's label ("${from ?? ''} → ${to ?? ''}"): a DSP edge has no labels at its ends`, { data: { construct: 'multiplicity' } });
  const ends = `${from ?? ''} → ${to ?? ''}`.trim();
  return relation.label === undefined ? ends : `${ends}\n${relation.label}`;
}

/** The edge of a relation, with a warning for each end DSP draws only approximately. */
function relationEdge(relation: RelationRecord, warnings: Warnings): IrEdge {
  const edge: IrEdge = { line: relation.line, from: relation.from, to: relation.to, arrows: { start: ARROWHEAD_OF[relation.start], end: ARROWHEAD_OF[relation.end] }, classes: [] };
  for (const [end, owner] of [[relation.start, relation.from], [relation.end, relation.to]] as const) {
    if (end === 'aggregation') {
      warnings.add('MERMAID_APPROXIMATED', relation.line, `the aggregation at ${owner} is drawn with a filled diamond: DSP has no hollow diamond`, { data: { construct: 'aggregation' } });
    } else if (end === 'lollipop') {
      warnings.add('MERMAID_APPROXIMATED', relation.line, `the lollipop interface ${owner} is drawn as a class with an open circle at its end of the line: DSP has no lollipop node`, { mermaidId: owner, data: { construct: 'lollipop' } });
    }
  }
  const base: StyleValue = {};
  if (relation.dashed) base.dash = DASH;
  const label = relationLabel(relation, warnings);
  if (label !== undefined) {
    edge.label = label;
    // Outside the ER family the ER end rules still look at edges between tables: a label is always drawn.
    base.forceLabel = true;
  }
  if (Object.keys(base).length > 0) edge.base = base;
  return edge;
}

/** The frame id of a namespace: its name, unless a class has it. */
function namespaceIds(records: ClassRecords): (name: string) => string {
  return (name) => (records.classes.has(name) ? `${name}::namespace` : name);
}

/**
 * The diagram model of a class diagram: classes as tables (class-node.ts), relations as
 * edges with UML ends, namespaces as package frames, notes as note nodes linked to their
 * class by a dashed line, in the order the text names them
 * (docs/decisions/2026-11-28-mermaid-class-diagram-mapping.md).
 */
export function buildClassDiagram(records: ClassRecords, warnings: Warnings): IrDiagram {
  const inline = applyStatements(records, warnings);
  const frameId = namespaceIds(records);
  const built: Built = { items: [], nodes: [], frames: [], edges: [] };
  const frames = new Map<string, IrFrame>();
  const member = (namespace: string | undefined, rawId: string): void => {
    if (namespace !== undefined) frames.get(namespace)?.children.push(rawId);
  };
  let compartments = false;
  for (const item of records.order) {
    if (item.kind === 'namespace') {
      const namespace = records.namespaces.get(item.name)!;
      const frame: IrFrame = { rawId: frameId(namespace.name), line: namespace.line, title: namespace.title, children: [], containerType: 'package', classes: [] };
      frames.set(namespace.name, frame);
      add(built, 'frame', frame);
      member(namespace.parent, frame.rawId);
    } else if (item.kind === 'class') {
      const record = records.classes.get(item.rawId)!;
      add(built, 'node', classNode(record, inline.get(record.rawId), warnings));
      member(record.namespace, record.rawId);
      if (!compartments && record.members.some((m) => m.kind === 'method') && record.members.some((m) => m.kind === 'attribute')) {
        compartments = true;
        warnings.add('MERMAID_APPROXIMATED', record.line, `the attributes and methods of ${record.rawId} (and of any other class) are rows of one list, attributes first: a DSP table has no compartments`, { mermaidId: record.rawId, data: { construct: 'compartments' } });
      }
    } else if (item.kind === 'relation') {
      add(built, 'edge', relationEdge(records.relations[item.index]!, warnings));
    } else {
      const note = records.notes[item.index]!;
      const rawId = `${note.target ?? 'diagram'}::note${item.index + 1}`;
      add(built, 'node', { rawId, line: note.line, label: note.text, shape: 'rect', nodeType: 'note', classes: [] });
      member(note.namespace, rawId);
      if (note.target !== undefined) add(built, 'edge', { line: note.line, from: rawId, to: note.target, arrows: { start: 'none', end: 'none' }, base: { dash: DASH }, classes: [] });
    }
  }
  return diagramOf(records, built);
}

/**
 * Adds the classes `cssClass` statements name to their classes (a name no class has is
 * warned about) and merges each class's `style` statements; returns those styles by class.
 */
function applyStatements(records: ClassRecords, warnings: Warnings): Map<string, StyleValue> {
  for (const statement of records.shared.classStatements) {
    for (const rawId of statement.ids) {
      const target = records.classes.get(rawId);
      if (target) for (const className of statement.names) target.classes.push({ name: className, line: statement.line });
      else warnings.add('MERMAID_UNSUPPORTED', statement.line, `cssClass ${rawId}: no class is named ${rawId}; the style class is not applied`, { data: { construct: 'cssClass', mermaidId: rawId } });
    }
  }
  const inline = new Map<string, StyleValue>();
  for (const statement of records.shared.styleStatements) inline.set(statement.id, { ...inline.get(statement.id), ...statement.style });
  return inline;
}

/** `classDef default` applied to the classes without a style class, and the diagram's header. */
function diagramOf(records: ClassRecords, built: Built): IrDiagram {
  const { shared } = records;
  const defaultClass: IrClassDef | undefined = shared.classDefs.find((def) => def.name === 'default');
  if (defaultClass) for (const node of built.nodes) if (node.classes.length === 0 && node.nodeType === 'er.entity') node.classes.push({ name: 'default', line: defaultClass.line });
  const diagram: IrDiagram = { family: 'architecture', direction: records.direction, classDefs: shared.classDefs, ...built };
  if (shared.title !== undefined) Object.assign(diagram, { title: shared.title, titleLine: shared.titleLine });
  if (shared.description !== undefined) Object.assign(diagram, { description: shared.description, descriptionLine: shared.descriptionLine });
  return diagram;
}

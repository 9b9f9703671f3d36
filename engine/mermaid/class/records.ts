import type { ColumnValue } from '../../../schema/index.js';
import type { ClassUse, Direction } from '../model.js';
import { newStatementRecords, type StatementRecords } from '../statements.js';

/**
 * What the class reader collects while it reads, before build.ts turns it into the diagram
 * model: classes by id (in the order the text first names them), relations, notes and
 * namespaces (by their full dotted name).
 */

/** A member row and the line it came from. */
export interface MemberRecord {
  column: ColumnValue;
  kind: 'attribute' | 'method';
  /** `$` static or `*` abstract, kept in the row's text. */
  classifier?: '$' | '*';
  line: number;
}

export interface ClassRecord {
  rawId: string;
  line: number;
  /** `class A["Label"]`, or the name with its generic (`Square<Shape>`). */
  label?: string;
  annotations: string[];
  members: MemberRecord[];
  classes: ClassUse[];
  /** The full name of the namespace the class is drawn in. */
  namespace?: string;
}

/** A UML end of a relation, as Mermaid names it. */
export type RelationEnd = 'none' | 'extension' | 'composition' | 'aggregation' | 'dependency' | 'lollipop';

export interface RelationRecord {
  from: string;
  to: string;
  start: RelationEnd;
  end: RelationEnd;
  dashed: boolean;
  /** The multiplicities written in quotes before and after the arrow. */
  fromCardinality?: string;
  toCardinality?: string;
  label?: string;
  line: number;
}

export interface NoteRecord {
  text: string;
  /** The class a `note for` is about. */
  target?: string;
  namespace?: string;
  line: number;
}

export interface NamespaceRecord {
  /** The full dotted name (`Platform.Auth`). */
  name: string;
  title: string;
  parent?: string;
  line: number;
}

/** One element in the order the text first names it. */
export type ClassItem = { kind: 'class'; rawId: string } | { kind: 'relation' | 'note'; index: number } | { kind: 'namespace'; name: string };

export interface ClassRecords {
  classes: Map<string, ClassRecord>;
  relations: RelationRecord[];
  notes: NoteRecord[];
  namespaces: Map<string, NamespaceRecord>;
  order: ClassItem[];
  shared: StatementRecords;
  direction: Direction;
}

export function newClassRecords(): ClassRecords {
  return { classes: new Map(), relations: [], notes: [], namespaces: new Map(), order: [], shared: newStatementRecords(), direction: 'TB' };
}

/** The class named `rawId`, made on first mention. */
export function mentionClass(records: ClassRecords, rawId: string, line: number): ClassRecord {
  let record = records.classes.get(rawId);
  if (record === undefined) {
    record = { rawId, line, annotations: [], members: [], classes: [] };
    records.classes.set(rawId, record);
    records.order.push({ kind: 'class', rawId });
  }
  return record;
}

/**
 * The namespace `name` (dotted or nested in `parent`), made on first mention with every
 * dotted ancestor it lacks, as Mermaid draws them (hierarchicalNamespaces, its default).
 */
export function mentionNamespace(records: ClassRecords, written: string, parent: string | undefined, title: string | undefined, line: number): NamespaceRecord {
  const parts = written.split('.').filter((part) => part !== '');
  let outer = parent;
  let record: NamespaceRecord | undefined;
  parts.forEach((part, index) => {
    const name = outer === undefined ? part : `${outer}.${part}`;
    record = records.namespaces.get(name);
    if (record === undefined) {
      record = { name, title: part, line };
      if (outer !== undefined) record.parent = outer;
      records.namespaces.set(name, record);
      records.order.push({ kind: 'namespace', name });
    }
    if (index === parts.length - 1 && title !== undefined) record.title = title;
    outer = name;
  });
  return record as NamespaceRecord;
}

import type { ClassUse, Direction } from '../model.js';
import { newStatementRecords, type StatementRecords } from '../statements.js';

/**
 * What the state reader collects while it reads, before build.ts turns it into the diagram
 * model. Scopes are where `[*]` and membership are decided: the diagram itself (`root`),
 * and each region of a composite state (a composite without `--` has one region, which
 * build.ts folds into the composite). Scope keys hold "::", which no Mermaid state id can
 * (ids stop at ":"), so they never meet a state's id.
 */

/** What a state draws as. */
export type StateKind = 'state' | 'choice' | 'fork' | 'join' | 'start' | 'end';

export const ROOT_SCOPE = 'root';

export interface StateRecord {
  rawId: string;
  line: number;
  kind: StateKind;
  /** Descriptions in the order written (`state "..." as id`, `id : ...`). */
  descriptions: string[];
  classes: ClassUse[];
  /** The scope the state is drawn in (undefined: the diagram itself). */
  scope?: string;
  /** For a composite state: how many regions `--` split it into. */
  regions?: number;
}

export interface TransitionRecord {
  from: string;
  to: string;
  label?: string;
  line: number;
}

export interface NoteRecord {
  target: string;
  side: 'left' | 'right';
  text: string;
  line: number;
  scope: string;
}

/** One element in the order the text first names it. */
export type StateItem = { kind: 'state'; rawId: string } | { kind: 'transition'; index: number } | { kind: 'note'; index: number };

export interface StateRecords {
  states: Map<string, StateRecord>;
  transitions: TransitionRecord[];
  notes: NoteRecord[];
  order: StateItem[];
  shared: StatementRecords;
  direction: Direction;
}

export function newStateRecords(): StateRecords {
  return { states: new Map(), transitions: [], notes: [], order: [], shared: newStatementRecords(), direction: 'TB' };
}

/** The scope key of a composite's region n (1-based). */
export function regionScope(composite: string, region: number): string {
  return `${composite}::region${region}`;
}

/** The composite state a scope belongs to (undefined for the diagram itself). */
export function compositeOf(scope: string): string | undefined {
  const cut = scope.lastIndexOf('::region');
  return cut < 0 ? undefined : scope.slice(0, cut);
}

/** Whether `scope` lies inside the composite state `composite` (at any depth). */
function isWithin(records: StateRecords, scope: string, composite: string): boolean {
  for (let owner = compositeOf(scope), depth = 0; owner !== undefined && depth < 1000; depth++) {
    if (owner === composite) return true;
    owner = records.states.get(owner)?.scope;
    owner = owner === undefined ? undefined : compositeOf(owner);
  }
  return false;
}

/**
 * The state named `rawId` in `scope`, made on first mention. As in Mermaid, a state named
 * inside a composite is drawn in the last composite that names it; naming it at the top
 * level again does not move it out. A composite is never moved into itself.
 */
export function mentionState(records: StateRecords, rawId: string, scope: string, line: number, kind: StateKind = 'state'): StateRecord {
  let record = records.states.get(rawId);
  if (record === undefined) {
    record = { rawId, line, kind, descriptions: [], classes: [] };
    records.states.set(rawId, record);
    records.order.push({ kind: 'state', rawId });
  }
  if (scope !== ROOT_SCOPE && !isWithin(records, scope, rawId)) record.scope = scope;
  return record;
}

/** The start (`[*] -->`) or end (`--> [*]`) of a scope, as a state of its own. */
export function mentionPseudoState(records: StateRecords, scope: string, kind: 'start' | 'end', line: number): StateRecord {
  return mentionState(records, `${scope}::${kind}`, scope, line, kind);
}

import type { Scanner } from '../scanner.js';
import type { ClassUse } from '../model.js';
import { mentionPseudoState, mentionState, type StateRecord, type StateRecords } from './records.js';

// Patterns the scanner matches with are module constants: a literal in a function is a new
// RegExp on every call, and the scanner keeps its sticky twin per pattern object.
/** A state id as Mermaid's lexer reads one: up to a space, ":", "-", "{" or a "%%" comment. */
const STATE_ID = /(?:[^:\n\s\-{%]|%(?!%))+/;
/** Class names after `:::`. */
const CLASS_NAME = /[\p{L}\p{N}_-]+/u;

/** A state as written in a statement: its id (or `[*]`) and the classes after `:::`. */
export interface StateRef {
  /** The id, or undefined for `[*]`. */
  rawId?: string;
  classes: string[];
  offset: number;
}

/** Reads `id`, `[*]`, `id:::class` or `[*]:::class`; undefined (nothing consumed) when none starts here. */
export function readStateRef(sc: Scanner): StateRef | undefined {
  const offset = sc.pos;
  let rawId: string | undefined;
  if (!sc.eat('[*]')) {
    const found = sc.eatMatch(STATE_ID);
    if (!found) return undefined;
    rawId = found[0];
  }
  const classes: string[] = [];
  while (sc.eat(':::')) {
    const name = sc.eatMatch(CLASS_NAME);
    if (!name) throw sc.failure('expected a class name after ":::"');
    classes.push(name[0]);
  }
  return rawId === undefined ? { classes, offset } : { rawId, classes, offset };
}

/**
 * The state a reference names in a scope: `[*]` is the scope's start when it is the
 * source of a transition (or stands alone) and its end when it is the target.
 */
export function resolveRef(records: StateRecords, ref: StateRef, scope: string, line: number, role: 'source' | 'target'): StateRecord {
  const state = ref.rawId === undefined
    ? mentionPseudoState(records, scope, role === 'source' ? 'start' : 'end', line)
    : mentionState(records, ref.rawId, scope, line);
  for (const name of ref.classes) state.classes.push({ name, line } satisfies ClassUse);
  return state;
}

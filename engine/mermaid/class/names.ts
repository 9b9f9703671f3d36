import type { Scanner } from '../scanner.js';

// Patterns the scanner matches with are module constants: a literal in a function is a new
// RegExp on every call, and the scanner keeps its sticky twin per pattern object.
/**
 * A class name as Mermaid's lexer reads one: letters, digits and "_" (any script), joined
 * by single "-" or "." (a "--" or ".." starts a relation); or any text in backticks (line breaks too, as Mermaid's lexer takes them).
 */
const NAME = /`([^`]+)`|([\p{L}\p{N}_](?:[\p{L}\p{N}_]|-(?![-.])|\.(?![.-]))*)/u;
/** The generic after a name: `~T~`, one level of `~` nesting inside (`~List~int~~`). */
const GENERIC = /~((?:[^~\n]|~[^~\n]*~)*)~/;

/** A class name as written: the id relations use, and the generic it was written with. */
export interface ClassName {
  rawId: string;
  generic?: string;
  offset: number;
}

/** Reads a class name (with its generic); undefined, nothing consumed, when none starts here. */
export function readClassName(sc: Scanner): ClassName | undefined {
  const offset = sc.pos;
  const found = sc.eatMatch(NAME);
  if (!found) return undefined;
  const rawId = found[1] ?? found[2] ?? '';
  const generic = sc.eatMatch(GENERIC);
  return generic ? { rawId, generic: generic[1] ?? '', offset } : { rawId, offset };
}

/** Whether a string is a class id a `style` statement may name. */
export function isClassId(id: string): boolean {
  return /^[\p{L}\p{N}_][\p{L}\p{N}_.-]*$/u.test(id);
}

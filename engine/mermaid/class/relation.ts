import type { Arrowhead } from '../model.js';
import type { RelationEnd } from './records.js';

// Patterns the scanner matches with are module constants: a literal in a function is a new
// RegExp on every call, and the scanner keeps its sticky twin per pattern object.
/**
 * A relation: an optional end type, the line (`--` solid, `..` dashed), an optional end
 * type. An `o` (aggregation) after the line must end there, so `--o B` is aggregation but
 * `--oB` is not.
 */
export const RELATION = /(<\||\*|o|<|\(\))?(--|\.\.)(\|>|\*|o(?![\p{L}\p{N}_])|>|\(\))?/u;

const END_TYPES: Readonly<Record<string, RelationEnd>> = {
  '<|': 'extension', '|>': 'extension', '*': 'composition', o: 'aggregation', '<': 'dependency', '>': 'dependency', '()': 'lollipop',
};

export function relationEnd(written: string | undefined): RelationEnd {
  return written === undefined ? 'none' : END_TYPES[written] ?? 'none';
}

/**
 * The DSP arrowhead of each UML end (docs/decisions/2026-11-28-mermaid-class-diagram-mapping.md):
 * inheritance and realization an open triangle, composition a filled diamond, aggregation
 * the same diamond (warned: DSP has no hollow one), association and dependency a triangle,
 * a lollipop an open circle.
 */
export const ARROWHEAD_OF: Readonly<Record<RelationEnd, Arrowhead>> = {
  none: 'none', extension: 'openTriangle', composition: 'diamond', aggregation: 'diamond', dependency: 'triangle', lollipop: 'openCircle',
};

import type { Cardinality } from '../model.js';
import type { Scanner } from '../scanner.js';

/**
 * ER relationship markers. Each side is one of Mermaid's four crow's-foot markers (either
 * orientation is read on either side, as Mermaid's lexer does) or a word alias; the middle
 * is `--`/`to` (identifying) or `..`/`.-`/`-.`/`optionally to` (non-identifying).
 *
 * | Mermaid                                        | DSP cardinality |
 * |------------------------------------------------|-----------------|
 * | `\|o` `o\|` one or zero, zero or one            | zero-or-one     |
 * | `\|\|` only one, one, 1                          | one             |
 * | `}o` `o{` zero or more, zero or many, many(0), 0+, many | zero-or-many |
 * | `}\|` `\|{` one or more, one or many, many(1), 1+ | one-or-many    |
 * | `u` (Mermaid's parent marker)                  | one (warned)    |
 */
const MARKERS: ReadonlyArray<readonly [RegExp, Cardinality]> = [
  [/\|o|o\|/, 'zero-or-one'],
  [/\}o|o\{/, 'zero-or-many'],
  [/\}\||\|\{/, 'one-or-many'],
  [/\|\|/, 'one'],
  [/(?:one\s+or\s+zero|zero\s+or\s+one)(?![\w-])/i, 'zero-or-one'],
  [/(?:one\s+or\s+more|one\s+or\s+many|many\(1\)|1\+)(?![\w-])/i, 'one-or-many'],
  [/(?:zero\s+or\s+more|zero\s+or\s+many|many\(0\)|0\+)(?![\w-])/i, 'zero-or-many'],
  [/only\s+one(?![\w-])/i, 'one'],
  [/many(?![\w(-])/i, 'zero-or-many'],
  [/one(?![\w-])/i, 'one'],
  [/1(?=\s|--|\.\.|\.-|-\.)/, 'one'],
];
const PARENT = /u(?=[.\-|])/;

const LINES: ReadonlyArray<readonly [RegExp, boolean]> = [
  [/--/, true],
  [/\.\.|\.-|-\./, false],
  [/optionally\s+to(?![\w-])/i, false],
  [/to(?![\w-])/i, true],
];

export interface RelationshipSyntax {
  from: Cardinality;
  to: Cardinality;
  identifying: boolean;
  /** Sides written with Mermaid's `u` parent marker (read as one). */
  parentMarker: boolean;
}

function readMarker(sc: Scanner): { cardinality: Cardinality; parent: boolean } | undefined {
  sc.skipInlineSpace();
  for (const [pattern, cardinality] of MARKERS) if (sc.skipMatch(pattern)) return { cardinality, parent: false };
  if (sc.skipMatch(PARENT)) return { cardinality: 'one', parent: true };
  return undefined;
}

/** The relationship marker after the first entity, consumed; undefined when none starts here. */
export function readRelationship(sc: Scanner): RelationshipSyntax | undefined {
  const start = sc.pos;
  const left = readMarker(sc);
  if (!left) {
    sc.pos = start;
    return undefined;
  }
  sc.skipInlineSpace();
  const line = LINES.find(([pattern]) => sc.skipMatch(pattern));
  if (!line) throw sc.failure(`expected "--" (identifying) or ".." (non-identifying) after the cardinality, found ${sc.describeHere()}`);
  const right = readMarker(sc);
  if (!right) throw sc.failure(`expected a cardinality (||, |o, o{, |{ or a word such as "zero or more") after the relationship line, found ${sc.describeHere()}`);
  return { from: left.cardinality, to: right.cardinality, identifying: line[1], parentMarker: left.parent || right.parent };
}

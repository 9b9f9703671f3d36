import { BRACKET_SHAPES, type MermaidShape } from '../shapes.js';
import { keywordInId } from './keywords.js';
import type { Scanner } from '../scanner.js';
import { readQuoted, type LinkText } from './links.js';
import { readShapeData, type ShapeDataEntry } from './shape-data.js';

// Patterns the scanner matches with are module constants: a literal in a function is a new
// RegExp on every call, and the scanner keeps its sticky twin per pattern object.
/** Class names after `:::`, separated by commas. */
const CLASS_NAMES = /[\p{L}\p{N}_-]+(?:,[\p{L}\p{N}_-]+)*/u;

/** One node as written at one place: `id`, `id[label]`, `id@{...}`, `id:::class`. */
export interface VertexSyntax {
  rawId: string;
  offset: number;
  shape?: { entry: MermaidShape; text: LinkText };
  data?: { entries: ShapeDataEntry[]; offset: number };
  classes: string[];
}

const ID_SYMBOLS = new Set(['_', '.', '!', '$', "'", '*', '+', '?', '\\', '/', '`']);
const LETTERLIKE = /^[\p{L}\p{N}\p{M}\p{So}\p{Pc}]$/u;

/**
 * Length of the node id at an offset. Ids are letters, digits and _ . ! $ ' * + ? \ / `;
 * "-" unless it starts a link (followed by -, . or >), "=" unless followed by "=", and
 * ":" unless it starts ":::". Non-ASCII letters and symbols are allowed (and rewritten
 * into DSP ids later).
 */
export function nodeIdLength(text: string, offset: number): number {
  let i = offset;
  while (i < text.length) {
    const char = String.fromCodePoint(text.codePointAt(i) ?? 0);
    const next = text.charAt(i + char.length);
    let ok: boolean;
    if (char === '-') ok = next !== '-' && next !== '.' && next !== '>';
    else if (char === '=') ok = next !== '=';
    else if (char === ':') ok = !text.startsWith('::', i + 1);
    else ok = ID_SYMBOLS.has(char) || LETTERLIKE.test(char);
    if (!ok) break;
    i += char.length;
  }
  return i - offset;
}

/** The label inside a shape's brackets, up to one of its closers; undefined when unclosed on this line. */
export function readBracketText(sc: Scanner, closers: readonly string[], what: string): { text: LinkText; closer: string } | undefined {
  const start = sc.pos;
  sc.skipInlineSpace();
  const quoted = readQuoted(sc, what);
  if (quoted) {
    sc.skipInlineSpace();
    const closer = closers.find((candidate) => sc.at(candidate));
    if (closer === undefined) throw sc.failure(`expected ${closers.map((c) => `"${c}"`).join(' or ')} after the quoted text of ${what}, found ${sc.describeHere()}`);
    sc.pos += closer.length;
    return { text: quoted, closer };
  }
  const line = sc.text.slice(start, sc.lineEnd());
  let best: { index: number; closer: string } | undefined;
  for (const closer of closers) {
    const found = line.indexOf(closer);
    if (found >= 0 && (best === undefined || start + found < best.index)) best = { index: start + found, closer };
  }
  if (!best) {
    sc.pos = start;
    return undefined;
  }
  sc.pos = best.index + best.closer.length;
  return { text: { raw: sc.text.slice(start, best.index), kind: 'raw', offset: start }, closer: best.closer };
}

/**
 * The bracketed shape and label right after a node id. The longest opener written here is
 * the shape, as Mermaid's lexer reads it: when its closer is missing the text is refused,
 * never read again with a shorter opener (`A((Circle)` is not a round node labelled "(Circle").
 */
function readShape(sc: Scanner, rawId: string): VertexSyntax['shape'] {
  const opener = BRACKET_SHAPES.find((candidate) => sc.at(candidate.brackets[0]))?.brackets[0];
  if (opener === undefined) return undefined;
  const entries = BRACKET_SHAPES.filter((entry) => entry.brackets[0] === opener);
  const closers = entries.map((entry) => entry.brackets[1]);
  const at = sc.pos;
  sc.pos += opener.length;
  const read = readBracketText(sc, closers, `node ${rawId}`);
  if (read) return { entry: entries.find((entry) => entry.brackets[1] === read.closer) as MermaidShape, text: read.text };
  throw sc.failure(`expected ${closers.map((c) => `"${c}"`).join(' or ')} on the same line to close the text of node ${rawId} (put text with brackets in quotes: ${rawId}["..."])`, at);
}

/** Class names after ":::" (comma-separated). */
function readClassNames(sc: Scanner, rawId: string): string[] {
  const names = sc.eatMatch(CLASS_NAMES);
  if (!names) throw sc.failure(`expected a class name after ":::" on node ${rawId}`);
  return names[0].split(',');
}

/** Reads one node (id, optional shape, `@{...}` data and `:::classes`), or throws when no id is here. */
export function readVertex(sc: Scanner, expected: string): VertexSyntax {
  const offset = sc.pos;
  const length = nodeIdLength(sc.text, offset);
  if (length === 0) throw sc.failure(`expected ${expected}, found ${sc.describeHere()}`);
  const rawId = sc.text.slice(offset, offset + length);
  const keyword = keywordInId(rawId);
  if (keyword !== undefined) throw sc.failure(`"${rawId}" cannot be a node id: Mermaid reads "${keyword}" in it as a keyword; rename the node (for example ${rawId.replace(keyword, `${keyword}_1`)})`);
  sc.pos += length;
  const vertex: VertexSyntax = { rawId, offset, classes: [] };
  const shape = readShape(sc, rawId);
  if (shape) vertex.shape = shape;
  for (;;) {
    if (sc.at('@{')) {
      const dataOffset = sc.pos;
      vertex.data = { entries: readShapeData(sc, `node ${rawId}`), offset: dataOffset };
    } else if (sc.eat(':::')) {
      vertex.classes.push(...readClassNames(sc, rawId));
    } else break;
  }
  return vertex;
}

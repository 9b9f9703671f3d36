import { MermaidFailure } from '../errors.js';
import type { Direction, IrDiagram } from '../model.js';
import type { Scanner } from '../scanner.js';
import { readAccessibility, readClassDef, readClassStatement, readStyleStatement } from '../statements.js';
import { decodeLabel } from '../text.js';
import { atStatementEnd, skipTrivia } from '../trivia.js';
import type { Warnings } from '../warnings.js';
import { keywordInId } from './keywords.js';
import { readLink, type Link, type LinkText } from './links.js';
import { newRecords, type FlowchartRecords } from './records.js';
import { resolveFlowchart } from './resolve.js';
import { mentionVertex, readLinkStyle, skipClick } from './statements.js';
import { readSubgraphHeader } from './subgraph.js';
import { nodeIdLength, readVertex, type VertexSyntax } from './vertex.js';

// Patterns the scanner matches with are module constants: a literal in a function is a new
// RegExp on every call, and the scanner keeps its sticky twin per pattern object.
/** An edge id and its "@" before a link (`A e1@--> B`). */
const EDGE_ID = /([^\s"@&;|]+)@(?=[\s]*[-=.~<xo])/;
/** A `direction` statement inside a subgraph. */
const DIRECTION_STATEMENT = /direction[ \t]+(TB|TD|BT|RL|LR)\b/;
/** A direction after the `direction` keyword. */
const DIRECTION = /(TB|TD|BT|RL|LR)\b/;
/** The direction after `flowchart` / `graph`. */
const HEADER_DIRECTION = /(TB|TD|BT|RL|LR|<|>|\^|v)(?=$|[\s;])/;

/**
 * The flowchart reader: statements separated by new lines or ";" (vertex statements with
 * links, subgraph ... end, direction, style, classDef, class, linkStyle, click, accTitle,
 * accDescr). It records what it reads; resolve.ts then decides what every id is.
 */

const DIRECTIONS: Record<string, Direction> = { TB: 'TB', TD: 'TB', BT: 'BT', RL: 'RL', LR: 'LR', '>': 'LR', '<': 'RL', '^': 'BT', v: 'TB' };

/** Per-parse reading state: the scanner, the records, the open subgraphs. */
interface Reader {
  sc: Scanner;
  records: FlowchartRecords;
  warnings: Warnings;
  open: number[];
  /** The most elements the scene may have (links alone are checked as they multiply). */
  maxElements: number;
}

/** Decodes a label and warns for what the decoding lost. */
function labelText(reader: Pick<Reader, 'sc' | 'warnings'>, text: LinkText, where: string, mermaidId?: string): string {
  const decoded = decodeLabel(text.raw, text.kind);
  for (const loss of decoded.losses) {
    const about = mermaidId !== undefined ? { mermaidId } : {};
    reader.warnings.add('MERMAID_APPROXIMATED', reader.sc.lineAt(text.offset), `${where}: ${loss} cannot be shown; the label keeps the plain text`, { ...about, data: { construct: 'text', loss } });
  }
  return decoded.text;
}

/** Records one node as written, with its subgraph membership. */
function recordVertex(reader: Reader, vertex: VertexSyntax, strong: boolean): void {
  const { sc, records } = reader;
  const line = sc.lineAt(vertex.offset);
  const record = mentionVertex(records, vertex.rawId, line);
  if (strong) record.strong = true;
  const parent = reader.open[reader.open.length - 1];
  if (parent !== undefined) records.subgraphs[parent]?.mentions.push(vertex.rawId);
  if (vertex.shape) {
    const label = labelText(reader, vertex.shape.text, `node ${vertex.rawId}`, vertex.rawId);
    record.updates.push({ kind: 'shape', entry: vertex.shape.entry, label, line });
  }
  if (vertex.data) {
    const entries = vertex.data.entries.map((entry) => ({ ...entry, line: sc.lineAt(entry.offset) }));
    record.updates.push({ kind: 'data', entries, line: sc.lineAt(vertex.data.offset) });
  }
  for (const name of vertex.classes) record.classes.push({ name, line });
}

/** `A & B:::c & C[label]` */
function readGroup(reader: Reader, expected: string): VertexSyntax[] {
  const { sc } = reader;
  const group = [readVertex(sc, expected)];
  for (;;) {
    const before = sc.pos;
    sc.skipInlineSpace();
    if (!sc.eat('&')) {
      sc.pos = before;
      return group;
    }
    sc.skipInlineSpace();
    group.push(readVertex(sc, 'a node id after "&"'));
  }
}

/** A Mermaid edge id written before a link (`A e1@--> B`), consumed when one is here. */
function readEdgeId(sc: Scanner): string | undefined {
  const found = sc.match(EDGE_ID);
  if (!found) return undefined;
  const after = sc.pos;
  sc.pos += found[0].length;
  sc.skipInlineSpace();
  if (/^[-=.~<xo]/.test(sc.peek())) return found[1];
  sc.pos = after;
  return undefined;
}

function recordEdges(reader: Reader, from: VertexSyntax[], to: VertexSyntax[], link: Link, rawId: string | undefined, line: number): void {
  const { records, warnings } = reader;
  // `A & B & ... --> X & Y & ...` multiplies; stop before it outgrows any scene.
  const count = records.edges.length + from.length * to.length;
  if (count > reader.maxElements) {
    throw new MermaidFailure({
      code: 'MERMAID_LIMIT_EXCEEDED',
      message: `line ${line}: the diagram has more than ${reader.maxElements} links; a scene holds at most ${reader.maxElements} elements: split the diagram`,
      line,
      data: { limit: 'elements', maximum: reader.maxElements },
    });
  }
  const label = link.text ? labelText(reader, link.text, 'link') : undefined;
  let first = true;
  for (const a of from) {
    for (const b of to) {
      const edge: FlowchartRecords['edges'][number] = { line, from: a.rawId, to: b.rawId, link };
      if (rawId !== undefined) {
        if (first) edge.rawId = rawId;
        else warnings.add('MERMAID_APPROXIMATED', line, `the link id ${rawId} names several links (written with "&"); only the first keeps it`, { data: { construct: 'edgeId', mermaidId: rawId } });
      }
      if (label !== undefined && label !== '') edge.label = label;
      records.order.push({ kind: 'edge', index: records.edges.length });
      records.edges.push(edge);
      first = false;
    }
  }
}

/** `A --> B & C -- text --> D` and a lone `A[label]`. */
function readVertexStatement(reader: Reader): void {
  const { sc } = reader;
  let group = readGroup(reader, 'a node id, a link or a statement (subgraph, end, style, classDef, class, linkStyle, click)');
  const lone = group;
  let linked = false;
  for (;;) {
    sc.skipInlineSpace();
    if (atStatementEnd(sc, true)) break;
    const linkAt = sc.pos;
    const rawId = readEdgeId(sc);
    const link = readLink(sc);
    if (!link) {
      throw sc.failure(`expected a link (-->, ---, -.->, ==>), "&" or the end of the statement after node ${group[group.length - 1]?.rawId}, found ${sc.describeHere(linkAt)}`, linkAt);
    }
    sc.skipInlineSpace();
    const next = readGroup(reader, 'a node id after the link');
    if (!linked) for (const vertex of group) recordVertex(reader, vertex, true);
    for (const vertex of next) recordVertex(reader, vertex, true);
    recordEdges(reader, group, next, link, rawId, sc.lineAt(linkAt));
    group = next;
    linked = true;
  }
  if (linked) return;
  // A lone `id@{...}` may configure a named edge; anything else declares nodes.
  for (const vertex of lone) recordVertex(reader, vertex, lone.length > 1 || vertex.shape !== undefined || vertex.data === undefined || vertex.classes.length > 0);
}

const KEYWORD = /(subgraph|end|direction|style|classDef|class|linkStyle|click|accTitle|accDescr)(?=$|[\s;:{])/;

function readStatement(reader: Reader): void {
  const { sc, records, warnings } = reader;
  const start = sc.pos;
  const line = sc.lineAt(start);
  const keyword = sc.match(KEYWORD)?.[1];
  const spaced = keyword !== undefined && /^[ \t]/.test(sc.text.charAt(start + keyword.length));
  if (keyword === 'end' && !/^[:{]/.test(sc.text.charAt(start + 3))) {
    sc.pos += 3;
    const closed = reader.open.pop();
    if (closed === undefined) throw sc.failure('found "end" without an open subgraph (node ids spelled "end" need another case, e.g. End)', start);
    records.closed.push(closed);
    return;
  }
  if (keyword === 'subgraph') {
    sc.pos += keyword.length;
    const index = records.subgraphs.length;
    const parent = reader.open[reader.open.length - 1];
    records.subgraphs.push({ ...readSubgraphHeader(sc, (text) => labelText(reader, text, 'subgraph title')), line, mentions: [], ...(parent !== undefined ? { parent } : {}) });
    records.order.push({ kind: 'subgraph', index });
    reader.open.push(index);
    return;
  }
  if (keyword === 'accTitle' || keyword === 'accDescr') {
    const after = sc.text.slice(start + keyword.length).match(/^\s*[:{]/);
    if (after) {
      sc.pos += keyword.length;
      readAccessibility(sc, records, keyword, line);
      return;
    }
  }
  if (keyword === 'direction' && sc.match(DIRECTION_STATEMENT)) {
    sc.pos += keyword.length;
    sc.skipInlineSpace();
    const direction = sc.eatMatch(DIRECTION)?.[1];
    if (!direction) throw sc.failure('expected TB, TD, BT, RL or LR after "direction"');
    if (reader.open.length > 0) {
      warnings.add('MERMAID_UNSUPPORTED', line, `direction ${direction} inside a subgraph is not kept; DSP frames follow the diagram's direction`, { data: { construct: 'direction' } });
    } else {
      records.direction = DIRECTIONS[direction] ?? 'TB';
    }
    return;
  }
  if (spaced) {
    sc.pos += (keyword ?? '').length;
    if (keyword === 'style') {
      const validId = (id: string): boolean => nodeIdLength(id, 0) === id.length && keywordInId(id) === undefined;
      return readStyleStatement(sc, records, warnings, line, validId, (id) => mentionVertex(records, id, line));
    }
    if (keyword === 'classDef') return readClassDef(sc, records, warnings, line);
    if (keyword === 'class') return readClassStatement(sc, records, line);
    if (keyword === 'linkStyle') return readLinkStyle(sc, records, warnings, line);
    if (keyword === 'click') return skipClick(sc, warnings, line);
    sc.pos = start;
  }
  readVertexStatement(reader);
}

/** The direction written after `flowchart`/`graph` (TB when none). */
function readHeaderDirection(sc: Scanner, keyword: string): Direction {
  sc.skipInlineSpace();
  const found = sc.eatMatch(HEADER_DIRECTION);
  if (found) return DIRECTIONS[found[1] ?? 'TB'] ?? 'TB';
  if (atStatementEnd(sc, true)) return 'TB';
  throw sc.failure(`expected a direction (TB, TD, BT, RL or LR) or the end of the line after "${keyword}", found ${sc.describeHere()}`);
}

/** Reads a flowchart/graph body (the scanner is after the header keyword) into the diagram model. */
export function parseFlowchart(sc: Scanner, keyword: string, warnings: Warnings, maxElements: number): IrDiagram {
  const reader: Reader = { sc, records: newRecords(readHeaderDirection(sc, keyword)), warnings, open: [], maxElements };
  for (;;) {
    skipTrivia(sc, warnings, { newlines: true, semicolons: true });
    if (sc.eof) break;
    readStatement(reader);
    skipTrivia(sc, warnings, { newlines: false });
    if (!atStatementEnd(sc, true)) throw sc.failure(`expected the end of the statement (a new line or ";"), found ${sc.describeHere()}`);
  }
  const unclosed = reader.open[reader.open.length - 1];
  if (unclosed !== undefined) {
    const subgraph = reader.records.subgraphs[unclosed];
    throw sc.failure(`expected "end" to close the subgraph ${subgraph?.rawId ?? subgraph?.title ?? ''} opened at line ${subgraph?.line ?? 1}`.replace('  ', ' '));
  }
  return resolveFlowchart(reader.records, warnings);
}


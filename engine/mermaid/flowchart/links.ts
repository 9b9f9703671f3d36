import type { Arrowhead } from '../model.js';
import type { Scanner } from '../scanner.js';
import type { TextKind } from '../text.js';

/**
 * Flowchart links. A link is one token (`-->`, `---`, `-.->`, `==>`, `--o`, `<-->`,
 * `~~~`, longer `--->`) or an opening, a text and a closing (`-- text -->`,
 * `-. text .->`, `== text ==>`), optionally followed by `|text|`.
 *
 * | Mermaid          | startArrow / endArrow | style                  |
 * |------------------|-----------------------|------------------------|
 * | `-->` `---`      | none / triangle, none | —                      |
 * | `<-->`           | triangle / triangle   | —                      |
 * | `--o` `o--o`     | circle                | —                      |
 * | `--x` `x--x`     | bar (no cross in DSP; warned) | —              |
 * | `-.->` `-.-`     | as above              | dash [3, 3]            |
 * | `==>` `===`      | as above              | strokeWidth 3          |
 * | `~~~`            | none / none           | visible false (warned) |
 * Extra dashes (`--->`) ask Mermaid for a longer link; the layout engine picks ranks
 * itself, so they are warned and dropped.
 */
export type Stroke = 'normal' | 'thick' | 'dotted' | 'invisible';

/** The dash of a dotted link and the width of a thick one (toMermaid reads them back as such). */
export const DOTTED_DASH: readonly number[] = [3, 3];
export const THICK_WIDTH = 3;

export interface LinkText {
  raw: string;
  kind: TextKind;
  offset: number;
}

export interface Link {
  start: Arrowhead;
  end: Arrowhead;
  stroke: Stroke;
  /** Extra length asked for (0 for the shortest form). */
  extra: number;
  text?: LinkText;
}

const MARKERS: Record<string, Arrowhead> = { '<': 'triangle', '>': 'triangle', o: 'circle', x: 'bar' };
const marker = (char: string | undefined): Arrowhead => (char ? MARKERS[char] ?? 'none' : 'none');

const NORMAL = /([xo<]?)(-{2,})([xo>]?)/;
const THICK = /([xo<]?)(={2,})([xo>]?)/;
const DOTTED = /([xo<]?)(-?)(\.+)-([xo>]?)/;
const INVISIBLE = /~{3,}/;
const OPEN_NORMAL = /([xo<]?)--/;
const OPEN_THICK = /([xo<]?)==/;
const OPEN_DOTTED = /([xo<]?)-\./;

/** A complete link token here, consumed; undefined when there is none. */
function readToken(sc: Scanner): Link | undefined {
  for (const [pattern, stroke] of [[NORMAL, 'normal'], [THICK, 'thick']] as const) {
    const found = sc.match(pattern);
    if (!found) continue;
    const [, start = '', line = '', end = ''] = found;
    // "--" or "==" alone opens a link with text; a line needs a third character or a head.
    if (end === '' && line.length < 3) continue;
    sc.pos += found[0].length;
    return { start: marker(start), end: marker(end), stroke, extra: line.length - (end === '' ? 3 : 2) };
  }
  const dotted = sc.match(DOTTED);
  if (dotted) {
    sc.pos += dotted[0].length;
    return { start: marker(dotted[1]), end: marker(dotted[4]), stroke: 'dotted', extra: (dotted[3] ?? '.').length - 1 };
  }
  const invisible = sc.eatMatch(INVISIBLE);
  if (invisible) return { start: 'none', end: 'none', stroke: 'invisible', extra: invisible[0].length - 3 };
  return undefined;
}

/** A quoted ("...") or markdown ("`...`") string here, consumed; may span lines. */
export function readQuoted(sc: Scanner, what: string): LinkText | undefined {
  const markdown = sc.at('"`');
  if (!markdown && !sc.at('"')) return undefined;
  const open = sc.pos;
  const body = open + (markdown ? 2 : 1);
  const close = sc.text.indexOf(markdown ? '`"' : '"', body);
  if (close < 0) throw sc.failure(`expected ${markdown ? '`"' : '"'} to close the ${markdown ? 'markdown string' : 'quoted text'} of ${what}`, open);
  sc.pos = close + (markdown ? 2 : 1);
  return { raw: sc.text.slice(body, close), kind: markdown ? 'markdown' : 'quoted', offset: body };
}

/** The text of a link opened with "--", "==" or "-.", up to and including its closing token. */
function readTextAndClosing(sc: Scanner, stroke: Stroke, openedAt: number): Link {
  const closingName = stroke === 'normal' ? '--> or ---' : stroke === 'thick' ? '==> or ===' : '.-> or .-';
  sc.skipInlineSpace();
  let text = readQuoted(sc, 'the link');
  if (text) sc.skipInlineSpace();
  else {
    const lineEnd = sc.lineEnd();
    const rest = sc.text.slice(sc.pos, lineEnd);
    const found = stroke === 'normal' ? rest.indexOf('--') : stroke === 'thick' ? rest.indexOf('==') : rest.search(/-?\.+-/);
    if (found < 0) throw sc.failure(`expected ${closingName} to close the link text opened here`, openedAt);
    text = { raw: rest.slice(0, found), kind: 'raw', offset: sc.pos };
    sc.pos += found;
  }
  const closingAt = sc.pos;
  const closing = readToken(sc);
  if (!closing || closing.stroke !== stroke) throw sc.failure(`expected ${closingName} to close the link text, found ${sc.describeHere(closingAt)}`, closingAt);
  return { ...closing, text };
}

/**
 * Reads a link at the scanner (spaces before it already skipped) with its `|text|`;
 * undefined when no link starts here. Malformed link text throws a syntax error.
 */
export function readLink(sc: Scanner): Link | undefined {
  const openedAt = sc.pos;
  let link = readToken(sc);
  if (!link) {
    for (const [pattern, stroke] of [[OPEN_NORMAL, 'normal'], [OPEN_THICK, 'thick'], [OPEN_DOTTED, 'dotted']] as const) {
      const opening = sc.eatMatch(pattern);
      if (!opening) continue;
      const closed = readTextAndClosing(sc, stroke, openedAt);
      link = { ...closed, start: marker(opening[1]) === 'none' ? closed.start : marker(opening[1]) };
      break;
    }
  }
  if (!link) return undefined;
  const beforePipe = sc.pos;
  sc.skipInlineSpace();
  if (sc.peek() !== '|') {
    sc.pos = beforePipe;
    return link;
  }
  const pipeAt = sc.pos;
  sc.pos++;
  sc.skipInlineSpace();
  const quoted = readQuoted(sc, 'the link');
  if (quoted) {
    sc.skipInlineSpace();
    if (!sc.eat('|')) throw sc.failure('expected "|" to close the link text', sc.pos);
    return { ...link, text: quoted };
  }
  const close = sc.text.indexOf('|', sc.pos);
  if (close < 0 || close > sc.lineEnd()) throw sc.failure('expected "|" to close the link text opened here', pipeAt);
  const text: LinkText = { raw: sc.text.slice(sc.pos, close), kind: 'raw', offset: sc.pos };
  sc.pos = close + 1;
  return { ...link, text };
}

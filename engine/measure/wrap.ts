import { expandTabs } from '../fonts/index.js';
import { clusters } from './clusters.js';

export type WrapMode = 'none' | 'word' | 'character';

export interface TextLine {
  text: string;
  /** px, trailing spaces excluded (they are not in `text` either) */
  width: number;
}

/**
 * A line being set: its width so far in px (rounded) and the pen after more text. A pen
 * is immutable, so a line can try a word and keep the old pen if the word does not fit.
 */
export interface Pen {
  readonly width: number;
  extend(text: string): Pen;
}

const NEWLINE = /\r\n|\n|\r/;
const WORDS = /( *)([^ ]+)/g;
const TRAILING_SPACES = / +$/;

/** The text's hard lines (split at \n, \r\n or \r), with each tab expanded to four spaces. */
export function paragraphsOf(text: string): string[] {
  const expanded = expandTabs(text);
  // Most labels are one line: skip the regex split (and its garbage) when there is no break.
  return expanded.includes('\n') || expanded.includes('\r') ? expanded.split(NEWLINE) : [expanded];
}

/**
 * Breaks text into lines. `none` breaks only at newlines (\n, \r\n, or a lone \r); `word`
 * also breaks at spaces and lets a word wider than maxWidth run past on its own line;
 * `character` breaks such a word between clusters (see clusters.ts), moving it to a fresh
 * line first. Tabs become four spaces. Spaces at the end of a line are dropped, so they
 * never count toward its width; spaces at the start of a paragraph are kept as
 * indentation. Empty text has no lines; an empty paragraph is an empty line.
 */
export function wrapLines(text: string, mode: WrapMode, maxWidth: number | undefined, lineStart: Pen): TextLine[] {
  if (text === '') return [];
  const lines: TextLine[] = [];
  for (const paragraph of paragraphsOf(text)) {
    if (mode === 'none' || maxWidth === undefined) {
      const line = paragraph.replace(TRAILING_SPACES, '');
      lines.push({ text: line, width: lineStart.extend(line).width });
    } else {
      wrapParagraph(paragraph, mode === 'character', maxWidth, lineStart, lines);
    }
  }
  return lines;
}

function wrapParagraph(paragraph: string, breakWords: boolean, maxWidth: number, lineStart: Pen, out: TextLine[]): void {
  const fits = (pen: Pen): boolean => pen.width <= maxWidth + 1e-9;
  let line = '';
  let pen = lineStart;
  let hasWord = false;

  // Starts a line with `word` after `prefix`; with breakWords, a word too wide even for a
  // line of its own is cut between clusters, each full piece becoming a line.
  const place = (prefix: string, word: string): void => {
    hasWord = true;
    const whole = lineStart.extend(prefix + word);
    if (!breakWords || fits(whole)) {
      line = prefix + word;
      pen = whole;
      return;
    }
    line = prefix;
    pen = lineStart.extend(prefix);
    let pieceHasCluster = false;
    for (const cluster of clusters(word)) {
      let next = pen.extend(cluster);
      if (pieceHasCluster && !fits(next)) {
        out.push({ text: line, width: pen.width });
        line = '';
        next = lineStart.extend(cluster);
      }
      line += cluster;
      pen = next;
      pieceHasCluster = true;
    }
  };

  for (const match of paragraph.matchAll(WORDS)) {
    const spaces = match[1] ?? '';
    const word = match[2] ?? '';
    if (!hasWord) {
      // Indentation is kept at the start of a paragraph; after a wrap it is dropped.
      place(spaces, word);
      continue;
    }
    const candidate = pen.extend(spaces + word);
    if (fits(candidate)) {
      line += spaces + word;
      pen = candidate;
      continue;
    }
    out.push({ text: line, width: pen.width });
    place('', word);
  }
  // A paragraph of only spaces (or nothing) is one empty line.
  out.push({ text: line, width: pen.width });
}

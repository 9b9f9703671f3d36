import { LIMITS } from '../../schema/index.js';
import { MermaidFailure } from './errors.js';
import { readFrontmatter, type Frontmatter } from './frontmatter.js';
import { detectType, type SupportedType } from './diagram-type.js';
import { Scanner } from './scanner.js';
import { skipTrivia } from './trivia.js';
import type { Warnings } from './warnings.js';

// Patterns the scanner matches with are module constants: a literal in a function is a new
// RegExp on every call, and the scanner keeps its sticky twin per pattern object.
/** The fence that opens frontmatter. */
const FRONTMATTER_FENCE = /---[ \t]*(\n|$)/;
/** The diagram type keyword. */
const TYPE_WORD = /[A-Za-z][\w-]*/;

/** UTF-8 length of a string (a lone surrogate counts as the 3 bytes of U+FFFD). */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

/** The text with CRLF/CR as LF, no BOM, and lone surrogates (not drawable) as U+FFFD. */
function normalise(input: string, warnings: Warnings): string {
  const text = input.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const fixed = text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
  if (fixed !== text) {
    const line = fixed.slice(0, fixed.indexOf('\uFFFD')).split('\n').length;
    warnings.add('MERMAID_APPROXIMATED', line, 'the text holds lone UTF-16 surrogates (not valid Unicode); they were replaced by U+FFFD', { data: { construct: 'unicode' } });
  }
  return fixed;
}

/** A text ready for a reader: the scanner after the header keyword, and the frontmatter. */
export interface Source {
  scanner: Scanner;
  type: SupportedType;
  keyword: string;
  frontmatter: Frontmatter;
}

/** Reads the frontmatter fences; the scanner ends after the closing fence. */
function frontmatterOf(sc: Scanner, warnings: Warnings): Frontmatter {
  const start = sc.pos;
  while (sc.peek() === '\n' || sc.peek() === ' ' || sc.peek() === '\t') sc.pos++;
  if (!sc.match(FRONTMATTER_FENCE)) {
    sc.pos = start;
    return {};
  }
  const openLine = sc.lineAt();
  // An indented block (a diagram inside HTML, which Mermaid dedents first) is read without its indent.
  const indent = sc.text.slice(sc.text.lastIndexOf('\n', sc.pos - 1) + 1, sc.pos);
  sc.pos = sc.lineEnd() + 1;
  const lines: string[] = [];
  while (!sc.eof) {
    const end = sc.lineEnd();
    const raw = sc.text.slice(sc.pos, end);
    const text = indent !== '' && raw.startsWith(indent) ? raw.slice(indent.length) : raw;
    sc.pos = Math.min(end + 1, sc.text.length);
    if (/^---\s*$/.test(text)) return readFrontmatter(lines, openLine + 1, warnings);
    lines.push(text);
  }
  throw sc.failure(`expected "---" to close the frontmatter opened at line ${openLine}`);
}

/**
 * Checks size and emptiness, reads the frontmatter, skips comments and directives, and
 * classifies the diagram type. Throws MermaidFailure for every refusal.
 */
export function prepareSource(input: string, warnings: Warnings): Source {
  const bytes = utf8Length(input);
  if (bytes > LIMITS.mermaidBytes) {
    throw new MermaidFailure({
      code: 'MERMAID_TOO_LARGE',
      message: `the Mermaid text is ${bytes} bytes; the limit is ${LIMITS.mermaidBytes} bytes (64 KB) of UTF-8: split the diagram`,
      data: { bytes, limit: LIMITS.mermaidBytes },
    });
  }
  const empty = (): MermaidFailure => new MermaidFailure({ code: 'MERMAID_EMPTY', message: 'the Mermaid text is empty; start it with "flowchart TD" or "erDiagram"' });
  if (input.trim() === '') throw empty();
  const sc = new Scanner(normalise(input, warnings));
  const frontmatter = frontmatterOf(sc, warnings);
  skipTrivia(sc, warnings, { newlines: true });
  if (sc.eof) throw empty();
  const wordStart = sc.pos;
  const word = sc.eatMatch(TYPE_WORD)?.[0] ?? '';
  const detected = detectType(word);
  if (detected.kind === 'supported') return { scanner: sc, type: detected.type, keyword: detected.keyword, frontmatter };
  if (detected.kind === 'unsupported') {
    throw new MermaidFailure({
      code: 'MERMAID_TYPE_UNSUPPORTED',
      message: `"${word}" diagrams cannot be read; only flowchart (or graph), erDiagram, sequenceDiagram, stateDiagram and classDiagram are accepted`,
      line: sc.lineAt(wordStart),
      column: sc.columnAt(wordStart),
      data: { type: word, accepted: ['flowchart', 'graph', 'erDiagram', 'sequenceDiagram', 'stateDiagram', 'stateDiagram-v2', 'classDiagram', 'classDiagram-v2'] },
    });
  }
  throw sc.failure(`expected the diagram type first ("flowchart TD", "graph LR" or "erDiagram"), found ${sc.describeHere(wordStart)}`, wordStart);
}

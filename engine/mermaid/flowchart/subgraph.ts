import type { Scanner } from '../scanner.js';
import { atStatementEnd } from '../trivia.js';
import { readQuoted, type LinkText } from './links.js';
import { readBracketText } from './vertex.js';

// Patterns the scanner matches with are module constants: a literal in a function is a new
// RegExp on every call, and the scanner keeps its sticky twin per pattern object.
/** A subgraph's header up to its end, a "[" title or a comment. */
const HEAD = /[^\n;[%]*/;

/**
 * The header of a subgraph: `subgraph id [title]`, `subgraph id["title"]`,
 * `subgraph title` or `subgraph "title"`. As in Mermaid, a title of one word is also the
 * id; a title with spaces (and a bare `subgraph`) gets a generated id (subGraph<n>).
 */
export function readSubgraphHeader(sc: Scanner, decode: (text: LinkText) => string): { rawId?: string; title?: string } {
  sc.skipInlineSpace();
  if (atStatementEnd(sc, true)) return {};
  const quoted = readQuoted(sc, 'the subgraph title');
  if (quoted) {
    const title = decode(quoted);
    return title === '' ? {} : /\s/.test(title) ? { title } : { rawId: title, title };
  }
  const offset = sc.pos;
  const head = sc.eatMatch(HEAD)?.[0] ?? '';
  const id = head.trim();
  if (sc.peek() === '[') {
    const open = sc.pos;
    sc.pos++;
    const bracket = readBracketText(sc, [']'], `subgraph ${id}`);
    if (!bracket) throw sc.failure('expected "]" on the same line to close the subgraph title', open);
    if (id === '') throw sc.failure('expected a subgraph id before its [title]', offset);
    const title = decode(bracket.text);
    return title === '' ? { rawId: id } : { rawId: id, title };
  }
  const title = decode({ raw: id, kind: 'raw', offset });
  if (id === '') return {};
  return /\s/.test(id) ? { title } : { rawId: id, title };
}

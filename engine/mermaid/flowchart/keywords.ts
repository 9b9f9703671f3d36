/**
 * Node ids Mermaid's flowchart lexer cannot read: its keyword rules come before the id
 * rule, so an id that is a keyword, or starts with one followed by a character that is
 * not a letter, digit or "_" (end-node, style.x, graph-A), is read as the keyword.
 * click, call and href only break as whole words.
 */
const PREFIX_KEYWORDS = ['end', 'subgraph', 'graph', 'flowchart', 'style', 'linkStyle', 'classDef', 'class', 'interpolate'];
const WORD_KEYWORDS = ['click', 'call', 'href'];

/** The keyword that makes an id unreadable by Mermaid, if any. */
export function keywordInId(id: string): string | undefined {
  if (WORD_KEYWORDS.includes(id)) return id;
  return PREFIX_KEYWORDS.find((keyword) => id === keyword || (id.startsWith(keyword) && /^[^A-Za-z0-9_]/.test(id.slice(keyword.length))));
}

import { StreamLanguage, type StreamParser } from '@codemirror/language';

/**
 * A small CodeMirror stream mode for the Mermaid the engine reads (flowchart/graph,
 * erDiagram and stateDiagram): keywords, directions, comments, strings, edge labels, arrows and
 * relationship cardinalities, node text in brackets, frontmatter.
 */

interface State {
  /** Inside the --- frontmatter block at the top. */
  frontmatter: boolean;
  /** In a stateDiagram, where "{" opens a composite state rather than attributes. */
  states: boolean;
  /** Inside an erDiagram entity's { ... } attribute block. */
  attributes: boolean;
  lineStart: boolean;
}

const KEYWORDS = /^(flowchart|graph|erDiagram|stateDiagram-v2|stateDiagram|state|note|subgraph|end|direction|classDef|class|style|linkStyle|click|accTitle|accDescr)\b/;
const DIRECTIONS = /^(LR|RL|TB|TD|BT)\b/;
const ARROW = /^(<?(-{2,}|={2,}|-\.+-?)[->ox]?|[<>]?-[->ox])/;
const CARDINALITY = /^(\|\||\|o|o\||\}o|o\{|\}\||\|\{)(--|\.\.)(\|\||\|o|o\||\}o|o\{|\}\||\|\{)/;
const BRACKETS: Record<string, string> = { '[': ']', '(': ')', '{': '}', '>': ']' };

const parser: StreamParser<State> = {
  name: 'mermaid',
  startState: () => ({ frontmatter: false, states: false, attributes: false, lineStart: true }),
  token(stream, state) {
    if (stream.sol()) state.lineStart = true;
    if (stream.eatSpace()) return null;
    const first = state.lineStart;
    state.lineStart = false;
    if (first && stream.match(/^---\s*$/)) {
      state.frontmatter = !state.frontmatter;
      return 'meta';
    }
    if (state.frontmatter) {
      if (stream.match(/^[\w-]+(?=\s*:)/)) return 'propertyName';
      stream.skipToEnd();
      return 'string';
    }
    if (stream.match('%%')) {
      stream.skipToEnd();
      return 'comment';
    }
    if (state.attributes) {
      if (stream.eat('}')) {
        state.attributes = false;
        return 'bracket';
      }
      if (stream.match(/^(PK|FK|UK)\b/)) return 'keyword';
      if (stream.match(/^"[^"]*"/)) return 'string';
      if (stream.match(/^[\w()-]+/)) return first ? 'typeName' : 'variableName';
      stream.next();
      return null;
    }
    if (stream.match(KEYWORDS)) {
      if (stream.current().startsWith('stateDiagram')) state.states = true;
      return 'keyword';
    }
    if (stream.match(DIRECTIONS)) return 'atom';
    if (stream.match(/^"[^"]*"/)) return 'string';
    if (stream.match(CARDINALITY)) return 'operator';
    if (stream.match(/^\|[^|]*\|/)) return 'labelName';
    if (stream.match(ARROW)) return 'operator';
    if (!state.states && stream.match(/^\{\s*$/)) {
      state.attributes = true;
      return 'bracket';
    }
    const open = stream.peek();
    if (open !== undefined && BRACKETS[open]) {
      // Node text in its shape's brackets: [text], (text), {text}, [(text)], ((text)), >text].
      const close = BRACKETS[open]!;
      stream.next();
      while (!stream.eol() && stream.peek() !== close) stream.next();
      while (!stream.eol() && /[\])}]/.test(stream.peek() ?? '')) stream.next();
      return 'string';
    }
    if (stream.match(/^:.*/)) return 'string';
    if (stream.match(/^[\w.-]+/)) return 'variableName';
    stream.next();
    return null;
  },
  languageData: { commentTokens: { line: '%%' } },
};

/** The Mermaid mode as a CodeMirror language. */
export const mermaidLanguage = StreamLanguage.define(parser);

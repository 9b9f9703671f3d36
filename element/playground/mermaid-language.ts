import { StreamLanguage, type StreamParser, type StringStream } from '@codemirror/language';

/**
 * A small CodeMirror stream mode for the Mermaid the engine reads (flowchart/graph,
 * erDiagram, stateDiagram and sequenceDiagram): keywords, directions, comments, strings,
 * edge labels, arrows and relationship cardinalities, node text in brackets, frontmatter;
 * in a sequenceDiagram its statements, message arrows and the text after them.
 */

export interface MermaidModeState {
  /** Inside the --- frontmatter block at the top. */
  frontmatter: boolean;
  /** In a stateDiagram, where "{" opens a composite state rather than attributes. */
  states: boolean;
  /** In a sequenceDiagram, whose statements the sequence tokens read. */
  sequence: boolean;
  /** The rest of the line is text (a block's or box's title, an alias). */
  textToEnd: boolean;
  /** Inside an erDiagram entity's { ... } attribute block. */
  attributes: boolean;
  lineStart: boolean;
}

const KEYWORDS = /^(flowchart|graph|erDiagram|stateDiagram-v2|stateDiagram|sequenceDiagram|state|note|subgraph|end|direction|classDef|class|style|linkStyle|click|accTitle|accDescr)\b/;
const DIRECTIONS = /^(LR|RL|TB|TD|BT)\b/;
const ARROW = /^(<?(-{2,}|={2,}|-\.+-?)[->ox]?|[<>]?-[->ox])/;
const CARDINALITY = /^(\|\||\|o|o\||\}o|o\{|\}\||\|\{)(--|\.\.)(\|\||\|o|o\||\}o|o\{|\}\||\|\{)/;
const BRACKETS: Record<string, string> = { '[': ']', '(': ')', '{': '}', '>': ']' };
/** A state diagram's placement words and its `<<choice>>`, `<<fork>>`, `<<join>>` stereotypes. */
const STATE_WORDS = /^(left of|right of|over|as)\b/;
const STEREOTYPE = /^<<\w+>>/;

/** Words that start a sequenceDiagram statement (Mermaid reads them in any case). */
const SEQUENCE_STATEMENTS = /^(participant|actor|create|destroy|activate|deactivate|autonumber|note|links|link|properties|details|end|box|loop|rect|opt|alt|else|par_over|par|and|critical|option|break|title|accTitle|accDescr)\b/i;
/** Statements whose words after the keyword are a title, not names. */
const TITLED = /^(box|loop|rect|opt|alt|else|par_over|par|and|critical|option|break|title)$/i;
/**
 * Every message arrow of sequence/arrows.ts: `->>` `-->>` `->` `-->` `-x` `--x` `-)` `--)`,
 * `<<->>` `<<-->>`, the half arrows either way round (`-|\` `/|-` `-//` `\\--`...), with
 * a central `()` either side and the activation `+`/`-` after it.
 */
const SEQUENCE_ARROW = /^(\(\))?(<<--?>>|--?(>>|>|x|\)|\|\\|\|\/|\\\\|\/\/)|(\/\||\\\||\/\/|\\\\)--?)(\(\))?[+-]?/;

/** One token of a sequenceDiagram line. */
function sequenceToken(stream: StringStream, state: MermaidModeState, first: boolean): string | null {
  if (state.textToEnd) {
    stream.skipToEnd();
    return 'string';
  }
  if (first && stream.match(SEQUENCE_STATEMENTS)) {
    if (TITLED.test(stream.current())) state.textToEnd = true;
    return 'keyword';
  }
  if (stream.match(/^(left of|right of|over)\b/i)) return 'keyword';
  if (stream.match(/^as\b/)) {
    state.textToEnd = true;
    return 'keyword';
  }
  if (stream.match(/^off\b/i)) return 'atom';
  if (stream.match(/^(\d+(\.\d+)?|\.\d+)(?=\s|$)/)) return 'number';
  if (stream.match(/^@\{[^}]*\}/)) return 'meta';
  if (stream.match(SEQUENCE_ARROW)) return 'operator';
  if (stream.match(/^:.*/)) return 'string';
  if (stream.eat(',')) return 'punctuation';
  // A name runs to the arrow, comma, colon or @{ config } after it.
  if (stream.match(/^(?:(?!\(\)|<<-|--?(?:>|x|\)|\||\\|\/)|(?:\/\||\\\||\/\/|\\\\)-)[^,:@\s])+/)) return 'variableName';
  stream.next();
  return null;
}

export const mermaidStreamParser: StreamParser<MermaidModeState> = {
  name: 'mermaid',
  startState: () => ({ frontmatter: false, states: false, sequence: false, textToEnd: false, attributes: false, lineStart: true }),
  token(stream, state) {
    if (stream.sol()) {
      state.lineStart = true;
      state.textToEnd = false;
    }
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
    if (state.sequence) return sequenceToken(stream, state, first);
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
      if (stream.current() === 'sequenceDiagram') state.sequence = true;
      return 'keyword';
    }
    if (state.states && stream.match(STATE_WORDS)) return 'keyword';
    if (state.states && stream.match(STEREOTYPE)) return 'meta';
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
export const mermaidLanguage = StreamLanguage.define(mermaidStreamParser);

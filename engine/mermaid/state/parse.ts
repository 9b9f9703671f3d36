import type { Direction, IrDiagram } from '../model.js';
import type { Scanner } from '../scanner.js';
import { readAccessibility, readClassDef, readClassStatement, readStyleStatement, restOfStatement } from '../statements.js';
import { atStatementEnd, skipTrivia } from '../trivia.js';
import type { Warnings } from '../warnings.js';
import { buildStateDiagram } from './build.js';
import { readDeclaration } from './declaration.js';
import { readNote } from './note.js';
import { mentionState, newStateRecords, regionScope, ROOT_SCOPE, type StateRecords } from './records.js';
import { readStateStatement } from './transition.js';

// Patterns the scanner matches with are module constants: a literal in a function is a new
// RegExp on every call, and the scanner keeps its sticky twin per pattern object.
/** The keywords that start a statement other than a state or a transition. */
const KEYWORD = /(state|note|direction|classDef|class|style|accTitle|accDescr|scale|click|hide[ \t]+empty[ \t]+description)(?=$|[\s:{])/;
const DIRECTION = /(TB|TD|BT|RL|LR)\b/;
/** A state id a `style` statement may name. */
const isStateId = (id: string): boolean => /^[^:\s\-{]+$/.test(id);

/** A composite state being read: its id, the region its statements go to, the line that opened it. */
interface Open {
  rawId: string;
  line: number;
}

/** Per-parse reading state: the scanner, the records and the composite states still open. */
interface Reader {
  sc: Scanner;
  records: StateRecords;
  warnings: Warnings;
  open: Open[];
}

/** The scope new statements go to: the current region of the innermost open composite. */
function currentScope(reader: Reader): string {
  const inner = reader.open[reader.open.length - 1];
  if (inner === undefined) return ROOT_SCOPE;
  return regionScope(inner.rawId, reader.records.states.get(inner.rawId)?.regions ?? 1);
}

/** `direction LR`: the diagram's direction at the top level; inside a composite it cannot be kept. */
function readDirection(reader: Reader, line: number): void {
  const { sc } = reader;
  sc.skipInlineSpace();
  const found = sc.eatMatch(DIRECTION)?.[1];
  if (!found) throw sc.failure('expected TB, BT, RL or LR after "direction"');
  const direction: Direction = found === 'TD' ? 'TB' : (found as Direction);
  const inner = reader.open[reader.open.length - 1];
  if (inner === undefined) reader.records.direction = direction;
  else reader.warnings.add('MERMAID_APPROXIMATED', line, `the direction ${direction} inside the composite state ${inner.rawId} is not kept: a DSP diagram flows one way throughout`, { data: { construct: 'direction' } });
}

/** The statements that start with a keyword; false when the keyword is not one here. */
function readKeywordStatement(reader: Reader, keyword: string, line: number): boolean {
  const { sc, records, warnings } = reader;
  const scope = currentScope(reader);
  const after = sc.text.charAt(sc.pos + keyword.length);
  if ((keyword === 'accTitle' || keyword === 'accDescr') && /^\s*[:{]/.test(sc.text.slice(sc.pos + keyword.length, sc.pos + keyword.length + 20))) {
    sc.pos += keyword.length;
    readAccessibility(sc, records.shared, keyword, line);
    return true;
  }
  if (keyword.startsWith('hide')) {
    // Hides empty description areas in Mermaid's older renderer; DSP never draws one.
    sc.pos += keyword.length;
    return true;
  }
  if (!/^[ \t]$/.test(after)) return false;
  sc.pos += keyword.length;
  switch (keyword) {
    case 'state': {
      const declared = readDeclaration(sc, records, scope, line, warnings);
      if (declared.opensBody) {
        declared.state.regions ??= 1;
        reader.open.push({ rawId: declared.state.rawId, line });
      }
      return true;
    }
    case 'note': readNote(sc, records, scope, line, warnings); return true;
    case 'direction': readDirection(reader, line); return true;
    case 'classDef': readClassDef(sc, records.shared, warnings, line); return true;
    case 'class': readClassStatement(sc, records.shared, line); return true;
    case 'style': readStyleStatement(sc, records.shared, warnings, line, isStateId, (id) => mentionState(records, id, scope, line)); return true;
    default: {
      const what = keyword === 'scale' ? 'scale (the drawing\'s size comes from its content)' : 'click (links and callbacks are not kept)';
      restOfStatement(sc);
      warnings.add('MERMAID_UNSUPPORTED', line, `${what} is dropped`, { data: { construct: keyword } });
      return true;
    }
  }
}

/** `}` closing the innermost composite, or `--` starting its next region. */
function readStructure(reader: Reader): boolean {
  const { sc, records } = reader;
  const inner = reader.open[reader.open.length - 1];
  if (sc.peek() === '}') {
    if (inner === undefined) throw sc.failure('found "}" with no composite state open');
    sc.pos++;
    reader.open.pop();
    return true;
  }
  if (sc.at('--') && !sc.at('-->')) {
    if (inner === undefined) throw sc.failure('"--" (concurrent regions) is allowed only inside a composite state');
    sc.pos += 2;
    const state = records.states.get(inner.rawId);
    if (state !== undefined) state.regions = (state.regions ?? 1) + 1;
    return true;
  }
  return false;
}

/**
 * Reads a stateDiagram / stateDiagram-v2 body (the scanner is after the keyword): states
 * with descriptions, `[*]`, transitions with labels, composite states with `{ }` and
 * `--` regions, choice/fork/join, notes, direction, classDef/class/style/`:::`,
 * accTitle/accDescr. Refuses unbalanced braces with the position of the open one.
 */
export function parseState(sc: Scanner, warnings: Warnings): IrDiagram {
  const reader: Reader = { sc, records: newStateRecords(), warnings, open: [] };
  for (;;) {
    skipTrivia(sc, warnings, { newlines: true, semicolons: true });
    if (sc.eof) break;
    const line = sc.lineAt();
    const keyword = sc.match(KEYWORD)?.[1];
    const done = readStructure(reader) || (keyword !== undefined && readKeywordStatement(reader, keyword, line));
    if (!done) readStateStatement(sc, reader.records, currentScope(reader), line, warnings);
    skipTrivia(sc, warnings, { newlines: false, semicolons: true });
    if (!atStatementEnd(sc, false) && sc.peek() !== '}') throw sc.failure(`expected the end of the line, found ${sc.describeHere()}`);
  }
  const unclosed = reader.open[reader.open.length - 1];
  if (unclosed !== undefined) throw sc.failure(`expected "}" to close the composite state ${unclosed.rawId} opened at line ${unclosed.line}`);
  return buildStateDiagram(reader.records, warnings);
}

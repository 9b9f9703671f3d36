import type { Scanner } from '../scanner.js';
import { readAccessibility } from '../statements.js';
import { skipTrivia } from '../trivia.js';
import type { Warnings } from '../warnings.js';
import { readBox } from './box.js';
import { SECTION_OF, type BlockKind } from './fragments.js';
import { isMessage, readMessage } from './message.js';
import type { SeqDiagram } from './model.js';
import { readNote } from './note.js';
import { readParticipant } from './participants.js';
import { SequenceReader } from './reader.js';
import { readStatement, restOf, type Statement } from './statement.js';

// Patterns the scanner matches with are module constants: a literal in a function is a new
// RegExp on every call, and the scanner keeps its sticky twin per pattern object.
/** The statement keywords (Mermaid reads them in any case). */
const KEYWORD = /^(participant|actor|create|destroy|box|loop|rect|opt|alt|else|par_over|par|and|critical|option|break|end|note|activate|deactivate|autonumber|title|links|link|properties|details)(?=[\s:]|$)/i;
/** accTitle and accDescr, read by the shared statement reader (accDescr { } spans lines). */
const ACCESSIBILITY = /(accTitle|accDescr)\s*(?=[:{])/;
/** Mermaid's numbers here: whole or with at most two decimals (`10`, `10.1`, `.01`). */
const AUTONUMBER = /^(?:\s+(off|\d+(?:\.\d{1,2})?|\.\d{1,2})(?:\s+(\d+(?:\.\d{1,2})?|\.\d{1,2}))?)?\s*$/i;
const BLOCKS: ReadonlySet<string> = new Set(['loop', 'rect', 'opt', 'alt', 'par', 'par_over', 'critical', 'break']);

/**
 * Reads a sequenceDiagram body (the scanner is after the `sequenceDiagram` keyword), one
 * statement at a time: participants and actors, messages, notes, activations, blocks and
 * their sections, boxes, autonumber, create and destroy, title and accessibility lines.
 * What the sequence family cannot draw is warned about as it is read.
 */
export function parseSequence(sc: Scanner, warnings: Warnings): SeqDiagram {
  const reader = new SequenceReader(sc, warnings);
  for (;;) {
    skipTrivia(sc, warnings, { newlines: true, semicolons: true });
    if (sc.eof) break;
    const accessibility = sc.match(ACCESSIBILITY);
    if (accessibility !== null) {
      const line = sc.lineAt();
      sc.pos += accessibility[0].length;
      const titled = reader.records.title !== undefined;
      readAccessibility(sc, reader.records, accessibility[1] as 'accTitle' | 'accDescr', line);
      if (titled && accessibility[1] === 'accTitle') warnings.add('MERMAID_UNSUPPORTED', line, 'accTitle is dropped; the title before it is the scene title', { data: { construct: 'accTitle' } });
      continue;
    }
    const statement = readStatement(sc);
    if (statement.text.trim() === '') continue;
    readOne(sc, reader, statement, warnings);
  }
  return reader.finish();
}

/** One statement: a keyword's, else a message. */
function readOne(sc: Scanner, reader: SequenceReader, statement: Statement, warnings: Warnings): void {
  const keyword = KEYWORD.exec(statement.text)?.[1]?.toLowerCase();
  if (reader.openBox !== undefined && keyword !== 'participant' && keyword !== 'actor' && keyword !== 'create' && keyword !== 'destroy' && keyword !== 'end') {
    throw sc.failure('expected participant, actor or "end" inside a box', statement.at);
  }
  if (keyword === undefined) {
    if (!isMessage(statement)) throw sc.failure(`expected a message (such as Alice->>Bob: Hi), a participant or a statement such as note, loop or activate, found ${sc.describeHere(statement.at)}`, statement.at);
    reader.message(readMessage(sc, statement), statement.line, statement.at);
    return;
  }
  const rest = restOf(statement, keyword.length);
  const line = statement.line;
  if (keyword === 'participant' || keyword === 'actor') {
    reader.declare(readParticipant(sc, rest, keyword === 'actor', warnings), line);
  } else if (keyword === 'create') {
    const kind = /^(participant|actor)(?=\s)/i.exec(rest.text)?.[1]?.toLowerCase();
    if (kind === undefined) throw sc.failure('expected participant or actor after "create"', rest.at);
    const declared = readParticipant(sc, restOf(rest, kind.length), kind === 'actor', warnings);
    reader.declare(declared, line);
    reader.create(declared.rawId, line);
  } else if (keyword === 'destroy') {
    if (rest.text.trim() === '') throw sc.failure('expected a participant name after "destroy"', rest.at);
    reader.destroy(rest.text.trim(), line);
  } else if (keyword === 'end') {
    if (reader.openBox !== undefined) reader.openBox = undefined;
    else reader.fragments.close(sc, statement.at);
  } else {
    readOther(sc, reader, keyword, rest, warnings, statement.at);
  }
}

/** Blocks, sections, notes, activations, autonumber, title and the statements DSP cannot keep. */
function readOther(sc: Scanner, reader: SequenceReader, keyword: string, rest: Statement, warnings: Warnings, keywordAt: number): void {
  const line = rest.line;
  if (BLOCKS.has(keyword)) {
    if (keyword === 'par_over') warnings.add('MERMAID_APPROXIMATED', line, 'par_over: drawn as par (the sections\' messages are not overlapped)', { data: { construct: 'par_over' } });
    reader.fragments.openBlock((keyword === 'par_over' ? 'par' : keyword) as BlockKind, rest.text, line, warnings);
  } else if (SECTION_OF[keyword] !== undefined) {
    reader.fragments.openSection(keyword, rest.text, line, sc, keywordAt, warnings);
  } else if (keyword === 'box') {
    reader.boxes.push(readBox(rest.text, line));
    reader.openBox = reader.boxes.length - 1;
  } else if (keyword === 'note') {
    const note = readNote(sc, rest, warnings);
    for (const anchor of note.anchors) reader.participants.mention(anchor, line);
    reader.addRow(note);
  } else if (keyword === 'activate' || keyword === 'deactivate') {
    const lifeline = rest.text.trim();
    if (lifeline === '') throw sc.failure(`expected a participant name after ${keyword}`, rest.at);
    reader.participants.mention(lifeline, line);
    if (keyword === 'activate') reader.activations.start(lifeline, line, reader.lastRow());
    else reader.activations.end(lifeline, line, reader.lastRow(), warnings, 'deactivate');
  } else if (keyword === 'autonumber') {
    const found = AUTONUMBER.exec(` ${rest.text}`);
    if (found === null) throw sc.failure('expected autonumber, autonumber off, autonumber <start> or autonumber <start> <step>', rest.at);
    const off = found[1]?.toLowerCase() === 'off';
    reader.autonumber(off || found[1] === undefined ? undefined : Number(found[1]), found[2] === undefined ? undefined : Number(found[2]), off, line);
  } else if (keyword === 'title') {
    if (reader.records.titleLine !== undefined) warnings.add('MERMAID_UNSUPPORTED', reader.records.titleLine, `the title at line ${reader.records.titleLine} is dropped; the title at line ${line} is the scene title`, { data: { construct: 'title' } });
    reader.records.title = rest.text.replace(/^:/, '').trim();
    reader.records.titleLine = line;
  } else {
    const named = /^([^:]+?)\s*:/.exec(rest.text)?.[1];
    if (named === undefined) throw sc.failure(`expected a participant name and ":" after ${keyword}`, rest.at);
    reader.participants.mention(named, line);
    warnings.add('MERMAID_UNSUPPORTED', line, `${keyword} ${named}: the participant's menu (${keyword}) is not kept; DSP headers have no menus`, { mermaidId: named, data: { construct: keyword } });
  }
}

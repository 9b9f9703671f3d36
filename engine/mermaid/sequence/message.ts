import type { EdgeType } from '../../../schema/index.js';
import type { Scanner } from '../scanner.js';
import { findArrow, type SequenceArrow } from './arrows.js';
import type { Statement } from './statement.js';

/** Characters a participant name in a message cannot hold. */
const NOT_IN_NAME = /[<>,;@()+]/;

/** A message statement `A->>+B: text`, read but not yet applied. */
export interface MessageStatement {
  from: string;
  to: string;
  arrow: SequenceArrow;
  /** `+` before the target: a bar starts on it. */
  activate: boolean;
  /** `-` before the target: the sender's innermost bar ends. */
  deactivate: boolean;
  /** `()` on either end (Mermaid's central connection). */
  central: boolean;
  text: string;
}

/** Whether a statement is a message: it holds an arrow before any ":". */
export function isMessage(statement: Statement): boolean {
  const colon = statement.text.indexOf(':');
  return findArrow(colon < 0 ? statement.text : statement.text.slice(0, colon)) !== undefined;
}

function checkedName(sc: Scanner, name: string, at: number, what: string): string {
  const bad = name.search(NOT_IN_NAME);
  if (name === '' || bad >= 0) throw sc.failure(`expected ${what} (a participant name), found ${sc.describeHere(at + Math.max(bad, 0))}`, at + Math.max(bad, 0));
  return name;
}

/** Reads `sender arrow [+|-] receiver : text` (the text may be empty, the colon may not). */
export function readMessage(sc: Scanner, statement: Statement): MessageStatement {
  const { text, at } = statement;
  const colon = text.indexOf(':');
  const head = colon < 0 ? text : text.slice(0, colon);
  const found = findArrow(head);
  if (found === undefined) throw sc.failure(`expected an arrow such as ->> in the message, found ${sc.describeHere(at)}`, at);
  let from = head.slice(0, found.at).trim();
  let central = false;
  if (from.endsWith('()')) {
    central = true;
    from = from.slice(0, -2).trimEnd();
  }
  const afterArrow = found.at + found.arrow.token.length;
  let rest = head.slice(afterArrow).trimStart();
  let offset = afterArrow + (head.length - afterArrow - rest.length);
  const marker = /^(\(\))?\s*([+-])?\s*(\(\))?\s*/.exec(rest);
  if (marker !== null) {
    central ||= marker[1] !== undefined || marker[3] !== undefined;
    rest = rest.slice(marker[0].length);
    offset += marker[0].length;
  }
  const to = checkedName(sc, rest.trim(), at + offset, `the receiver after ${found.arrow.token}`);
  checkedName(sc, from, at, 'the sender before the arrow');
  if (colon < 0) throw sc.failure(`expected ":" and the message text after ${to}`, at + text.length);
  return {
    from,
    to,
    arrow: found.arrow,
    activate: marker?.[2] === '+',
    deactivate: marker?.[2] === '-',
    central,
    text: text.slice(colon + 1),
  };
}

/** The edgeType a message is drawn as, from its line and head (create and destroy are decided by the reader). */
export function messageType(arrow: SequenceArrow): EdgeType {
  if (arrow.async) return 'sequence.async';
  return arrow.dotted ? 'sequence.reply' : 'sequence.message';
}

/** The edgeTypes drawn dashed unless told otherwise (engine/render's edge-type defaults). */
const DASHED_TYPES: ReadonlySet<EdgeType> = new Set(['sequence.reply', 'sequence.create']);

/** Mermaid's dotted line, as a dash for the types that are solid by default (and [] for the other way round). */
export function dashFor(edgeType: EdgeType, dotted: boolean): number[] | undefined {
  const dashed = DASHED_TYPES.has(edgeType);
  if (dashed === dotted) return undefined;
  return dotted ? [6, 4] : [];
}

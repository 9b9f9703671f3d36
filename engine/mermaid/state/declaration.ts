import type { Scanner } from '../scanner.js';
import type { Warnings } from '../warnings.js';
import { mentionState, type StateKind, type StateRecord, type StateRecords } from './records.js';
import { plainText } from './transition.js';

// Patterns the scanner matches with are module constants: a literal in a function is a new
// RegExp on every call, and the scanner keeps its sticky twin per pattern object.
/** `<<choice>>`, `<<fork>>`, `<<join>>` (or `[[choice]]`...) ending the line: the id is what comes before. */
const STEREOTYPE = /([^\n]*?)\s*(?:<<|\[\[)(choice|fork|join)(?:>>|\]\])[ \t]*(?=\n|$|%%)/;
/** `"description" as id`, the id running to "{", the line end or a "%%" comment. */
const DESCRIBED = /"([^"]*)"\s+as\s+((?:[^\n{%]|%(?!%))+)/;
/** A composite or plain state's id after `state`. */
const BARE = /[^\n\s{]+/;
/** The "{" of a composite body on the line after its `state X` (Mermaid's lexer reads it there too). */
const BODY_ON_NEXT_LINE = /\n[ \t]*\{/;

/** What a `state` statement declared: the state, and whether a `{` opens its body. */
export interface Declaration {
  state: StateRecord;
  opensBody: boolean;
}

/** An id written with `:::class` or `:description` after it (Mermaid's lexer keeps both in the id token here). */
function splitId(written: string, lead: string | undefined, state: (id: string) => StateRecord, line: number, warnings: Warnings): StateRecord {
  const [id = written, ...rest] = written.trim().split(':::');
  const colon = id.indexOf(':');
  const record = state(colon < 0 ? id : id.slice(0, colon).trim());
  for (const raw of [lead, colon < 0 ? undefined : id.slice(colon + 1)]) {
    const text = raw === undefined ? '' : plainText(raw, `state ${record.rawId}`, line, warnings);
    if (text !== '') record.descriptions.push(text);
  }
  for (const name of rest) if (name.trim() !== '') record.classes.push({ name: name.trim(), line });
  return record;
}

/**
 * After `state `: `id <<choice>>` (fork, join), `"description" as id`, or `id`; either of
 * the last two may open a composite body with `{`.
 */
export function readDeclaration(sc: Scanner, records: StateRecords, scope: string, line: number, warnings: Warnings): Declaration {
  sc.skipInlineSpace();
  const stereotype = sc.match(STEREOTYPE);
  if (stereotype) {
    sc.pos += stereotype[0].length;
    const kind = stereotype[2] as StateKind;
    const id = (stereotype[1] ?? '').trim();
    if (id === '') throw sc.failure(`expected a state id before <<${kind}>>`);
    const state = splitId(id, undefined, (raw) => mentionState(records, raw, scope, line), line, warnings);
    state.kind = kind;
    return { state, opensBody: false };
  }
  let state: StateRecord;
  const described = sc.eatMatch(DESCRIBED);
  if (described) {
    state = splitId(described[2] ?? '', described[1], (raw) => mentionState(records, raw, scope, line), line, warnings);
  } else {
    const bare = sc.eatMatch(BARE);
    if (!bare) throw sc.failure(`expected a state id or "description" as id after "state", found ${sc.describeHere()}`);
    state = splitId(bare[0], undefined, (raw) => mentionState(records, raw, scope, line), line, warnings);
  }
  sc.skipInlineSpace();
  return { state, opensBody: sc.eat('{') || sc.eatMatch(BODY_ON_NEXT_LINE) !== null };
}

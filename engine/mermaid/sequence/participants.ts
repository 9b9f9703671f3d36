import type { Scanner } from '../scanner.js';
import { decodeLabel } from '../text.js';
import type { Warnings } from '../warnings.js';
import type { SeqParticipant } from './model.js';
import type { Statement } from './statement.js';

/** Characters a participant name cannot hold (Mermaid's lexer ends a name at them). */
const NOT_IN_NAME = /[<>:,;@]/;
/** `Alice as Alice Johnson` */
const WITH_ALIAS = /^([^<>:,;@\s]+)\s+as(?:\s+(.*))?$/i;
/** `Alice@{ "type": "database" } as Alias` */
const WITH_CONFIG = /^([^<>:,;@\s]+)@\{([^}]*)\}(?:\s+as(?:\s+(.*))?)?$/i;
/** `"key": "value"` pairs of a participant's `@{ }` (JSON or Mermaid's looser YAML). */
const CONFIG_PAIR = /["']?(\w+)["']?\s*:\s*(?:"([^"]*)"|'([^']*)'|([^,}\s]+))/g;

/** The participants in order of first appearance (Mermaid draws them in that order). */
export class Participants {
  readonly list: SeqParticipant[] = [];
  private readonly byId = new Map<string, SeqParticipant>();

  has(rawId: string): boolean {
    return this.byId.has(rawId);
  }

  /** A participant named by a message, note or activation: the first mention declares it. */
  mention(rawId: string, line: number): SeqParticipant {
    let found = this.byId.get(rawId);
    if (found === undefined) {
      found = { rawId, line, label: rawId, actor: false };
      this.byId.set(rawId, found);
      this.list.push(found);
    }
    return found;
  }

  /** A `participant` or `actor` statement: a later one sets the label and kind again, as in Mermaid. */
  declare(rawId: string, line: number, options: { label?: string; actor: boolean; box?: number }): SeqParticipant {
    const found = this.mention(rawId, line);
    found.actor = options.actor;
    if (options.label !== undefined) found.label = options.label;
    if (options.box !== undefined && found.box === undefined) found.box = options.box;
    return found;
  }
}

/** A participant statement's name, label and kind (an `@{ "type": "actor" }` makes an actor). */
export interface ParticipantDeclaration {
  rawId: string;
  label?: string;
  actor: boolean;
}

/** Reads what follows `participant` or `actor`: a name, an optional `@{...}` and an optional `as` alias. */
export function readParticipant(sc: Scanner, body: Statement, actor: boolean, warnings: Warnings): ParticipantDeclaration {
  const text = body.text;
  const configured = WITH_CONFIG.exec(text);
  const aliased = configured === null ? WITH_ALIAS.exec(text) : null;
  const rawId = configured?.[1] ?? aliased?.[1] ?? text.trim();
  if (rawId === '' || NOT_IN_NAME.test(rawId)) {
    const bad = rawId === '' ? 0 : rawId.search(NOT_IN_NAME);
    throw sc.failure(`expected a participant name (without < > : , ; @), an optional @{ ... } and an optional "as" alias, found ${sc.describeHere(body.at + bad)}`, body.at + bad);
  }
  const declaration: ParticipantDeclaration = { rawId, actor };
  const config = configured === null ? {} : readConfig(configured[2] ?? '', rawId, body.line, warnings);
  if (config.type === 'actor') declaration.actor = true;
  const alias = configured?.[3] ?? aliased?.[2] ?? config.alias;
  if (alias !== undefined && alias.trim() !== '') declaration.label = label(alias, rawId, body.line, warnings);
  return declaration;
}

/** The keys of `@{ }` DSP keeps (type actor, alias); a warning for each other. */
function readConfig(text: string, rawId: string, line: number, warnings: Warnings): { type?: string; alias?: string } {
  const config: { type?: string; alias?: string } = {};
  for (const pair of text.matchAll(CONFIG_PAIR)) {
    const key = pair[1] ?? '';
    const value = pair[2] ?? pair[3] ?? pair[4] ?? '';
    if (key === 'alias') config.alias = value;
    else if (key === 'type') {
      config.type = value;
      if (value !== 'actor' && value !== 'participant') {
        warnings.add('MERMAID_APPROXIMATED', line, `participant ${rawId}: the "${value}" symbol is drawn as a plain lifeline header (the sequence family draws lifelines and actors)`, { mermaidId: rawId, data: { construct: 'participantType', type: value } });
      }
    } else {
      warnings.add('MERMAID_UNSUPPORTED', line, `participant ${rawId}: the setting "${key}" is not kept`, { mermaidId: rawId, data: { construct: 'participantConfig', key } });
    }
  }
  return config;
}

/** Label text as DSP draws it, with a warning for what it loses (HTML tags, markdown). */
export function label(raw: string, where: string, line: number, warnings: Warnings): string {
  const decoded = decodeLabel(raw.replace(/^(?:no)?wrap:/, ''), 'raw');
  for (const loss of decoded.losses) warnings.add('MERMAID_APPROXIMATED', line, `${where}: ${loss} cannot be shown; the label keeps the plain text`, { data: { construct: 'text', loss } });
  return decoded.text;
}

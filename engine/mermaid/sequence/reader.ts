import type { Scanner } from '../scanner.js';
import { newStatementRecords } from '../statements.js';
import type { Warnings } from '../warnings.js';
import { ActivationTracker } from './activations.js';
import { FragmentStack } from './fragments.js';
import { dashFor, messageType, type MessageStatement } from './message.js';
import type { SeqBox, SeqDiagram, SeqMessage, SeqRow } from './model.js';
import { label, Participants, type ParticipantDeclaration } from './participants.js';

/** How many decimals a number is written with (0 for a whole number). */
function decimalsOf(value: number): number {
  return String(value).split('.')[1]?.length ?? 0;
}

/** A participant declared with `create` or `destroy`, waiting for the message that does it. */
interface Pending {
  rawId: string;
  line: number;
}

/**
 * What a sequence text has said so far, and the rules that tie its statements together:
 * rows go into the open fragments, `+`/`-` and activate start and end bars, `create` and
 * `destroy` mark the next message (Mermaid refuses a text whose next message does not
 * involve the participant), autonumber numbers the message labels.
 */
export class SequenceReader {
  readonly participants = new Participants();
  readonly rows: SeqRow[] = [];
  readonly fragments = new FragmentStack();
  readonly activations = new ActivationTracker();
  readonly boxes: SeqBox[] = [];
  readonly records = newStatementRecords();
  /** The box being read (its `end` closes it). */
  openBox: number | undefined;
  /** The next message number, the step, and the decimals both are written with (Mermaid takes up to two). */
  private numbering: { next: number; step: number; decimals: number } | undefined;
  private created: Pending | undefined;
  private destroyed: Pending | undefined;

  constructor(private readonly sc: Scanner, private readonly warnings: Warnings) {}

  /** Adds a message or note row where the open fragments are. */
  addRow(row: SeqRow): number {
    const index = this.rows.length;
    this.rows.push(row);
    this.fragments.addRow(index);
    this.activations.rowAdded(index);
    return index;
  }

  /** The last row so far (undefined before the first). */
  lastRow(): number | undefined {
    return this.rows.length === 0 ? undefined : this.rows.length - 1;
  }

  /** A participant or actor statement; inside a box the participant joins it (only the first box it is declared in, once). */
  declare(declared: ParticipantDeclaration, line: number): void {
    const box = this.openBox;
    const participant = this.participants.declare(declared.rawId, line, { ...declared, ...(box === undefined ? {} : { box }) });
    const members = box === undefined ? undefined : this.boxes[box]?.members;
    if (members !== undefined && participant.box === box && !members.includes(participant.rawId)) members.push(participant.rawId);
  }

  create(rawId: string, line: number): void {
    this.created = { rawId, line };
  }

  destroy(rawId: string, line: number): void {
    this.participants.mention(rawId, line);
    this.destroyed = { rawId, line };
  }

  /** `autonumber`, `autonumber 10`, `autonumber 10 5`, `autonumber 10.1 .01`, `autonumber off`. */
  autonumber(start: number | undefined, step: number | undefined, off: boolean, line: number): void {
    if (off) {
      this.numbering = undefined;
      return;
    }
    const next = start ?? this.numbering?.next ?? 1;
    const decimals = Math.max(decimalsOf(next), decimalsOf(step ?? 1));
    this.numbering = { next, step: step ?? 1, decimals };
    this.warnings.add('MERMAID_APPROXIMATED', line, 'autonumber: each message label starts with its number (DSP draws no numbered circles)', { data: { construct: 'autonumber' } });
  }

  message(statement: MessageStatement, line: number, at: number): void {
    const { participants, warnings } = this;
    participants.mention(statement.from, line);
    participants.mention(statement.to, line);
    let edgeType = messageType(statement.arrow);
    if (this.created !== undefined) {
      if (this.created.rawId !== statement.to) throw this.sc.failure(`the participant ${this.created.rawId} created at line ${this.created.line} must be the receiver of the next message`, at);
      edgeType = 'sequence.create';
      this.created = undefined;
    } else if (this.destroyed !== undefined) {
      edgeType = this.destroyMessage(this.destroyed, statement, line, at) ?? edgeType;
      this.destroyed = undefined;
    }
    if (statement.arrow.approximated !== undefined) warnings.add('MERMAID_APPROXIMATED', line, `${statement.arrow.token}: ${statement.arrow.approximated}`, { data: { construct: 'arrow', arrow: statement.arrow.token } });
    if (statement.central) warnings.add('MERMAID_UNSUPPORTED', line, '(): the central connection is not kept; the message joins the two lifelines', { data: { construct: 'centralConnection' } });
    let text = label(statement.text, `message ${statement.from} → ${statement.to}`, line, warnings);
    if (this.numbering !== undefined) {
      text = text === '' ? `${this.numbering.next}` : `${this.numbering.next}. ${text}`;
      // Rounded to the written decimals so 10.1 + .01 reads 10.11, not 10.110000000000001.
      const scale = 10 ** this.numbering.decimals;
      this.numbering.next = Math.round((this.numbering.next + this.numbering.step) * scale) / scale;
    }
    const message: SeqMessage = { kind: 'message', line, from: statement.from, to: statement.to, label: text, edgeType, heads: { start: statement.arrow.start, end: statement.arrow.end } };
    const dash = dashFor(edgeType, statement.arrow.dotted);
    if (dash !== undefined) message.dash = dash;
    const row = this.addRow(message);
    if (statement.activate) this.activations.start(statement.to, line, row);
    if (statement.deactivate) this.activations.end(statement.from, line, row, warnings, '-');
  }

  /** The message after `destroy X`: a destroy message when it reaches X; X sending it is warned. */
  private destroyMessage(destroyed: Pending, statement: MessageStatement, line: number, at: number): 'sequence.destroy' | undefined {
    if (destroyed.rawId === statement.to) return 'sequence.destroy';
    if (destroyed.rawId !== statement.from) throw this.sc.failure(`the participant ${destroyed.rawId} destroyed at line ${destroyed.line} must send or receive the next message`, at);
    this.warnings.add('MERMAID_APPROXIMATED', line, `destroy ${destroyed.rawId}: the lifeline runs on to the end (DSP ends a lifeline where a destroy message reaches it, not where it sends one)`, { mermaidId: destroyed.rawId, data: { construct: 'destroy' } });
    return undefined;
  }

  /** The diagram read, once the text has ended. */
  finish(): SeqDiagram {
    this.fragments.finish(this.sc);
    if (this.openBox !== undefined) throw this.sc.failure(`expected "end" to close the box opened at line ${(this.boxes[this.openBox] as SeqBox).line}`);
    const diagram: SeqDiagram = {
      participants: this.participants.list,
      rows: this.rows,
      activations: this.activations.finish(this.warnings),
      fragments: this.fragments.list,
      topFragments: this.fragments.top,
      boxes: this.boxes,
    };
    const { title, titleLine, description, descriptionLine } = this.records;
    if (title !== undefined) Object.assign(diagram, { title, titleLine });
    if (description !== undefined) Object.assign(diagram, { description, descriptionLine });
    return diagram;
  }
}

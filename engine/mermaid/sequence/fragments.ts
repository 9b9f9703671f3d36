import * as v from 'valibot';
import { Colour, type StyleValue } from '../../../schema/index.js';
import type { Scanner } from '../scanner.js';
import type { Warnings } from '../warnings.js';
import type { SeqChild, SeqFragment } from './model.js';
import { label } from './participants.js';

/** The blocks that open a fragment and close with `end`. */
export type BlockKind = 'loop' | 'opt' | 'alt' | 'par' | 'critical' | 'break' | 'rect';

/** The section keywords and the block each one divides. */
export const SECTION_OF: Readonly<Record<string, BlockKind>> = { else: 'alt', and: 'par', option: 'critical' };

interface OpenBlock {
  kind: BlockKind;
  line: number;
  fragment: number;
  /** The fragment of the section being read (`else`, `and`, `option`), inside the block's. */
  section?: number;
}

/**
 * The fragments of the diagram as the reader meets them. A block (`loop Every minute`) is a
 * fragment titled `loop [Every minute]`; DSP fragments have no dividing lines, so each
 * `else`/`and`/`option` section is a fragment nested in its block's (`else [is well]`),
 * which keeps the first section's rows directly. A `rect` is an untitled fragment filled
 * with its colour and drawn without a border.
 */
export class FragmentStack {
  readonly list: SeqFragment[] = [];
  readonly top: number[] = [];
  private readonly open: OpenBlock[] = [];

  /** Where new rows and fragments go: the innermost open section or block. */
  private children(): SeqChild[] | undefined {
    const innermost = this.open[this.open.length - 1];
    if (innermost === undefined) return undefined;
    return (this.list[innermost.section ?? innermost.fragment] as SeqFragment).children;
  }

  private add(fragment: SeqFragment): number {
    const index = this.list.length;
    this.list.push(fragment);
    const children = this.children();
    if (children === undefined) this.top.push(index);
    else children.push({ fragment: index });
    return index;
  }

  addRow(row: number): void {
    this.children()?.push({ row });
  }

  /** `loop text`, `alt text`, `rect colour`... */
  openBlock(kind: BlockKind, text: string, line: number, warnings: Warnings): void {
    const fragment: SeqFragment = { line, children: [] };
    if (kind === 'rect') {
      const style = rectStyle(text);
      if (style === undefined) warnings.add('MERMAID_UNSUPPORTED', line, `rect ${text}: "${text}" is not a colour DSP can draw; the highlight has no fill`, { data: { construct: 'rect', colour: text } });
      else fragment.style = style;
    } else {
      fragment.title = titled(kind, label(text, kind, line, warnings));
    }
    this.open.push({ kind, line, fragment: this.add(fragment) });
  }

  /** `else text` in an alt, `and text` in a par, `option text` in a critical. */
  openSection(keyword: string, text: string, line: number, sc: Scanner, at: number, warnings: Warnings): void {
    const block = this.open[this.open.length - 1];
    const expected = SECTION_OF[keyword];
    if (block === undefined || block.kind !== expected) {
      throw sc.failure(`"${keyword}" belongs inside ${expected === 'alt' ? 'an' : 'a'} ${expected ?? 'block'} ... end block${block === undefined ? '' : `, not inside the ${block.kind} of line ${block.line}`}`, at);
    }
    block.section = undefined;
    warnings.add('MERMAID_APPROXIMATED', line, `${keyword}: the section is drawn as a fragment inside the ${block.kind} fragment (DSP fragments have no dividing lines)`, { data: { construct: keyword } });
    block.section = this.add({ line, title: titled(keyword, label(text, keyword, line, warnings)), children: [] });
  }

  /** `end` */
  close(sc: Scanner, at: number): void {
    if (this.open.pop() === undefined) throw sc.failure('"end" closes nothing here: no loop, alt, opt, par, critical, break, rect or box is open', at);
  }

  /** At the end of the text every block must be closed. */
  finish(sc: Scanner): void {
    const unclosed = this.open[this.open.length - 1];
    if (unclosed !== undefined) throw sc.failure(`expected "end" to close the ${unclosed.kind} opened at line ${unclosed.line}`);
  }
}

/** `loop [Every minute]`, or the keyword alone without text. */
function titled(keyword: string, text: string): string {
  return text === '' ? keyword : `${keyword} [${text}]`;
}

/** A rect's fill, drawn without a border as Mermaid draws it. */
function rectStyle(text: string): StyleValue | undefined {
  const colour = text.trim();
  if (colour === '' || !v.is(Colour, colour)) return undefined;
  return { fill: colour, stroke: 'none' };
}

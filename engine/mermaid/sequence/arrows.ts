import type { ARROWHEADS } from '../../../schema/index.js';

/** A DSP arrowhead. */
export type Head = (typeof ARROWHEADS)[number];

/**
 * Mermaid's sequence arrows and what DSP draws for each. The line is solid with one dash
 * and dotted with two; the edgeType follows it (`sequence.message` solid, `sequence.reply`
 * dashed, `sequence.async` for the open "(" heads) and `endpoints` always says the heads,
 * so a reply drawn with a filled head keeps it.
 *
 * | Mermaid            | DSP                                          |
 * |--------------------|----------------------------------------------|
 * | `->>` / `-->>`     | message / reply, triangle at the target      |
 * | `->` / `-->`       | message / reply, no head                     |
 * | `<<->>` `<<-->>`   | message / reply, triangles at both ends      |
 * | `-x` / `--x`       | message / reply, bar at the target (warned: DSP has no cross head) |
 * | `-)` / `--)`       | async (dotted: dashed), open triangle        |
 * | half arrows `-\|\` `-\|/` `/\|-` `\|-`... | a full triangle (warned) |
 * | stick halves `-\\` `-//` `//-` `\\-`...    | a full open triangle (warned) |
 */
export interface SequenceArrow {
  token: string;
  dotted: boolean;
  start: Head;
  end: Head;
  async: boolean;
  /** What DSP cannot draw of it, for the warning ("a cross head"). */
  approximated?: string;
}

const arrow = (token: string, start: Head, end: Head, extra: Partial<SequenceArrow> = {}): SequenceArrow => ({
  token,
  dotted: /--/.test(token),
  start,
  end,
  async: false,
  ...extra,
});

const HALF = 'a half arrowhead (drawn whole)';

/** Longest tokens first, so `-->>` is never read as `-->` followed by ">". */
export const SEQUENCE_ARROWS: readonly SequenceArrow[] = [
  arrow('<<-->>', 'triangle', 'triangle'),
  arrow('<<->>', 'triangle', 'triangle'),
  arrow('-->>', 'none', 'triangle'),
  arrow('--|\\', 'none', 'triangle', { approximated: HALF }),
  arrow('--|/', 'none', 'triangle', { approximated: HALF }),
  arrow('--\\\\', 'none', 'openTriangle', { approximated: HALF }),
  arrow('--//', 'none', 'openTriangle', { approximated: HALF }),
  arrow('/|--', 'triangle', 'none', { approximated: HALF }),
  arrow('\\|--', 'triangle', 'none', { approximated: HALF }),
  arrow('//--', 'openTriangle', 'none', { approximated: HALF }),
  arrow('\\\\--', 'openTriangle', 'none', { approximated: HALF }),
  arrow('->>', 'none', 'triangle'),
  arrow('-->', 'none', 'none'),
  arrow('--x', 'none', 'bar', { approximated: 'a cross head (drawn as a bar)' }),
  arrow('--)', 'none', 'openTriangle', { async: true }),
  arrow('-|\\', 'none', 'triangle', { approximated: HALF }),
  arrow('-|/', 'none', 'triangle', { approximated: HALF }),
  arrow('-\\\\', 'none', 'openTriangle', { approximated: HALF }),
  arrow('-//', 'none', 'openTriangle', { approximated: HALF }),
  arrow('/|-', 'triangle', 'none', { approximated: HALF }),
  arrow('\\|-', 'triangle', 'none', { approximated: HALF }),
  arrow('//-', 'openTriangle', 'none', { approximated: HALF }),
  arrow('\\\\-', 'openTriangle', 'none', { approximated: HALF }),
  arrow('->', 'none', 'none'),
  arrow('-x', 'none', 'bar', { approximated: 'a cross head (drawn as a bar)' }),
  arrow('-)', 'none', 'openTriangle', { async: true }),
];

/** The arrow starting at `at` in the text, if any. */
export function arrowAt(text: string, at: number): SequenceArrow | undefined {
  return SEQUENCE_ARROWS.find((candidate) => text.startsWith(candidate.token, at));
}

/** The first arrow in a statement: where it starts and which it is. */
export function findArrow(text: string): { at: number; arrow: SequenceArrow } | undefined {
  for (let at = 0; at < text.length; at++) {
    const c = text.charAt(at);
    if (c !== '-' && c !== '<' && c !== '/' && c !== '\\') continue;
    const found = arrowAt(text, at);
    if (found !== undefined) return { at, arrow: found };
  }
  return undefined;
}

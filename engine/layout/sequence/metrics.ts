import { SEQUENCE_TEXT } from '../../measure/index.js';

/**
 * The measurements of a sequence diagram, in px (README.md in this folder explains each on a
 * drawing). Its texts' font sizes and wrap width are measuring's (SEQUENCE_TEXT, engine/measure).
 */
export const SEQUENCE_METRICS = {
  ...SEQUENCE_TEXT,

  /** Lifeline headers: at least 100 x 40 (spec), the label plus this padding. */
  minHeaderWidth: 100,
  minHeaderHeight: 40,
  headerPaddingX: 12,
  headerPaddingY: 8,
  /** sequence.actor headers keep room for a stick figure above the label. */
  actorFigureHeight: 28,

  /** Between the headers and the first row, and between rows (messages, notes). */
  rowGap: 12,
  /** Between a message label's box (engine/measure edge labels: the text plus 4 px padding) and its arrow. */
  labelGap: 2,
  /** Room above and below an arrow line for its arrowhead. */
  arrowClearance: 6,
  /** Kept free on each side of a message label, between it and the lifelines it spans. */
  labelSidePadding: 12,
  /** Between the last row and the foot bars (or the end of the lifelines). */
  endGap: 20,

  /** Self-message loops: the label sits inside the U with this padding; these are the least sizes. */
  selfLoopPaddingX: 8,
  selfLoopPaddingY: 4,
  selfLoopMinWidth: 36,
  selfLoopMinHeight: 20,
  /** Kept between a loop's right side and the next lifeline. */
  selfLoopClearance: 12,

  /** Notes: the label plus padding, at least noteMinWidth wide; spanning notes overhang their outer lifelines. */
  notePaddingX: 10,
  notePaddingY: 6,
  noteMinWidth: 80,
  noteMinHeight: 28,
  noteOverhang: 16,
  /** Kept between a note over one lifeline and the neighbouring lifelines. */
  noteClearance: 10,

  /** Activation bars: width, the sideways step of each nested bar, least height. */
  activationWidth: 10,
  activationNestOffset: 5,
  activationMinHeight: 10,

  /** Fragments: side padding around what they enclose, top/bottom padding, title tab padding and notch. */
  fragmentPaddingX: 12,
  fragmentPaddingY: 8,
  tabPaddingX: 8,
  tabPaddingY: 4,
  tabNotch: 8,
  /** A fragment is at least this much wider than its tab. */
  fragmentMinExtraWidth: 24,

  /** Nodes of other types in a sequence diagram, without a position: a row this far under the content. */
  strayRowGap: 40,
} as const;

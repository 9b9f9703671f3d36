import type { SceneDocumentValue } from '../../schema/index.js';
import {
  edgeLabelLineWidth,
  labelLineWidth,
  labelTiers,
  measureTieredLabel,
  sizeNodes,
  TIER_SIZES,
  type Measurer,
  type NodeSize,
  type TextSpec,
} from '../measure/index.js';
import type { ResolvedStrategy } from '../normalize/index.js';
import { wordsOf, type Retry } from './swap-words.js';

type Element = SceneDocumentValue['elements'][number];

/** Swaps a piece of text set in `spec`; a retry loosens the choice and leans its lines (WordSwapper.swapText). */
export type SwapIn = (spec: TextSpec) => (text: string, retry: Retry) => string;

/** Times a label is swapped before the copy that comes closest to its size is kept. */
const ATTEMPTS = 16;
/**
 * A copy whose drawn size is within this of the original's keeps the layout: widths are
 * cut to 1/100 px, and a node fitted to its label grows by whole px, where a miss of a
 * tenth can cross to the next px and move its neighbours by three.
 */
const SAME_PX = 0.05;
/** An attempt's lines lean this times its number squared px (0.005, 0.02, 0.045 ... about 1 by the last). */
const NUDGE_PX = 0.005;

/**
 * Swaps the texts whose size layout reads (node labels, edge labels, titles, text elements)
 * the way the measure stage sets them, and again while the copy would not take the same
 * size: a node's box as sizing makes it, an edge label's box, a title's width.
 */
export class LabelSwapper {
  constructor(
    private readonly scene: SceneDocumentValue,
    private readonly strategy: ResolvedStrategy,
    private readonly measurer: Measurer,
    private readonly swapIn: SwapIn,
  ) {}

  /** `text` (the element's label, title or text) as the copy writes it, in `spec`, the spec it is drawn in. */
  swap(element: Element, text: string, spec: TextSpec): string {
    const swap = this.swapIn(spec);
    const sequence = this.scene.diagramFamily === 'sequence';
    if (element.kind === 'edge') {
      const lineWidth = edgeLabelLineWidth(this.scene);
      return this.keepingSize(text, (retry) => this.swapEdgeLabel(text, spec, lineWidth, retry), (copy) => this.edgeLabelSize(copy, spec, lineWidth));
    }
    if ((element.kind === 'node' || element.kind === 'text') && !sequence) {
      const table = element.kind === 'node' && (element.extensions?.columns?.length ?? 0) > 0;
      const lineWidth = element.kind === 'node' && !table ? labelLineWidth(element, this.strategy) : undefined;
      const once = (retry: Retry): string =>
        lineWidth === undefined ? swap(text, retry) : swapWrapped(text, this.measurer, spec, lineWidth, (piece) => swap(piece, retry));
      return this.keepingSize(text, once, (copy) => this.elementSize(element, copy));
    }
    return this.keepingSize(text, (retry) => swap(text, retry), (copy) => this.measurer.block(copy, spec, { wrap: 'none' }));
  }

  /**
   * The first attempt whose size is the original's; after ATTEMPTS, the one that came
   * closest. Each attempt after the first leans its lines further the way the last one
   * missed (a box of whole px turns on where the original's width sits in its px). A
   * loosened attempt may give a short text back as it was: that one never counts.
   */
  private keepingSize(text: string, once: (retry: Retry) => string, sizeOf: (text: string) => NodeSize): string {
    if (wordsOf(text).length === 0) return text;
    const want = sizeOf(text);
    let first: string | undefined;
    let best: { copy: string; miss: number } | undefined;
    let lean = 0;
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const copy = once({ attempt, nudge: lean * NUDGE_PX * attempt * attempt });
      first ??= copy;
      if (copy === text && text.length > 1) continue;
      const got = sizeOf(copy);
      const miss = Math.max(Math.abs(got.width - want.width), Math.abs(got.height - want.height));
      if (miss <= SAME_PX) return copy;
      if (best === undefined || miss < best.miss) best = { copy, miss };
      lean = got.width < want.width ? 1 : -1;
    }
    return best?.copy ?? first!;
  }

  /** The size sizing gives a node or text element with this text (an ER table's: its header's share). */
  private elementSize(element: Extract<Element, { kind: 'node' | 'text' }>, text: string): NodeSize {
    const input = { scene: this.scene, strategy: this.strategy };
    const sizing =
      element.kind === 'node'
        ? sizeNodes({ ...input, nodes: [{ ...element, label: text }], texts: [] }, this.measurer)
        : sizeNodes({ ...input, nodes: [], texts: [{ ...element, text }] }, this.measurer);
    return sizing.sizes.get(element.id)!;
  }

  private edgeLabelSize(text: string, spec: TextSpec, lineWidth: number | undefined): NodeSize {
    const tiers = labelTiers(text);
    if (tiers !== null) return measureTieredLabel(this.measurer, tiers, spec.font);
    return this.measurer.block(text, spec, lineWidth === undefined ? { wrap: 'none' } : { wrap: 'word', maxWidth: lineWidth });
  }

  /**
   * An edge label: a tiered one (`EVENT [guard] / action`) part by part, each in the size
   * and style it is drawn in (12 px; 10 px; 10 px italic); a plain one broken where the
   * label's line width breaks it.
   */
  private swapEdgeLabel(text: string, spec: TextSpec, lineWidth: number | undefined, retry: Retry): string {
    const tiers = labelTiers(text);
    if (tiers === null) {
      const swap = this.swapIn(spec);
      return lineWidth === undefined ? swap(text, retry) : swapWrapped(text, this.measurer, spec, lineWidth, (piece) => swap(piece, retry));
    }
    const plain = { font: spec.font, weight: 'normal' as const };
    const parts: Array<[string | undefined, TextSpec]> = [
      [tiers.event, { ...plain, size: TIER_SIZES.event }],
      [tiers.guard, { ...plain, size: TIER_SIZES.guard }],
      [tiers.action, { ...plain, size: TIER_SIZES.action, italic: true }],
    ];
    // Each part up to the end of its own words (brackets, slash and spaces stay where they are).
    let out = '';
    let from = 0;
    for (const [part, partSpec] of parts) {
      const at = part === undefined || part === '' ? -1 : text.indexOf(part, from);
      if (at < 0) continue;
      const end = at + part!.length;
      out += this.swapIn(partSpec)(text.slice(from, end), retry);
      from = end;
    }
    return out + text.slice(from);
  }
}

/**
 * The text swapped a line at a time where word wrapping at `lineWidth` breaks it (each
 * piece keeps the spaces after it), so every line of the copy is as wide as the original's.
 */
function swapWrapped(text: string, measurer: Measurer, spec: TextSpec, lineWidth: number, swap: (text: string) => string): string {
  const lines = measurer.block(text, spec, { wrap: 'word', maxWidth: lineWidth }).lines;
  let out = '';
  let from = 0;
  for (const [k, line] of lines.entries()) {
    const at = text.indexOf(line.text, from);
    if (at < 0) return swap(text);
    const end = k === lines.length - 1 ? text.length : at + line.text.length;
    out += swap(text.slice(from, end));
    from = end;
  }
  return out + (from < text.length ? swap(text.slice(from)) : '');
}

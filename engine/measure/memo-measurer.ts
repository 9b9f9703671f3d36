import type { BlockOptions, Measurer, TextBlock, TextSpec } from './measurer.js';

/**
 * A measurer that remembers the widths and unwrapped blocks it gave, for one scene's
 * measuring (measureScene makes one per call, so nothing outlives the scene). Texts recur
 * within a diagram: an ER diagram's column types (int, text, uuid ...), its key names
 * and its PK / FK badges on every entity, each measured for the row's width and again
 * where it is placed. The same numbers as the measurer it wraps: measuring is pure, and a
 * block handed out twice is only read (fitText and the titles copy what they keep).
 */
export function memoMeasurer(measurer: Measurer): Measurer {
  const known = new KnownBySpec<{ width?: number; block?: TextBlock }>();
  return {
    width(text: string, spec: TextSpec): number {
      const entry = known.entry(text, spec);
      // One line with nothing to trim measures the same as its block (an ER cell, measured for
      // its row's width, then placed): measured once, for both.
      if (entry.width === undefined) entry.width = oneLine(text) ? (entry.block ??= measurer.block(text, spec, UNWRAPPED)).width : measurer.width(text, spec);
      return entry.width;
    },
    // Unwrapped text breaks at newlines only, whatever the width: the text and spec decide the block.
    block(text: string, spec: TextSpec, options: BlockOptions): TextBlock {
      if (options.wrap !== 'none') return measurer.block(text, spec, options);
      const entry = known.entry(text, spec);
      return (entry.block ??= measurer.block(text, spec, options));
    },
    lineHeight: (spec) => measurer.lineHeight(spec),
    ascent: (spec) => measurer.ascent(spec),
    descent: (spec) => measurer.descent(spec),
    baseline: (spec) => measurer.baseline(spec),
  };
}

/**
 * Entries by spec and text. Specs are small objects made afresh by each caller (one set
 * per ER entity), and a scene sets its texts in a handful of specs: they are told apart by
 * their fields in a short list, with no key made per call.
 */
class KnownBySpec<T extends object> {
  private readonly specs: TextSpec[] = [];
  private readonly texts: Array<Map<string, T>> = [];

  entry(text: string, spec: TextSpec): T {
    let index = 0;
    while (index < this.specs.length && !sameSpec(this.specs[index]!, spec)) index++;
    if (index === this.specs.length) {
      this.specs.push(spec);
      this.texts.push(new Map());
    }
    const texts = this.texts[index]!;
    let entry = texts.get(text);
    if (entry === undefined) texts.set(text, (entry = {} as T));
    return entry;
  }
}

const UNWRAPPED: BlockOptions = { wrap: 'none' };

/**
 * Whether the text is one line whose width (Measurer.width: the widest line, as written)
 * is its block's (each line without its trailing spaces; a tab is four of them).
 */
function oneLine(text: string): boolean {
  const last = text.charCodeAt(text.length - 1);
  return last !== 0x20 && last !== 0x09 && !text.includes('\n') && !text.includes('\r');
}

function sameSpec(a: TextSpec, b: TextSpec): boolean {
  return a === b || (a.size === b.size && a.font === b.font && a.weight === b.weight && (a.italic === true) === (b.italic === true));
}

import {
  createMeasurer, fitText, labelTiers, measureTieredLabel,
  type FontBytes, type FontKey, type TextSpec,
} from '../../../engine/measure/index.js';

/**
 * A fixed corpus measured in Node (golden test) and in Chromium (browser test); both must
 * produce exactly test/golden/measure/widths.exp.json. It covers every bundled face, the
 * fallback rules (CJK, emoji, RTL, combining marks), wrapping, placement and tiered labels.
 */
export const CORPUS_STRINGS: readonly string[] = [
  'Order service',
  'The quick brown fox jumps over the lazy dog',
  'AVAWAYTaToTeLTLV',
  '0123456789 +-*/=%',
  '{ "id": "n1", "x": 40 }',
  'Ünïcödé ñ façade Å',
  'Привет, мир',
  'Ελληνικά',
  '中文字符',
  'こんにちは',
  '한국어',
  'שלום עולם',
  'مرحبا',
  'e\u0301 a\u0308 n\u0303',
  '😀 🚀',
  '👨\u200d👩\u200d👧',
  '👍🏽',
  '🇫🇷🇩🇪',
  '❤️',
  'tab\there',
  'line one\nline two is longer\r\nthree',
  '   ',
  '',
];

const FONTS: readonly FontKey[] = ['sans', 'mono', 'hand'];
const STYLES: ReadonlyArray<[string, Pick<TextSpec, 'weight' | 'italic'>]> = [
  ['regular', { weight: 'normal' }],
  ['bold', { weight: 'bold' }],
  ['italic', { weight: 'normal', italic: true }],
  ['boldItalic', { weight: 'bold', italic: true }],
];
const SIZES: readonly number[] = [10, 14, 17.5];

const WRAP_TEXT = 'Payment gateway adapter retries failed charges with exponential backoff (Supercalifragilisticexpialidocious)';
const LABELS: readonly string[] = ['submit [valid] / save()', 'timeout / retry', '[ready] / start', 'cancel [user.isAdmin && open]'];

/** Measures the corpus with these fonts; the result is plain JSON. */
export function measureCorpus(fonts: FontBytes): Record<string, unknown> {
  const measurer = createMeasurer(fonts);
  const widths: Record<string, number[]> = {};
  const metrics: Record<string, number[]> = {};
  const blocks: Record<string, unknown> = {};
  for (const font of FONTS) {
    for (const [styleName, style] of STYLES) {
      for (const size of SIZES) {
        const spec: TextSpec = { font, size, ...style };
        const key = `${font}/${styleName}/${size}`;
        widths[key] = CORPUS_STRINGS.map((text) => measurer.width(text, spec));
        metrics[key] = [measurer.lineHeight(spec), measurer.ascent(spec), measurer.descent(spec), measurer.baseline(spec)];
      }
    }
    const spec: TextSpec = { font, size: 13, weight: 'normal' };
    for (const wrap of ['word', 'character'] as const) {
      for (const maxWidth of [60, 150]) {
        blocks[`${font}/${wrap}/${maxWidth}`] = measurer.block(WRAP_TEXT, spec, { wrap, maxWidth }).lines;
      }
    }
    blocks[`${font}/fit`] = fitText(measurer, WRAP_TEXT, spec, { wrap: 'word', align: 'right', verticalAlign: 'bottom' }, { width: 160, height: 60 }, 8);
  }
  const tiers = LABELS.map((label) => {
    const parsed = labelTiers(label);
    return parsed === null ? null : measureTieredLabel(measurer, parsed, 'sans');
  });
  return { strings: CORPUS_STRINGS, widths, metrics, blocks, tiers };
}

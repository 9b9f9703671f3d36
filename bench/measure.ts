/**
 * Benchmark (not a test): parsing the bundled fonts, then measuring and wrapping 10,000
 * node labels. Run with `npx tsx bench/measure.ts`.
 */
import { bundledFonts } from '../entry/node.js';
import { createMeasurer, fitText, type TextSpec } from '../engine/index.js';

const WORDS = ['order', 'payment', 'gateway', 'service', 'queue', 'retry', 'user', 'account', 'ledger', 'event', 'audit', 'cache'];
const labels = Array.from({ length: 10_000 }, (_, i) => {
  const count = 2 + (i % 5);
  return Array.from({ length: count }, (_, k) => WORDS[(i * 7 + k * 3) % WORDS.length]).join(' ') + ` ${i}`;
});
const spec: TextSpec = { font: 'sans', size: 14, weight: 'normal' };

function time(name: string, run: () => void): void {
  const started = performance.now();
  run();
  console.log(`${name.padEnd(44)} ${(performance.now() - started).toFixed(1).padStart(8)} ms`);
}

const fonts = await bundledFonts();
const measurer = createMeasurer(fonts);
time('parse sans regular (first width)', () => measurer.width('x', spec));
time('parse the other eight faces', () => {
  for (const font of ['sans', 'mono', 'hand'] as const) {
    for (const style of [{ weight: 'normal' }, { weight: 'bold' }, { weight: 'normal', italic: true }] as const) {
      measurer.width('x', { font, size: 14, ...style });
    }
  }
});
for (let round = 1; round <= 3; round += 1) {
  time(`10,000 widths (round ${round})`, () => {
    for (const label of labels) measurer.width(label, spec);
  });
  time(`10,000 word-wrapped blocks at 120 px (round ${round})`, () => {
    for (const label of labels) measurer.block(label, spec, { wrap: 'word', maxWidth: 120 });
  });
  time(`10,000 fitText in 140 x 60 boxes (round ${round})`, () => {
    for (const label of labels) fitText(measurer, label, spec, { wrap: 'word' }, { width: 140, height: 60 }, 8);
  });
}

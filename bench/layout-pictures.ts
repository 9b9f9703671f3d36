/**
 * Experiment (not a test): draws the examples of docs/layout-before-after/ as PNG into a
 * folder, so a layout change can be shown before and after. Run it in a checkout of each
 * (`npx tsx bench/layout-pictures.ts <folder>`); the README there says which is which.
 * The examples: the generated 50-node flowchart and 20-entity ER diagram as Mermaid text
 * (bench/graphs.ts), the ER and flowchart cases of test/golden/layout, and the corpus's CI
 * pipeline flowchart (test/corpus/mermaid/flowchart/ci-pipeline.mmd).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, toMermaid } from '../engine/index.js';
import { bundledFonts, resvgWasm } from '../entry/node.js';
import { entities, flowchart, normalized } from './graphs.js';

const out = process.argv[2];
if (out === undefined) throw new Error('usage: npx tsx bench/layout-pictures.ts <output folder>');
mkdirSync(out, { recursive: true });
const [fonts, wasm] = await Promise.all([bundledFonts(), resvgWasm()]);

const golden = (name: string): unknown => JSON.parse(readFileSync(new URL(`../test/golden/layout/${name}/input.json`, import.meta.url), 'utf8'));
const mermaid = (input: Parameters<typeof normalized>[0]): string => {
  const written = toMermaid(normalized(input));
  if (!written.ok) throw new Error(written.message);
  return written.mermaid;
};
const corpus = (path: string): string => readFileSync(new URL(`../test/corpus/mermaid/${path}`, import.meta.url), 'utf8');
const examples: Array<[string, unknown]> = [
  ['flowchart-50', mermaid(flowchart(50))],
  ['er-20', mermaid(entities(20))],
  ['er', golden('er')],
  ['flowchart', golden('flowchart')],
  ['ci-pipeline', corpus('flowchart/ci-pipeline.mmd')],
];
for (const [name, input] of examples) {
  const result = await render(input, { fonts, wasm, format: 'png' });
  if (result.png === undefined) throw new Error(`${name}: ${JSON.stringify(result.diagnostics)}`);
  writeFileSync(join(out, `${name}.png`), result.png);
  console.log(`${name}: scale ${result.scale}, ${result.png.length} bytes`);
}

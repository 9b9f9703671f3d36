import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { OPS_CASES } from '../../test/corpus/ops-cases.js';
import { SCENE_CASES } from '../../test/corpus/scene-cases.js';

const corpus = fileURLToPath(new URL('../../test/corpus/', import.meta.url));
const layoutGoldens = fileURLToPath(new URL('../../test/golden/layout/', import.meta.url));

/**
 * What the fuzzer mutates: real inputs from the test corpus, so that most requests get
 * past the first checks and reach layout, drawing, storage and the edit rules.
 */
export interface FuzzSeeds {
  /** Valid scene documents: the layout corpus (one per family) and the validation corpus's valid ones. */
  scenes: unknown[];
  /** Invalid scene documents of the validation corpus (one or more per rule). */
  invalidScenes: unknown[];
  /** Operation lists: each of the 17 operations, and malformed ones. */
  ops: unknown[];
  /** Mermaid texts: flowcharts, ER diagrams, refused types and syntax errors. */
  mermaid: string[];
}

function mermaidTexts(): string[] {
  const root = join(corpus, 'mermaid');
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((folder) => readdirSync(join(root, folder.name)).filter((name) => name.endsWith('.mmd')).map((name) => readFileSync(join(root, folder.name, name), 'utf8')));
}

/** The input of every layout golden (test/golden/layout/<case>/input.json), in the cases' order. */
function layoutInputs(): unknown[] {
  const cases = readdirSync(layoutGoldens, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort();
  return cases.map((name) => JSON.parse(readFileSync(join(layoutGoldens, name, 'input.json'), 'utf8')) as unknown);
}

/** Reads the corpus once. */
export function loadSeeds(): FuzzSeeds {
  const layout = layoutInputs();
  // Cases past the size limits (1,000 elements, 500 operations) stay: the limits are part of what is fuzzed.
  return {
    scenes: [...layout, ...SCENE_CASES.filter((c) => c.valid).map((c) => c.document)],
    invalidScenes: SCENE_CASES.filter((c) => !c.valid).map((c) => c.document),
    ops: OPS_CASES.map((c) => c.ops),
    mermaid: mermaidTexts(),
  };
}

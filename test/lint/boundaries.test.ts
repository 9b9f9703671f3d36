import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: process.cwd() });

async function problems(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((m) => `${m.ruleId ?? ''}: ${m.message}`);
}

/** The import boundaries of docs/architecture.md, each broken on purpose. */
describe('lint keeps the stages apart', () => {
  it('refuses a deep import into another stage, and takes its index', async () => {
    expect(await problems("import { createMeasurer } from '../measure/measurer.js';\nexport const m = createMeasurer;\n", 'engine/layout/x.ts'))
      .toEqual([expect.stringMatching(/^dsp\/engine-layers: Import engine\/measure\/measurer\.js through engine\/measure\/index\.ts/)]);
    expect(await problems("import { fitText } from '../../measure/index.js';\nexport const f = fitText;\n", 'engine/layout/labels/x.ts')).toEqual([]);
  });

  it('judges where an import lands, not how it is written', async () => {
    const found = await problems("import { px } from '../../../engine/geometry/boxes.js';\nexport const p = px;\n", 'engine/layout/place/x.ts');
    expect(found).toEqual([expect.stringMatching(/through engine\/geometry\/index\.ts/)]);
  });

  it('refuses an import the layers table does not allow (a stage reaching a later one)', async () => {
    expect(await problems("import { layoutScene } from '../layout/index.js';\nexport const l = layoutScene;\n", 'engine/measure/x.ts'))
      .toEqual([expect.stringMatching(/^dsp\/engine-layers: engine\/measure may not import engine\/layout \(allowed: fonts, geometry, model, normalize;/)]);
    expect(await problems("import { render } from '../render-api/index.js';\nexport const r = render;\n", 'engine/render/x.ts'))
      .toEqual([expect.stringMatching(/engine\/render may not import engine\/render-api/)]);
  });

  it('checks re-exports and dynamic imports too', async () => {
    expect(await problems("export { Face } from '../fonts/face.js';\n", 'engine/measure/x.ts')).toEqual([expect.stringMatching(/through engine\/fonts\/index\.ts/)]);
    expect(await problems("export async function f(): Promise<unknown> {\n  return import('../layout/index.js');\n}\n", 'engine/measure/x.ts'))
      .toEqual(expect.arrayContaining([expect.stringMatching(/engine\/measure may not import engine\/layout/)]));
  });

  it('names a folder the table does not know', async () => {
    expect(await problems("import { px } from '../geometry/index.js';\nexport const p = px;\n", 'engine/shiny/x.ts'))
      .toEqual([expect.stringMatching(/engine\/shiny is not in eslint\/engine-layers\.js/)]);
  });
});

describe('lint keeps the front doors apart', () => {
  it('lets cli/ use the server through server/index.ts only', async () => {
    expect(await problems("import { openDatabase } from '../../server/db/connect.js';\nexport const o = openDatabase;\n", 'cli/commands/x.ts'))
      .toEqual([expect.stringMatching(/^dsp\/front-doors: cli\/ uses the server through server\/index\.ts only/)]);
    expect(await problems("import { openDatabase } from '../../server/index.js';\nexport const o = openDatabase;\n", 'cli/commands/x.ts')).toEqual([]);
  });

  it('keeps element/ away from server/ altogether', async () => {
    expect(await problems("import { createApp } from '../server/index.js';\nexport const c = createApp;\n", 'element/x.ts'))
      .toEqual([expect.stringMatching(/^dsp\/front-doors: element\/ runs in the browser: it must not import server\//)]);
  });
});

describe('lint keeps the server\'s layers apart', () => {
  const imports = (source: string, name = 'x'): string => `import { ${name} } from '${source}';\nexport const y = ${name};\n`;

  it('refuses an import upwards: a use case reaching a front door, db reaching a port', async () => {
    expect(await problems(imports('../../http/index.js'), 'server/use-cases/diagrams/x.ts'))
      .toEqual([expect.stringMatching(/^dsp\/server-layers: server\/use-cases may not import server\/http \(allowed: db, ports;/)]);
    expect(await problems(imports('../../ports/index.js'), 'server/db/repositories/x.ts'))
      .toEqual([expect.stringMatching(/^dsp\/server-layers: server\/db may not import server\/ports \(allowed: none;/)]);
    expect(await problems(imports('../../infrastructure/server-secret.js'), 'server/use-cases/images/x.ts'))
      .toEqual([expect.stringMatching(/server\/use-cases may not import server\/infrastructure/)]);
  });

  it('keeps the drawing pool on the engine and the ports, away from the use cases', async () => {
    expect(await problems(imports('../use-cases/images/index.js'), 'server/drawing-pool/x.ts'))
      .toEqual([expect.stringMatching(/^dsp\/server-layers: server\/drawing-pool may not import server\/use-cases \(allowed: ports;/)]);
    expect(await problems(imports('../ports/index.js'), 'server/drawing-pool/x.ts')).toEqual([]);
  });

  it('lets the front doors into a use-case room through its index.ts only', async () => {
    expect(await problems(imports('../../use-cases/diagrams/edit-diagram.js'), 'server/http/routes/x.ts'))
      .toEqual([expect.stringMatching(/^dsp\/server-layers: Import server\/use-cases\/diagrams\/edit-diagram\.js through server\/use-cases\/diagrams\/index\.ts/)]);
    expect(await problems(imports('../../use-cases/diagrams/index.js'), 'server/http/routes/x.ts')).toEqual([]);
    expect(await problems(imports('../ports/service-error.js'), 'server/mcp/x.ts'))
      .toEqual([expect.stringMatching(/through server\/ports\/index\.ts/)]);
    expect(await problems(imports('../http/body.js'), 'server/mcp/x.ts')).toEqual([expect.stringMatching(/through server\/http\/index\.ts/)]);
  });

  it('lets one room use another through its index.ts only, and its own files directly', async () => {
    expect(await problems(imports('../diagrams/find-diagram.js'), 'server/use-cases/images/x.ts'))
      .toEqual([expect.stringMatching(/through server\/use-cases\/diagrams\/index\.ts/)]);
    expect(await problems(imports('../diagrams/index.js'), 'server/use-cases/images/x.ts')).toEqual([]);
    expect(await problems(imports('./version-image.js'), 'server/use-cases/images/x.ts')).toEqual([]);
    expect(await problems(imports('../../db/repositories/diagrams.js'), 'server/use-cases/images/x.ts')).toEqual([]);
  });

  it('keeps the composition root out of the layers, and the base files open to all', async () => {
    expect(await problems(imports('../../app.js'), 'server/use-cases/diagrams/x.ts'))
      .toEqual([expect.stringMatching(/^dsp\/server-layers: server\/app\.js is the composition root/)]);
    expect(await problems(imports('../clock.js'), 'server/http/x.ts')).toEqual([]);
    expect(await problems(imports('./use-cases/diagrams/edit-diagram.js'), 'server/app.ts')).toEqual([]);
    expect(await problems(imports('./ports/index.js'), 'server/clock.ts'))
      .toEqual([expect.stringMatching(/^dsp\/server-layers: server\/clock\.ts is a base file/)]);
  });

  it('names a server folder the table does not know', async () => {
    expect(await problems(imports('../ports/index.js'), 'server/shiny/x.ts'))
      .toEqual([expect.stringMatching(/server\/shiny is not in eslint\/server-layers\.js/)]);
  });
});

describe('lint keeps the engine and its fonts behind entry/', () => {
  it('refuses the font loaders in cli/, server/, element/ and plugins/, and takes entry/', async () => {
    expect(await problems("import { loadFontsFromDisk } from '../../fonts/node.js';\nexport const l = loadFontsFromDisk;\n", 'cli/commands/x.ts'))
      .toEqual([expect.stringMatching(/^dsp\/front-doors: Take the engine with its platform's fonts from entry\/node\.ts or entry\/browser\.ts/)]);
    expect(await problems("import { loadFontsFromDisk } from '../../fonts/node.js';\nexport const l = loadFontsFromDisk;\n", 'server/drawing-pool/x.ts')).toHaveLength(1);
    expect(await problems("import { loadFontsInBrowser } from '../../fonts/browser.js';\nexport const l = loadFontsInBrowser;\n", 'element/drawing/x.ts')).toHaveLength(1);
    expect(await problems("import { render } from '../fonts/engine-node.js';\nexport const r = render;\n", 'plugins/x.ts')).toHaveLength(1);
    expect(await problems("import { bundledFonts } from '../../entry/node.js';\nexport const b = bundledFonts;\n", 'cli/commands/x.ts')).toEqual([]);
    expect(await problems("import { packageVersion } from '../../fonts/package-version.js';\nexport const v = packageVersion;\n", 'cli/commands/x.ts')).toEqual([]);
  });
});

describe('lint keeps engine functions short', () => {
  const fn = (lines: number): string => `export function long(a: number): number {\n${'  a += 1;\n'.repeat(lines - 3)}  return a;\n}\n`;

  it('refuses a function of 81 lines in engine/ and takes one of 80', async () => {
    expect(await problems(fn(81), 'engine/layout/x.ts')).toEqual([expect.stringMatching(/^max-lines-per-function: Function 'long' has too many lines \(81\)/)]);
    expect(await problems(fn(80), 'engine/layout/x.ts')).toEqual([]);
  });
});

describe('lint fences bench/ to the public entries, engine/internal.ts and harness/', () => {
  const fenced = /^dsp\/bench-fence: bench\/ measures through the public entries/;

  it('refuses a stage\'s internals, and takes them from engine/internal.ts', async () => {
    expect(await problems("import { buildIndex } from '../engine/layout/build-index.js';\nexport const b = buildIndex;\n", 'bench/x.ts'))
      .toEqual([expect.stringMatching(fenced)]);
    expect(await problems("import { measureScene } from '../engine/measure/index.js';\nexport const m = measureScene;\n", 'bench/x.ts'))
      .toEqual([expect.stringMatching(fenced)]);
    expect(await problems("import { buildIndex } from '../engine/internal.js';\nimport { measureScene } from '../engine/index.js';\nexport const b = [buildIndex, measureScene];\n", 'bench/x.ts')).toEqual([]);
  });

  it('refuses the server\'s internals, the font loaders and the tests\' helpers, and takes server/index.ts, entry/, schema/ and harness/', async () => {
    for (const internal of ['../server/render-pool/index.js', '../server/services/accounts.js', '../fonts/node.js', '../test/support/golden.js']) {
      expect(await problems(`import * as inside from '${internal}';\nexport const i = inside;\n`, 'bench/x.ts'), internal).toEqual([expect.stringMatching(fenced)]);
    }
    for (const door of ['../server/index.js', '../entry/node.js', '../schema/index.js', '../harness/processes.js', '../scripts/build-embed.mjs']) {
      expect(await problems(`import * as door from '${door}';\nexport const d = door;\n`, 'bench/x.ts'), door).toEqual([]);
    }
  });

  it('judges where an import lands from a nested bench folder, dynamic imports included', async () => {
    expect(await problems("import type { Computed } from '../../../engine/model/computed.js';\nexport type C = Computed;\n", 'bench/quality-lab/real/x.ts'))
      .toEqual([expect.stringMatching(/not engine\/model\/computed\.js/)]);
    expect(await problems("export async function f(): Promise<unknown> {\n  return import('../server/app.js');\n}\n", 'bench/x.ts'))
      .toEqual([expect.stringMatching(/not server\/app\.js/)]);
    expect(await problems("import { drawingOfOurs } from '../ours.js';\nexport const d = drawingOfOurs;\n", 'bench/quality-lab/real/x.ts')).toEqual([]);
  });

  it('keeps engine/internal.ts a door out for the benches: no stage enters another by it', async () => {
    expect(await problems("import { buildIndex } from '../internal.js';\nexport const b = buildIndex;\n", 'engine/render/x.ts'))
      .toEqual([expect.stringMatching(/^dsp\/engine-layers: engine\/internal\.ts is the benches' door/)]);
  });

  it('keeps harness/ neutral: it imports no bench and no test helper, only the test corpus\'s data', async () => {
    expect(await problems("import { selectCases } from '../bench/quality-lab/generated/cases.js';\nexport const s = selectCases;\n", 'harness/x.ts'))
      .toEqual([expect.stringMatching(/^dsp\/bench-fence: harness\/ is shared by the tests and the benches: it imports neither \(bench\/quality-lab/)]);
    expect(await problems("import { readCase } from '../../test/support/golden.js';\nexport const r = readCase;\n", 'harness/fuzz/x.ts')).toHaveLength(1);
    expect(await problems("import { OPS_CASES } from '../../test/corpus/ops-cases.js';\nexport const o = OPS_CASES;\n", 'harness/fuzz/x.ts')).toEqual([]);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { deriveScene, formatOfFileName, layoutScene, measureScene } from '../../../engine/index.js';
import { loadFontsFromDisk } from '../../../fonts/node.js';
import { drawingOfLayout } from '../../../harness/drawing-metrics/layout-drawing.js';
import { edgesThroughNodes, overlappingNodes } from '../../../harness/drawing-metrics/through-nodes.js';
import { draw } from '../../support/draw.js';
import { goldenPath, matchGoldenSvg } from '../../support/golden.js';
import { notPresent, sharedCorpus } from '../../support/shared-corpus.js';

/**
 * The derive corpus: schemas each read with its counts checked (counts.json), drawn with no
 * two tables overlapping and no edge through a table, and derived again into its own result
 * with no operation. Ours (test/corpus/schemas/own/, written for this project in the form of
 * a generated SQLite script, a Prisma auth starter and a DBML example) always run, and are
 * the golden drawings (test/golden/derive/). The real schemas from public projects are data
 * from public repositories, so they live in shared/corpus/schemas/ and run when it is there
 * (test/corpus/schemas/README.md lists each file, its source and licence).
 */
const ROOT = new URL('../../corpus/schemas/', import.meta.url);
const EXPECTED = JSON.parse(readFileSync(new URL('counts.json', ROOT), 'utf8')) as Record<string, { tables: number; columns: number; relations: number; enums: number; skipped: number }>;
const SHARED = sharedCorpus('schemas');

/** The schema files under a folder, as `<format folder>/<file>`, sorted. */
const schemaFiles = (root: string): string[] =>
  readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((folder) => readdirSync(join(root, folder.name)).map((file) => `${folder.name}/${file}`))
    .sort();
const OWN = schemaFiles(fileURLToPath(new URL('own/', ROOT))).map((file) => `own/${file}`);
const PUBLIC = SHARED === undefined ? [] : schemaFiles(SHARED);
const GOLDEN = OWN;
/** The first drawings load the fonts, the parsers and the layout: over 30 s on a busy machine. */
const WARM_UP = 120_000;

/** How many tables the source declares, counted from its text alone (a partition attached later is drawn as its parent). */
function declaredTables(file: string, source: string, partitions: number): number {
  const format = formatOfFileName(file);
  if (format === 'prisma') return source.match(/^\s*(model|view)\s+\w+\s*\{/gm)?.length ?? 0;
  if (format === 'dbml') return source.match(/^\s*Table\s+/gim)?.length ?? 0;
  return (source.match(/^\s*CREATE\s+(UNLOGGED\s+)?TABLE\b/gim)?.length ?? 0) - partitions;
}

/** Read, counted, drawn without overlap or an edge through a table, derived again to nothing. */
async function derivedAndDrawn(file: string, source: string): Promise<void> {
  const format = formatOfFileName(file)!;
  const result = await deriveScene({ format, source });
  if (!result.ok) throw new Error(`${file}: ${result.error.code} ${result.error.message}`);
  expect(result.report.counts).toEqual(EXPECTED[file]);
  const partitions = result.report.skipped.filter((item) => item.construct === 'partition').length;
  expect(result.report.counts.tables).toBe(declaredTables(file, source, partitions));

  const fonts = await loadFontsFromDisk();
  const laidOut = await layoutScene(measureScene(result.scene, fonts));
  const { nodes, edges } = drawingOfLayout(laidOut);
  expect(overlappingNodes(nodes)).toEqual([]);
  expect(edgesThroughNodes(nodes, edges)).toEqual([]);

  const again = await deriveScene({ format, source, scene: laidOut.scene });
  expect(again.ok && again.ops).toEqual([]);
  if (GOLDEN.includes(file)) matchGoldenSvg(goldenPath('derive', `${file.replace(/[/.]/g, '-')}.exp.svg`), draw(laidOut, fonts));
}

describe('derive corpus: our own schemas', () => {
  it('holds one schema of each format, each with its expected counts', () => {
    expect(OWN.map((file) => formatOfFileName(file)).sort()).toEqual(['dbml', 'prisma', 'sql']);
    for (const file of OWN) expect(EXPECTED[file], file).toBeDefined();
  });

  it.each(OWN)('%s: read with its counts, drawn without overlap or an edge through a table, derived again to nothing', async (file) => {
    await derivedAndDrawn(file, readFileSync(new URL(file, ROOT), 'utf8'));
  }, WARM_UP);
});

describe.skipIf(SHARED === undefined)(`derive corpus: real schemas from public projects ${SHARED === undefined ? notPresent('schemas') : ''}`, () => {
  it('holds at least 30 schemas, each with its expected counts', () => {
    expect(PUBLIC.length).toBeGreaterThanOrEqual(30);
    expect(Object.keys(EXPECTED).filter((file) => !file.startsWith('own/')).sort()).toEqual(PUBLIC);
  });

  it.each(PUBLIC)('%s: read with its counts, drawn without overlap or an edge through a table, derived again to nothing', async (file) => {
    await derivedAndDrawn(file, readFileSync(join(SHARED!, file), 'utf8'));
  }, WARM_UP);
});

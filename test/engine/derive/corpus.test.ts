import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { deriveScene, formatOfFileName, layoutScene, measureScene } from '../../../engine/index.js';
import { loadFontsFromDisk } from '../../../fonts/node.js';
import { drawingOfLayout } from '../../../harness/drawing-metrics/layout-drawing.js';
import { edgesThroughNodes, overlappingNodes } from '../../../harness/drawing-metrics/through-nodes.js';
import { draw } from '../../support/draw.js';
import { goldenPath, matchGoldenSvg } from '../../support/golden.js';

/**
 * The derive corpus (test/corpus/schemas/README.md: where each file comes from and its
 * licence): real schemas from public projects, each read with its counts checked, drawn
 * with no two tables overlapping and no edge through a table, and derived again into its
 * own result with no operation. Three are golden drawings (test/golden/derive/).
 */
const ROOT = new URL('../../corpus/schemas/', import.meta.url);
const EXPECTED = JSON.parse(readFileSync(new URL('counts.json', ROOT), 'utf8')) as Record<string, { tables: number; columns: number; relations: number; enums: number; skipped: number }>;
const FILES = readdirSync(ROOT, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((folder) => readdirSync(new URL(`${folder.name}/`, ROOT)).map((file) => `${folder.name}/${file}`))
  .sort();
const GOLDEN = ['sql/chinook-sqlite.sql', 'prisma/nextjs-auth.prisma', 'dbml/ecommerce.dbml'];

/** How many tables the source declares, counted from its text alone (a partition attached later is drawn as its parent). */
function declaredTables(file: string, source: string, partitions: number): number {
  const format = formatOfFileName(file);
  if (format === 'prisma') return source.match(/^\s*(model|view)\s+\w+\s*\{/gm)?.length ?? 0;
  if (format === 'dbml') return source.match(/^\s*Table\s+/gim)?.length ?? 0;
  return (source.match(/^\s*CREATE\s+(UNLOGGED\s+)?TABLE\b/gim)?.length ?? 0) - partitions;
}

describe('derive corpus: real schemas from public projects', () => {
  it('holds at least 30 schemas, each with its expected counts', () => {
    expect(FILES.length).toBeGreaterThanOrEqual(30);
    expect(Object.keys(EXPECTED).sort()).toEqual(FILES);
  });

  it.each(FILES)('%s: read with its counts, drawn without overlap or an edge through a table, derived again to nothing', async (file) => {
    const source = readFileSync(new URL(file, ROOT), 'utf8');
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
  });
});

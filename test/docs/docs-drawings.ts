import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';

/** A drawing of the docs and the source it is drawn from (same base name), or none. */
export interface DocsDrawing {
  svg: string;
  source: string | undefined;
}

const SOURCE_EXTENSIONS = ['.json', '.mmd'];

/** Every SVG below `root`, each with its source beside it: `pipeline.svg` is drawn from `pipeline.json` or `pipeline.mmd`. */
export function docsDrawings(root: string): DocsDrawing[] {
  const svgs = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.svg')).sort();
  return svgs.map((name) => {
    const base = join(root, name.slice(0, -'.svg'.length));
    return { svg: join(root, name), source: SOURCE_EXTENSIONS.map((extension) => base + extension).find((path) => existsSync(path)) };
  });
}

/** What `dsp render source -o <outDir>/<name>.svg` draws today; throws with dsp's stderr when it refuses or reports an error. */
export function drawnToday(source: string, outDir: string): string {
  const output = join(outDir, `${basename(source)}.svg`);
  const run = spawnSync(process.execPath, ['bin/dsp.mjs', 'render', source, '-o', output], { encoding: 'utf8', timeout: 60_000 });
  if (run.status !== 0 || run.stderr.includes('"severity":"error"')) throw new Error(`dsp render ${source} failed (${run.status}): ${run.stderr}`);
  return readFileSync(output, 'utf8');
}

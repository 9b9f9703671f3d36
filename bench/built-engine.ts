/**
 * The engine as users run it: the built package (dist/, rebuilt first when stale), or the
 * sources with SOURCES=1. Benches run under tsx, whose esbuild transform wraps every
 * function made in hot code in a keepNames helper (__name): timing the sources measured the
 * built package 2-9% faster on the small diagrams (docs/decisions/2026-11-24-er-speed-met.md).
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { staleBuild } from '../harness/built.js';
import { ROOT } from '../harness/processes.js';

/** Builds dist/ when it is missing or older than a source file, saying so. */
export function buildWhenStale(): void {
  const stale = staleBuild();
  if (stale === null) return;
  console.log(`${stale}; building (npm run build)`);
  execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
}

type Engine = typeof import('../engine/index.js');
type NodeEntry = typeof import('../entry/node.js');

/** Which engine a bench times, for its heading. */
export const engineLabel = process.env.SOURCES === '1' ? 'the sources under tsx (SOURCES=1)' : 'the built package (dist/)';

/** The engine's API (fonts passed explicitly) and the bundled fonts, from dist/ (default) or the sources (SOURCES=1). */
export async function engineUnderTest(): Promise<Engine & Pick<NodeEntry, 'bundledFonts'>> {
  // Paths held in variables: typecheck runs before the build, when dist/ may not exist yet.
  const [engineModule, entryModule] = process.env.SOURCES === '1' ? ['engine/index.ts', 'entry/node.ts'] : ['dist/engine/index.js', 'dist/entry/node.js'];
  if (process.env.SOURCES !== '1') buildWhenStale();
  const engine = (await import(pathToFileURL(join(ROOT, engineModule)).href)) as Engine;
  const { bundledFonts } = (await import(pathToFileURL(join(ROOT, entryModule)).href)) as NodeEntry;
  return { ...engine, bundledFonts };
}

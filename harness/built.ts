import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './processes.js';

/** The newest modification time under a folder (files only). */
function newestIn(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestIn(join(path, entry)));
  return newest;
}

/**
 * Why dist/ cannot stand for the sources (missing, or older than a source file), or null
 * when it is current. `npm test` builds before the Node tests; a lone run says what to do.
 */
export function staleBuild(): string | null {
  const marker = join(ROOT, 'dist/entry/node.js');
  if (!existsSync(marker)) return 'dist/ is missing: run npm run build first';
  const built = statSync(marker).mtimeMs;
  const sources = ['engine', 'entry', 'schema', 'fonts', 'element', 'server', 'cli', 'plugins', 'package.json'].map((name) => join(ROOT, name)).filter((path) => existsSync(path));
  const changed = sources.filter((path) => newestIn(path) > built + 1000);
  return changed.length === 0 ? null : `dist/ is older than ${changed.map((path) => path.slice(ROOT.length)).join(', ')}: run npm run build first`;
}

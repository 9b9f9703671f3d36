import { existsSync, readFileSync } from 'node:fs';

/**
 * The package's version, from its package.json (Node): one level above this module in a
 * checkout (fonts/), two from dist/fonts/. The CLI's --version and render cache, and the
 * service's OpenAPI document, /mcp and embed files all read it here.
 */
export function packageVersion(): string {
  for (const candidate of ['../package.json', '../../package.json']) {
    const url = new URL(candidate, import.meta.url);
    if (!existsSync(url)) continue;
    const pkg = JSON.parse(readFileSync(url, 'utf8')) as { name?: string; version?: string };
    if (pkg.name === 'dsp-diagrams' && pkg.version) return pkg.version;
  }
  throw new Error('dsp-diagrams: package.json not found beside the package\'s files');
}

import { existsSync, readFileSync } from 'node:fs';

/** The package's version, from the package.json above this file (cli/ in a checkout, dist/cli/ when installed). */
export function packageVersion(): string {
  for (const candidate of ['../package.json', '../../package.json']) {
    const url = new URL(candidate, import.meta.url);
    if (!existsSync(url)) continue;
    const pkg = JSON.parse(readFileSync(url, 'utf8')) as { name?: string; version?: string };
    if (pkg.name === 'dsp-diagrams' && pkg.version) return pkg.version;
  }
  throw new Error('dsp-diagrams: package.json not found beside the CLI');
}

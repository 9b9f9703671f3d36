import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { ROOT } from '../../harness/processes.js';
import { scratchLock } from './scratch-lock.js';

const run = promisify(execFile);

/** A project outside the repository holding the packed package's tarball, ready for `npm install ./<tarball>`. */
export interface ScratchProject {
  dir: string;
  tarball: string;
  /** Runs npm in the project and returns its standard output. */
  npm(args: string[]): Promise<string>;
  remove(): void;
}

interface PackageFields {
  version: string;
  license: string;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  bin: Record<string, string>;
  engines: Record<string, string>;
}

/** The repository's package.json. */
export function repositoryPackage(): PackageFields {
  return JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as PackageFields;
}

/**
 * A copy of the checkout as a clean clone has it: the files git tracks or would track
 * (uncommitted edits included, ignored files such as dist/ left out), with this checkout's
 * node_modules linked in. Packing it runs `prepack`, the build, as `npm pack` does on a clone.
 */
async function cleanCopy(): Promise<string> {
  const copy = mkdtempSync(join(tmpdir(), 'dsp-clean-copy-'));
  const listed = (await run('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, maxBuffer: 64 * 1024 * 1024 })).stdout;
  for (const file of listed.split('\0').filter((name) => name !== '' && existsSync(join(ROOT, name)))) {
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    copyFileSync(join(ROOT, file), join(copy, file));
  }
  symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'));
  return copy;
}

/**
 * `npm pack` into a new temporary project that depends on the tarball and on `tools` (names
 * of the repository's devDependencies, at its versions), with a package-lock.json made from
 * the repository's, so that `npm install --offline` takes every package from npm's cache.
 * From 'checkout', this checkout is packed as it is (dist/ must be built; prepack is not run,
 * so the build the other tests read is never replaced under them); from 'clean-copy', a clean
 * copy is packed, which builds first through prepack as on a fresh clone.
 */
export async function packIntoScratch(prefix: string, tools: string[] = [], from: 'checkout' | 'clean-copy' = 'checkout'): Promise<ScratchProject> {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  if (from === 'checkout') {
    await run('npm', ['pack', '--ignore-scripts', '--pack-destination', dir, '--silent'], { cwd: ROOT });
  } else {
    const copy = await cleanCopy();
    try {
      await run('npm', ['pack', '--pack-destination', dir, '--silent'], { cwd: copy, maxBuffer: 64 * 1024 * 1024 });
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  }
  const tarball = readdirSync(dir).find((file) => file.endsWith('.tgz'))!;
  const pkg = repositoryPackage();
  const toolSpecs = Object.fromEntries(tools.map((name) => [name, pkg.devDependencies[name]!]));
  const roots = { 'dsp-diagrams': `file:${tarball}`, ...toolSpecs };
  const integrity = `sha512-${createHash('sha512').update(readFileSync(join(dir, tarball))).digest('base64')}`;
  const lock = scratchLock(join(ROOT, 'package-lock.json'), roots, {
    'node_modules/dsp-diagrams': {
      version: pkg.version, resolved: `file:${tarball}`, integrity, dependencies: pkg.dependencies,
      peerDependencies: pkg.peerDependencies, peerDependenciesMeta: pkg.peerDependenciesMeta, bin: pkg.bin, license: pkg.license, engines: pkg.engines,
    },
  });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'scratch', private: true, type: 'module', dependencies: toolSpecs }, null, 2));
  writeFileSync(join(dir, 'package-lock.json'), JSON.stringify({ ...lock, packages: { ...lock.packages, '': { name: 'scratch', dependencies: toolSpecs } } }, null, 2));
  const npm = async (args: string[]): Promise<string> => {
    const env = { ...process.env, npm_config_update_notifier: 'false' };
    return (await run('npm', args, { cwd: dir, env, maxBuffer: 64 * 1024 * 1024 })).stdout;
  };
  return { dir, tarball, npm, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

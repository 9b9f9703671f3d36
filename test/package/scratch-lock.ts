import { readFileSync } from 'node:fs';

/** One entry of package-lock.json's "packages" map. */
interface LockEntry {
  version?: string;
  resolved?: string;
  integrity?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  dev?: boolean;
  optional?: boolean;
  devOptional?: boolean;
  peer?: boolean;
  link?: boolean;
  [field: string]: unknown;
}

interface Lockfile {
  name?: string;
  lockfileVersion: number;
  requires?: boolean;
  packages: Record<string, LockEntry>;
}

/**
 * Where Node would find `name` from the package installed at `from` (a lock path such as
 * "node_modules/a/node_modules/b"): its own node_modules, then each ancestor's, then the root's.
 */
function resolveIn(packages: Record<string, LockEntry>, from: string, name: string): string | undefined {
  let base = from;
  for (;;) {
    const candidate = base === '' ? `node_modules/${name}` : `${base}/node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (base === '') return undefined;
    const cut = base.lastIndexOf('/node_modules/');
    base = cut < 0 ? '' : base.slice(0, cut);
  }
}

/**
 * A package-lock.json for a scratch project that depends on `roots` (name → spec), made of
 * the repository lock's entries that those packages need, so that npm installs them from
 * its cache with no registry request: npm cannot resolve version ranges offline without the
 * registry's package documents, which its cache does not keep, but a lock names exact
 * tarballs, which it does keep.
 */
export function scratchLock(repositoryLock: string, roots: Record<string, string>, extra: Record<string, LockEntry>): Lockfile {
  const lock = JSON.parse(readFileSync(repositoryLock, 'utf8')) as Lockfile;
  const source = lock.packages;
  const picked: Record<string, LockEntry> = {};
  const queue: Array<[string, Record<string, string>]> = [];
  const visit = (path: string, entry: LockEntry): void => {
    if (picked[path]) return;
    // The repository's dev flags mean nothing here; what may be skipped (another platform's
    // binary, an optional dependency) stays optional.
    const { dev: _dev, devOptional, optional, peer: _peer, ...kept } = entry;
    picked[path] = optional || devOptional || entry.os !== undefined || entry.cpu !== undefined ? { ...kept, optional: true } : kept;
    const needed = { ...entry.dependencies, ...entry.optionalDependencies };
    for (const [name, spec] of Object.entries(entry.peerDependencies ?? {})) {
      if (!entry.peerDependenciesMeta?.[name]?.optional) needed[name] = spec;
    }
    queue.push([path, needed]);
  };
  for (const [path, entry] of Object.entries(extra)) visit(path, entry);
  for (const name of Object.keys(roots)) {
    if (extra[`node_modules/${name}`]) continue;
    const path = `node_modules/${name}`;
    const entry = source[path];
    if (!entry) throw new Error(`${name} is not in the repository's lock`);
    visit(path, entry);
  }
  while (queue.length > 0) {
    const [from, needed] = queue.shift()!;
    for (const name of Object.keys(needed)) {
      // A dependency of an entry taken from `extra` resolves in the repository's tree as if installed at the root.
      const path = resolveIn(source, extra[from] ? '' : from, name);
      if (path === undefined) continue; // an optional dependency for another platform
      visit(path, source[path]!);
    }
  }
  return {
    name: 'scratch',
    lockfileVersion: 3,
    requires: true,
    packages: { '': { name: 'scratch', dependencies: roots }, ...picked },
  };
}

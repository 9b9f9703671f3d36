import { describe, expect, it } from 'vitest';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compileWithCodeCache } from '../../cli/code-cache.js';

const SOURCE = '(function () { return [1, 2, 3].map((n) => n * 2).join(","); })';

let compiles = 0;

function compiledIn(folder: string) {
  // A new path each time (the same file name, the same cache file), so V8's in-memory cache of this process does not answer instead of the file.
  const compiled = compileWithCodeCache(SOURCE, `/run-${compiles++}/test-script.js`, folder);
  return { ...compiled, result: (compiled.value as () => string)() };
}

describe('the CLI\'s V8 code cache', () => {
  it('writes the cache once and hands it back to V8 next time, with the same result', () => {
    const folder = join(mkdtempSync(join(tmpdir(), 'dsp-code-cache-')), 'cache');
    const first = compiledIn(folder);
    expect(first.cache).toBe('none');
    first.save();
    expect(readdirSync(folder)).toHaveLength(1);
    const second = compiledIn(folder);
    expect(second.cache).toBe('used');
    expect(second.result).toBe(first.result);
  });

  it('keeps one cache per script file: a new text\'s cache replaces the old one', () => {
    const folder = join(mkdtempSync(join(tmpdir(), 'dsp-code-cache-')), 'cache');
    compileWithCodeCache('(function () { return 1; })', 'bundle.cjs', folder).save();
    compileWithCodeCache('(function () { return 2; })', 'other.cjs', folder).save();
    compileWithCodeCache('(function () { return 1 + 1; })', 'bundle.cjs', folder).save();
    const names = readdirSync(folder).sort();
    expect(names).toHaveLength(2);
    expect(names[0]).toMatch(/^bundle\.cjs-[0-9a-f]{16}\.bin$/);
    expect(names[1]).toMatch(/^other\.cjs-/);
  });

  it('compiles from the source when the cache file is not V8\'s, and replaces it', () => {
    const folder = join(mkdtempSync(join(tmpdir(), 'dsp-code-cache-')), 'cache');
    compiledIn(folder).save();
    const [file] = readdirSync(folder);
    writeFileSync(join(folder, file!), 'not bytecode');
    const rejected = compiledIn(folder);
    expect(rejected.cache).toBe('rejected');
    expect(rejected.result).toBe('2,4,6');
    rejected.save();
    expect(compiledIn(folder).cache).toBe('used');
  });

  it.skipIf(typeof process.getuid !== 'function')('ignores a cache in a folder others can write to (the temp folder is shared)', () => {
    const folder = join(mkdtempSync(join(tmpdir(), 'dsp-code-cache-')), 'cache');
    compiledIn(folder).save();
    chmodSync(folder, 0o777);
    expect(compiledIn(folder).cache).toBe('none');
  });

  it.skipIf(typeof process.getuid !== 'function')('writes nothing into a folder others can write to (a planted symlink there could be followed)', () => {
    const folder = join(mkdtempSync(join(tmpdir(), 'dsp-code-cache-')), 'cache');
    mkdirSync(folder);
    chmodSync(folder, 0o777);
    compiledIn(folder).save();
    expect(readdirSync(folder)).toEqual([]);
  });

  it('still runs when the cache cannot be written (a read-only temp folder)', () => {
    const notAFolder = join(mkdtempSync(join(tmpdir(), 'dsp-code-cache-')), 'file');
    writeFileSync(notAFolder, '');
    const compiled = compiledIn(join(notAFolder, 'cache'));
    expect(compiled.result).toBe('2,4,6');
    expect(() => compiled.save()).not.toThrow();
    expect(compiledIn(join(notAFolder, 'cache')).cache).toBe('none');
  });
});

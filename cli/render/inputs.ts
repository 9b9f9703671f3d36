import { readdir, stat } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { MERMAID_EXTENSIONS } from '../../engine/index.js';
import { globBase, globToRegExp, isGlob } from './glob.js';

/** One file to draw, and the folder its place under --out-dir is taken relative to. */
export interface InputFile {
  file: string;
  root: string;
}

/** What a folder given on the command line is searched for (a folder's .json files are other tools' as often as scenes). */
const FOLDER_EXTENSIONS = new Set(MERMAID_EXTENSIONS);

/** Every file below a folder (dot folders and node_modules skipped), in name order. */
async function walk(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true });
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const files: string[] = [];
  for (const entry of entries) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) {
      if (!entry.name.startsWith('.') && entry.name !== 'node_modules') files.push(...(await walk(path)));
    } else if (entry.isFile()) files.push(path);
  }
  return files;
}

const hasDrawableExtension = (file: string): boolean => FOLDER_EXTENSIONS.has(file.slice(file.lastIndexOf('.')).toLowerCase());

/** The files a glob pattern matches (paths written as the pattern is, '/'-separated). */
async function globFiles(pattern: string): Promise<string[]> {
  const base = globBase(pattern);
  const matcher = globToRegExp(pattern.replace(/^\.\//, ''));
  const found = await walk(base).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return found.map((file) => file.split(sep).join('/')).filter((file) => matcher.test(file.replace(/^\.\//, '')));
}

/** The deepest folder holding all the given files. */
function commonFolder(files: readonly string[]): string {
  if (files.length === 0) return '.';
  const folders = files.map((file) => resolve(dirname(file)).split(sep));
  const shared: string[] = [];
  for (let i = 0; folders.every((parts) => i < parts.length && parts[i] === folders[0]![i]); i++) shared.push(folders[0]![i]!);
  return relative('.', shared.join(sep) || sep) || '.';
}

/**
 * The files behind the command line's inputs: a file as it is (any extension), a folder
 * searched for .mmd/.mermaid files, a glob pattern expanded (for quoted patterns). A pattern
 * that matches nothing, and a missing path, are errors: a typo would otherwise draw nothing.
 */
export async function expandInputs(inputs: readonly string[]): Promise<{ files: InputFile[]; missing: string[] }> {
  const files: InputFile[] = [];
  const plain: string[] = [];
  const missing: string[] = [];
  for (const input of inputs) {
    if (input === '-') {
      plain.push(input);
      continue;
    }
    if (isGlob(input)) {
      const matches = await globFiles(input);
      if (matches.length === 0) missing.push(input);
      files.push(...matches.map((file) => ({ file, root: globBase(input) })));
      continue;
    }
    const info = await stat(input).catch(() => undefined);
    if (info === undefined) missing.push(input);
    else if (info.isDirectory()) files.push(...(await walk(input)).filter(hasDrawableExtension).map((file) => ({ file, root: input })));
    else plain.push(input);
  }
  // Files named one by one (a shell's expansion of docs/**/*.mmd) keep their folders below the deepest one they share.
  const root = plain.length > 0 ? commonFolder(plain.filter((file) => file !== '-')) : '.';
  files.push(...plain.map((file) => ({ file, root })));
  const seen = new Set<string>();
  const unique = files.filter(({ file }) => {
    const key = file === '-' ? file : resolve(file);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return { files: unique, missing };
}

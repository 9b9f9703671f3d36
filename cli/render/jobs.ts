import { basename, dirname, extname, join, relative, resolve } from 'node:path';
import { UsageError } from '../errors.js';
import type { Job } from './batch.js';
import type { InputFile } from './inputs.js';

/** The input's name with the format's extension: docs/login.mmd → docs/login.svg. */
function withExtension(file: string, format: string): string {
  return join(dirname(file), `${basename(file, extname(file))}.${format}`);
}

/**
 * Where each input's picture goes: -o for a single input, else below --out-dir keeping the
 * input's folders under its root, else beside the input. Two inputs drawn to the same file,
 * or an output that would overwrite its input, are usage errors (nothing is drawn).
 */
export function planJobs(files: readonly InputFile[], where: { output?: string; outDir?: string; format: string }): Job[] {
  const jobs = files.map(({ file, root }): Job => {
    if (where.output !== undefined) return { input: file, output: where.output };
    if (file === '-') throw new UsageError('standard input has no name to derive the output from: give -o FILE (or -o - for standard output)');
    const output = where.outDir === undefined ? withExtension(file, where.format) : join(where.outDir, withExtension(relative(root, file), where.format));
    return { input: file, output };
  });
  const byOutput = new Map<string, string>();
  for (const job of jobs) {
    if (job.output === '-') continue;
    const key = resolve(job.output);
    if (job.input !== '-' && resolve(job.input) === key) throw new UsageError(`drawing ${job.input} would overwrite it: choose another -o or --out-dir`);
    const other = byOutput.get(key);
    if (other !== undefined) throw new UsageError(`${other} and ${job.input} would both be drawn to ${job.output}: rename one, or draw them separately`);
    byOutput.set(key, job.input);
  }
  return jobs;
}

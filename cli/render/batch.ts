import { writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Diagnostic } from '../../engine/index.js';
import { readInput } from '../read-input.js';
import { displayName, formatDiagnostic } from '../report.js';
import type { RenderCache } from './cache.js';
import { drawText, type DrawOptions, type Drawing } from './draw.js';
import { DrawThreads } from './draw-threads.js';
import { startInOrder } from './in-order.js';

/** One input and where its picture goes ("-": standard output). */
export interface Job {
  input: string;
  output: string;
}

type Outcome =
  | { status: 'drawn' | 'unchanged'; diagnostics: Diagnostic[] }
  | { status: 'invalid'; diagnostics: Diagnostic[]; refusal?: string }
  | { status: 'io-error'; diagnostics: Diagnostic[]; error: string };

export interface BatchOptions {
  draw: DrawOptions;
  /** One JSON line per input (on stdout, or stderr when the picture goes to stdout) instead of lines for people. */
  json: boolean;
  cache?: RenderCache;
  /** Whether a large batch may go to drawing threads (not in --watch: its rounds redraw a few files on the warm main thread). */
  threads: boolean;
}

export interface BatchSummary {
  drawn: number;
  unchanged: number;
  /** Inputs refused: diagnostics with errors, or a PNG past the raster limits. */
  invalid: number;
  /** Inputs that could not be read or outputs that could not be written. */
  ioErrors: number;
}

/** Exit code of a batch: 2 when a file could not be read or written, 1 when a diagram was refused, else 0. */
export function exitCodeOf(summary: BatchSummary): number {
  return summary.ioErrors > 0 ? 2 : summary.invalid > 0 ? 1 : 0;
}

const reason = (error: unknown): string => (error as NodeJS.ErrnoException).code ?? (error as Error).message;

/**
 * The output folders made so far in one batch: a folder of 100 pictures is made once, not
 * 100 times (mkdir -p walks the whole path each call). Per batch, not per process, so a
 * folder removed between two --watch rounds is made again.
 */
type MadeFolders = Map<string, Promise<unknown>>;

async function writeOutput(output: string, image: string | Uint8Array, folders: MadeFolders): Promise<void> {
  if (output === '-') {
    await new Promise<void>((resolve, reject) => process.stdout.write(image, (error) => (error ? reject(error) : resolve())));
    return;
  }
  const folder = dirname(output);
  let made = folders.get(folder);
  if (made === undefined) {
    made = mkdir(folder, { recursive: true });
    folders.set(folder, made);
    // A failure is this job's to report; the next job in the folder tries again.
    made.catch(() => folders.delete(folder));
  }
  await made;
  // Written synchronously: a picture of a few dozen KB takes about 0.1 ms to write, and the
  // promise API's file handle costs four times the CPU (100 SVGs of 50 KB: 20-24 ms against
  // 5 ms; in a profile of a 100-file folder, 93 ms of 1,370 on the main thread).
  writeFileSync(output, image);
}

type Draw = (source: string, text: string, options: DrawOptions) => Promise<Drawing>;

async function runJob(job: Job, options: BatchOptions, draw: Draw, folders: MadeFolders): Promise<Outcome> {
  let text: string;
  try {
    text = await readInput(job.input);
  } catch (error) {
    return { status: 'io-error', diagnostics: [], error: `cannot read ${displayName(job.input)} (${reason(error)})` };
  }
  if (options.cache && job.input !== '-' && job.output !== '-' && (await options.cache.isFresh(job.input, text, job.output))) return { status: 'unchanged', diagnostics: [] };
  const drawing = await draw(job.input, text, options.draw);
  if (drawing.image === undefined) {
    options.cache?.forget(job.output);
    return { status: 'invalid', diagnostics: drawing.diagnostics, ...(drawing.refusal === undefined ? {} : { refusal: drawing.refusal }) };
  }
  try {
    await writeOutput(job.output, drawing.image, folders);
  } catch (error) {
    options.cache?.forget(job.output);
    return { status: 'io-error', diagnostics: drawing.diagnostics, error: `cannot write ${job.output} (${reason(error)})` };
  }
  if (job.input !== '-' && job.output !== '-') options.cache?.remember(text, job.output);
  return { status: 'drawn', diagnostics: drawing.diagnostics };
}

/** The lines for people about one input: its diagnostics as file:line:col, then why it failed when no diagnostic says. */
function linesFor(job: Job, outcome: Outcome): string[] {
  const file = displayName(job.input);
  const lines = outcome.diagnostics.map((item) => formatDiagnostic(file, item));
  if (outcome.status === 'io-error') lines.push(`dsp: ${outcome.error}`);
  if (outcome.status === 'invalid' && outcome.refusal !== undefined) lines.push(`${file}: ${outcome.refusal}`);
  return lines;
}

function jsonLine(job: Job, outcome: Outcome): string {
  const error = outcome.status === 'io-error' ? outcome.error : outcome.status === 'invalid' ? outcome.refusal : undefined;
  return `${JSON.stringify({ input: job.input, output: job.output, status: outcome.status, diagnostics: outcome.diagnostics, ...(error === undefined ? {} : { error }) })}\n`;
}

/** "[12/100] docs/login.mmd" rewritten in place on a terminal; nothing when stderr is a file or a pipe. */
function progressLine(done: number, total: number, file: string): void {
  if (!process.stderr.isTTY || total < 2) return;
  const text = `[${done}/${total}] ${file}`;
  process.stderr.write(`\r\x1b[K${text.slice(0, Math.max(10, (process.stderr.columns || 80) - 1))}`);
}

/**
 * Draws every job: in this process two at a time (one drawing while the other's file is
 * read or its picture written; the engine is warm after the first), or for a large batch on
 * drawing threads (cli/render/draw-threads.ts), a few jobs ahead. Either way the results are reported in the jobs' order: warnings as they come, the
 * failures listed together at the end, each as file:line:col: CODE message.
 */
export async function runBatch(jobs: readonly Job[], options: BatchOptions): Promise<BatchSummary> {
  const summary: BatchSummary = { drawn: 0, unchanged: 0, invalid: 0, ioErrors: 0 };
  const failures: string[] = [];
  const jsonStream = jobs.some((job) => job.output === '-') ? process.stderr : process.stdout;
  const threads = options.threads ? DrawThreads.forBatch(jobs.length) : undefined;
  const draw: Draw = threads === undefined ? drawText : (source, text, drawOptions) => threads.draw(source, text, drawOptions);
  // Two jobs in flight per thread, so none waits while the next input is read and checked
  // or the last picture written: in one thread too (a 100-file folder, quiet machine, six
  // alternating runs each: 1.65-1.78 s against 1.74-1.85 s one job at a time, the same CPU
  // time; three jobs no better).
  const folders: MadeFolders = new Map();
  const outcomes = startInOrder(jobs, (threads?.size ?? 1) * 2, (job) => runJob(job, options, draw, folders));
  try {
    for (const [index, job] of jobs.entries()) {
      progressLine(index + 1, jobs.length, displayName(job.input));
      const outcome = await outcomes[index]!;
      if (outcome.status === 'drawn') summary.drawn++;
      else if (outcome.status === 'unchanged') summary.unchanged++;
      else if (outcome.status === 'invalid') summary.invalid++;
      else summary.ioErrors++;
      if (options.json) jsonStream.write(jsonLine(job, outcome));
      else if (outcome.status === 'drawn' || outcome.status === 'unchanged') {
        const lines = linesFor(job, outcome);
        if (lines.length > 0) process.stderr.write(`${process.stderr.isTTY ? '\r\x1b[K' : ''}${lines.join('\n')}\n`);
      } else failures.push(...linesFor(job, outcome));
    }
  } finally {
    await threads?.close();
  }
  if (process.stderr.isTTY && jobs.length > 1) process.stderr.write('\r\x1b[K');
  await options.cache?.save();
  if (failures.length > 0) {
    const failed = summary.invalid + summary.ioErrors;
    if (jobs.length > 1) process.stderr.write(`dsp render: ${failed} of ${jobs.length} files failed:\n`);
    process.stderr.write(`${failures.join('\n')}\n`);
  }
  return summary;
}

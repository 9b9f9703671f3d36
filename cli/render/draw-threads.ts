import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { runsBundled } from '../bundle-file.js';
import { drawText, type DrawOptions, type Drawing } from './draw.js';

/** One input to draw on a thread (cli/render/draw-thread.ts). */
export interface DrawRequest {
  id: number;
  source: string;
  text: string;
  options: DrawOptions;
}

/** A thread's answer: the drawing, or the stack of the error that stopped it. */
export type DrawAnswer = { id: number; drawing: Drawing } | { id: number; error: string };

const THREAD = new URL('./draw-thread.js', import.meta.url);

/**
 * How many drawing threads, the main one included. Measured on 2 cores (docs/decisions/2026-11-24-dsp-render-bundle-and-threads.md): one thread already keeps both busy (V8 compiles and collects
 * garbage on the other), and threads drew a 100-file folder no faster for 8-20% more CPU, so
 * by default they start only from 3 cores, at most 4 (each costs a cold engine).
 * DSP_CLI_THREADS=N asks for N whatever the cores (1: the main thread only).
 */
function threadCount(): number {
  const set = Number(process.env.DSP_CLI_THREADS);
  if (Number.isInteger(set) && set >= 1) return set;
  const cores = availableParallelism();
  return cores >= 3 ? Math.min(cores, 4) : 1;
}

interface Thread {
  worker: Worker;
  pending: Map<number, { resolve: (drawing: Drawing) => void; reject: (error: Error) => void }>;
  exited: Promise<void>;
}

/**
 * Drawing threads for a batch of many inputs, the main thread drawing beside them: meant for
 * machines with cores to spare (threadCount), each worker a cold engine of its own (about
 * the cost of one cold file). Only from the built package (the threads load the bundle, which a
 * checkout run through tsx has not got); threads start on the first drawing, so a folder
 * that is all up to date starts none.
 */
export class DrawThreads {
  private readonly threads: Thread[] = [];
  private nextId = 0;
  /** Whether the main thread is drawing: it takes a drawing whenever it is free, so N threads cost N - 1 cold engines. */
  private mainDrawing = false;

  /** `size` drawing threads, the main one included (so size - 1 workers). */
  private constructor(readonly size: number) {}

  /** Threads for `jobs` inputs, or undefined when they would not pay (few inputs, one core, no bundle). */
  static forBatch(jobs: number): DrawThreads | undefined {
    const count = Math.min(threadCount(), Math.floor(jobs / 4));
    if (count < 2 || !runsBundled() || !existsSync(THREAD)) return undefined;
    return new DrawThreads(count);
  }

  /** Draws in the main thread when it is free, else on the worker with the fewest drawings waiting (starting one while fewer than size - 1 run). */
  draw(source: string, text: string, options: DrawOptions): Promise<Drawing> {
    if (!this.mainDrawing) {
      this.mainDrawing = true;
      return drawText(source, text, options).finally(() => {
        this.mainDrawing = false;
      });
    }
    const idle = this.threads.find((thread) => thread.pending.size === 0);
    const thread = idle ?? (this.threads.length < this.size - 1 ? this.start() : this.threads.reduce((a, b) => (b.pending.size < a.pending.size ? b : a)));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      thread.pending.set(id, { resolve, reject });
      thread.worker.postMessage({ id, source, text, options } satisfies DrawRequest);
    });
  }

  /** Lets every thread finish and end (saving its code cache). */
  async close(): Promise<void> {
    for (const thread of this.threads) thread.worker.postMessage('close');
    await Promise.all(this.threads.map((thread) => thread.exited));
  }

  private start(): Thread {
    const worker = new Worker(THREAD);
    const pending: Thread['pending'] = new Map();
    const failAll = (error: Error): void => {
      for (const { reject } of pending.values()) reject(error);
      pending.clear();
    };
    worker.on('message', (answer: DrawAnswer) => {
      const waiting = pending.get(answer.id);
      pending.delete(answer.id);
      if ('error' in answer) waiting?.reject(new Error(`a drawing thread failed: ${answer.error}`));
      else waiting?.resolve(answer.drawing);
    });
    worker.on('error', failAll);
    const exited = new Promise<void>((resolve) =>
      worker.once('exit', (code) => {
        failAll(new Error(`a drawing thread ended (exit code ${code})`));
        resolve();
      }),
    );
    const thread = { worker, pending, exited };
    this.threads.push(thread);
    return thread;
  }
}

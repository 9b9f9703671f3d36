import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { DrawingBudget, DrawingCaller } from '../ports/index.js';
import { drawingBusy, drawingFailed, drawingTimeout, drawingTooLarge } from './errors.js';
import { FairScheduler, keylessThreadsFor, type Release } from './fair-scheduler.js';
import { stderrLog, type DrawingLog } from './log.js';
import type { Outcome } from './outcome.js';
import { acceptedPng, type TaskOf, type TaskResults, type Task, type ThreadHeap } from './tasks.js';
import { DEFAULT_RECYCLE_LIMITS, ThreadRecycler, type RecycleLimits, type ThreadReply } from './thread-recycler.js';
import { unwrapOutcome, type WarmDrawer } from './warm-drawer.js';
import type { WorkerMessage } from './worker.js';

/** The spec's drawing-time budgets (Limits → Drawing time), in milliseconds. */
export const DEFAULT_BUDGETS: Readonly<Record<DrawingBudget, number>> = { keyless: 5_000, keyed: 20_000 };

/** Jobs allowed to wait for a thread, keyed and keyless each; beyond it the longest line gives way or the newcomer is refused (README.md: Queueing). */
export const DEFAULT_MAX_QUEUE = 100;

/** A drawing thread's JavaScript heap, in MB: a 1,000-element scene needs under 100 MB. */
export const DEFAULT_HEAP_LIMIT_MB = 512;

/** What a refused caller is told to wait before trying again. */
const RETRY_AFTER_SECONDS = 5;

/**
 * Times a task is posted at most when the thread it was handed to ends before it starts
 * (recycled: thread-recycler.ts). Twice would do; a third covers both threads of a small
 * pool being recycled at once.
 */
const POSTS_PER_TASK = 3;

export interface DrawerOptions {
  /** Drawing threads; default one per core, at most 4. */
  threads?: number;
  /** Milliseconds a job may run, and separately wait for a thread, per budget; default 5 s keyless, 20 s keyed. */
  budgets?: Record<DrawingBudget, number>;
  /** Jobs that may wait for a thread at once, keyed and keyless each; default 100. */
  maxQueue?: number;
  /** Threads keyless work may hold at once; default half of them, at least one (fair-scheduler.ts). */
  keylessThreads?: number;
  /** Heap per thread in MB; a drawing that needs more ends its thread and gets DRAWING_TOO_LARGE; default 512. */
  heapLimitMb?: number;
  /** When a thread that grew is replaced by a fresh one; default DEFAULT_RECYCLE_LIMITS (README.md: Memory). */
  recycle?: Partial<RecycleLimits>;
  /** Where timeouts and faults are reported; default JSON lines on stderr. */
  log?: DrawingLog;
}

/**
 * One thread per core, at most 4. The event loop needs no core of its own: drawing threads
 * run at a lower priority (thread-priority.ts), so it preempts them whenever it has work.
 */
export function defaultThreadCount(): number {
  return Math.min(4, Math.max(1, availableParallelism()));
}

function isOutOfMemory(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ERR_WORKER_OUT_OF_MEMORY';
}

/**
 * Layout, drawing and rasterising on a pool of worker threads, each job under its
 * drawing-time budget: a job that runs past it is stopped (its thread terminated and
 * replaced) and rejects with 422 DRAWING_TIMEOUT. See README.md in this folder.
 */
export function createDrawer(options: DrawerOptions = {}): WarmDrawer {
  const threads = options.threads ?? defaultThreadCount();
  const budgets = options.budgets ?? DEFAULT_BUDGETS;
  const maxQueue = options.maxQueue ?? DEFAULT_MAX_QUEUE;
  const heapLimitMb = options.heapLimitMb ?? DEFAULT_HEAP_LIMIT_MB;
  const log = options.log ?? stderrLog;
  const pool = new Piscina<WorkerMessage>({
    filename: fileURLToPath(new URL('./worker.mjs', import.meta.url)),
    minThreads: threads,
    maxThreads: threads,
    concurrentTasksPerWorker: 1,
    idleTimeout: Infinity,
    // A memory-hungry drawing ends its own thread instead of exhausting the machine.
    resourceLimits: { maxOldGenerationSizeMb: heapLimitMb },
    // Jobs wait in the drawer's own scheduler (FairScheduler) and reach piscina only when a
    // thread is free or about to be: piscina holds at most one waiting job, which it hands
    // to the next thread that frees up without a round trip through the scheduler, and
    // which it has nothing to reorder against. Left to itself, piscina 5 moved a job that
    // found no free thread to the back of its queue each time a thread freed up, so under
    // steady load some jobs waited out the whole load (README.md: Queueing).
    maxQueue: Infinity,
  });
  const scheduler = new FairScheduler({ threads, keylessThreads: options.keylessThreads ?? keylessThreadsFor(threads), maxQueue });
  // piscina announces a thread when it can take jobs (for a replacement: after its warm-up)
  // and again when it is gone; the scheduler keeps keyless work off the last threads.
  let readyThreads = 0;
  pool.on('workerCreate', () => scheduler.setReadyThreads(++readyThreads));
  pool.on('workerDestroy', () => scheduler.setReadyThreads(--readyThreads));
  // Without a listener an 'error' event (a thread failing with no task on it) would end the process.
  pool.on('error', (error: unknown) => log({ level: 'error', msg: 'drawing thread failed', error: String(error) }));
  let closing = false;
  // A thread is ended by id; piscina then starts a warm replacement, as for a thread stopped at its budget.
  const endThread = (threadId: number): boolean => {
    const thread = pool.threads.find((worker) => worker.threadId === threadId);
    if (thread === undefined) return false;
    void thread.terminate();
    return true;
  };
  const recycler = new ThreadRecycler(endThread, { ...DEFAULT_RECYCLE_LIMITS, ...options.recycle }, log);

  /**
   * Posts a task with a port on which the thread says (with its id) when it starts; the
   * port is closed when the task ends. The thread's memory after the task goes to the recycler.
   */
  async function postOnce<R>(task: Task, onStarted: (threadId: number) => void, signal?: AbortSignal): Promise<Outcome<R>> {
    const { port1: startedPort, port2: workerPort } = new MessageChannel();
    startedPort.once('message', (threadId: number) => {
      recycler.started(threadId);
      onStarted(threadId);
    });
    try {
      const reply: ThreadReply<R> = await pool.run({ task, started: workerPort }, { signal, transferList: [workerPort] });
      recycler.finished(reply.memory);
      return reply.outcome;
    } finally {
      startedPort.close();
    }
  }

  /** Posts a task, and again if the thread it was on was recycled under it: a recycled thread fails no task. */
  async function post<R>(task: Task, onStarted: () => void, signal?: AbortSignal): Promise<Outcome<R>> {
    for (let posts = 1; ; posts++) {
      let startedOn: number | undefined;
      try {
        return await postOnce<R>(task, (threadId) => {
          startedOn = threadId;
          onStarted();
        }, signal);
      } catch (error) {
        // Never again: a task stopped at its budget or its memory limit, or one past its posts.
        if (signal?.aborted || closing || isOutOfMemory(error) || posts >= POSTS_PER_TASK || !recycler.lostToRecycling(startedOn)) throw error;
      }
    }
  }

  async function run<K extends Task['kind']>(task: TaskOf<K>, caller: DrawingCaller): Promise<TaskResults[K]> {
    if (closing) throw drawingBusy(RETRY_AFTER_SECONDS, 'closing');
    const budgetMs = budgets[caller.budget];
    const stop = new AbortController();
    let stoppedFor: 'waiting' | 'running' | undefined;
    const stopAfterBudget = (phase: 'waiting' | 'running') =>
      setTimeout(() => {
        stoppedFor = phase;
        stop.abort(phase);
      }, budgetMs);
    // The wait for a thread is capped by the same budget; the running time gets its own, full
    // budget from the moment the thread says it has started.
    let timer = stopAfterBudget('waiting');
    const onStarted = () => {
      clearTimeout(timer);
      if (stoppedFor === undefined) timer = stopAfterBudget('running');
    };
    let release: Release;
    try {
      release = await scheduler.enter(caller, stop.signal);
    } catch {
      clearTimeout(timer);
      throw drawingBusy(RETRY_AFTER_SECONDS, closing ? 'closing' : 'queue');
    }
    let outcome: Outcome<TaskResults[K]>;
    try {
      outcome = await post(task, onStarted, stop.signal);
    } catch (error) {
      if (stoppedFor === 'running') {
        log({ level: 'warn', msg: 'drawing stopped at its budget', task: task.kind, budgetSeconds: budgetMs / 1000 });
        throw drawingTimeout(budgetMs);
      }
      if (stoppedFor === 'waiting' || closing) throw drawingBusy(RETRY_AFTER_SECONDS, closing ? 'closing' : 'queue');
      if (isOutOfMemory(error)) {
        log({ level: 'warn', msg: 'drawing stopped at its memory limit', task: task.kind, memoryLimitMb: heapLimitMb });
        throw drawingTooLarge(heapLimitMb);
      }
      // The thread died under the task (a native fault, not an engine exception): piscina replaces it.
      log({ level: 'error', msg: 'drawing thread failed', task: task.kind, error: String(error) });
      throw drawingFailed();
    } finally {
      clearTimeout(timer);
      release();
    }
    return unwrapOutcome(outcome, log);
  }

  return {
    draw: (job, caller) => run({ kind: 'draw', job }, caller),
    layout: (scene, caller) => run({ kind: 'layout', scene }, caller),
    check: (input, caller) => run({ kind: 'check', input }, caller),
    svgToPng: (svg, scale, caller) => run({ kind: 'png', svg, scale }, caller),
    drawPng: async (job, scale, caller) => acceptedPng(await run({ kind: 'drawPng', job, ...(scale === undefined ? {} : { scale }) }, caller)),
    async ready() {
      // One ping per thread at once: with one task per thread each lands on its own thread,
      // and a thread answers only after its start-up (fonts, wasm, ELK warm-up) is done.
      const pings = await Promise.all(Array.from({ length: threads }, () => post<null>({ kind: 'ping' }, () => {})));
      for (const ping of pings) unwrapOutcome(ping, log);
    },
    async heapStatistics() {
      const answers = await Promise.all(Array.from({ length: threads }, () => post<ThreadHeap>({ kind: 'memory' }, () => {})));
      return answers.map((answer) => unwrapOutcome(answer, log));
    },
    async close() {
      closing = true;
      recycler.close();
      // Jobs still waiting are refused (DRAWING_BUSY); running ones finish within their budgets.
      scheduler.refuseWaiting(new Error('the drawer is closing'));
      await pool.close({ force: true });
    },
  };
}

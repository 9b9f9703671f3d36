/**
 * The body of each drawing thread (loaded through worker.mjs). Module start-up loads the
 * fonts and the resvg wasm and warms the engine; piscina waits for it before the thread
 * runs a task.
 */
import { threadId, type MessagePort } from 'node:worker_threads';
import { move, transferableSymbol, valueSymbol } from 'piscina';
import { settle, type Outcome } from './outcome.js';
import { lowerThisThreadsPriority } from './thread-priority.js';
import { prepareEngine } from './warm-up.js';
import { perform, type Task } from './tasks.js';
import type { ThreadMemory, ThreadReply } from './thread-recycler.js';

/** What the pool posts: the task and a port on which the thread says it has started. */
export interface WorkerMessage {
  task: Task;
  started: MessagePort;
}

lowerThisThreadsPriority();
const engine = await prepareEngine();

/**
 * The memory this thread holds and does not give back while it lives: its JS heap (V8 keeps
 * what its largest drawing needed) and its external memory other than array buffers, which
 * is mostly resvg's WebAssembly memory (it never shrinks: a PNG of 16 megapixels grows it
 * by about 130 MB, one of 64 by about 600). Array buffers are left out: the copies of a PNG's
 * pixels are garbage the next collection frees. In a worker thread these are the thread's
 * own isolate's figures (the RSS is the process's).
 */
function heldBytes(): number {
  const { heapTotal, external, arrayBuffers } = process.memoryUsage();
  return heapTotal + external - arrayBuffers;
}

/** What this thread held once warm: the recycling rule counts only what it grew past that (thread-recycler.ts). */
const warmBytes = heldBytes();

function memory(): ThreadMemory {
  return { threadId, grownBytes: Math.max(0, heldBytes() - warmBytes) };
}

/** A view that owns its whole buffer, so the buffer can be transferred instead of copied. */
function ownBuffer(bytes: Uint8Array): Uint8Array {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : bytes.slice();
}

/** The PNG bytes a result carries (a rasterised SVG, or a drawn PNG beside its plan), in a buffer of their own. */
function withOwnPng(value: unknown): { value: unknown; png?: Uint8Array } {
  if (value instanceof Uint8Array) {
    const png = ownBuffer(value);
    return { value: png, png };
  }
  if (typeof value === 'object' && value !== null && 'png' in value && value.png instanceof Uint8Array) {
    const png = ownBuffer(value.png);
    return { value: { ...value, png }, png };
  }
  return { value };
}

/**
 * Runs one task. The reply is plain data: the task's outcome and this thread's memory after
 * it (the pool recycles a thread grown past its bound); PNG bytes are moved to the main
 * thread, not copied.
 */
export default async function runTask(message: WorkerMessage): Promise<ThreadReply<unknown> | ReturnType<typeof move>> {
  // The budget starts now, not when the task was queued (README.md: Budgets); the thread's
  // id tells the pool which thread a task was on. The pool closes the port when the task ends.
  message.started.postMessage(threadId);
  const outcome: Outcome<unknown> = await settle(() => perform(message.task, engine));
  if (!outcome.ok) return { outcome, memory: memory() };
  const { value, png } = withOwnPng(outcome.value);
  if (png === undefined) return { outcome, memory: memory() };
  return move({ [transferableSymbol]: png.buffer, [valueSymbol]: { outcome: { ok: true, value }, memory: memory() } });
}

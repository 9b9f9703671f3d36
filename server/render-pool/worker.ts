/**
 * The body of each drawing thread (loaded through worker.mjs). Module start-up loads the
 * fonts and the resvg wasm and warms the engine; piscina waits for it before the thread
 * runs a task.
 */
import type { MessagePort } from 'node:worker_threads';
import { move, transferableSymbol, valueSymbol } from 'piscina';
import { settle, type Outcome } from './outcome.js';
import { lowerThisThreadsPriority } from './thread-priority.js';
import { prepareEngine } from './warm-up.js';
import { perform, type Task } from './tasks.js';

/** What the pool posts: the task and a port on which the thread says it has started. */
export interface WorkerMessage {
  task: Task;
  started: MessagePort;
}

lowerThisThreadsPriority();
const engine = await prepareEngine();

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

/** Runs one task. The result is plain data; PNG bytes are moved to the main thread, not copied. */
export default async function runTask(message: WorkerMessage): Promise<Outcome<unknown> | ReturnType<typeof move>> {
  // The budget starts now, not when the task was queued (README.md: Budgets). The pool
  // closes the port when the task ends.
  message.started.postMessage('started');
  const outcome = await settle(() => perform(message.task, engine));
  if (!outcome.ok) return outcome;
  const { value, png } = withOwnPng(outcome.value);
  if (png === undefined) return outcome;
  return move({ [transferableSymbol]: png.buffer, [valueSymbol]: { ok: true, value } });
}

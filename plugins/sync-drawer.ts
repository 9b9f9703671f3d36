import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from 'node:worker_threads';
import type { DiagramOutcome, DiagramSource } from './draw-diagram.js';
import type { ResolvedOptions } from './options.js';

/**
 * Drawing for callers that cannot wait for a promise (markdown-it renders synchronously):
 * the engine runs in a worker thread, and the caller blocks on a shared flag until the
 * answer is there. The thread starts on first use, loads the fonts and ELK once, and does
 * not keep the process alive.
 */

interface Thread {
  port: MessagePort;
  flag: Int32Array;
}

let thread: Thread | undefined;
let nextId = 1;
const TIMEOUT_MS = 120_000;

function start(): Thread {
  const worker = new Worker(new URL('./sync-worker.mjs', import.meta.url));
  const { port1, port2 } = new MessageChannel();
  const flag = new Int32Array(new SharedArrayBuffer(4));
  worker.postMessage({ port: port2, flag }, [port2]);
  worker.unref();
  port1.unref();
  worker.on('error', () => {
    // The next call starts a fresh thread.
    thread = undefined;
  });
  return { port: port1, flag };
}

/** Draws one diagram and returns when it is drawn (the calling thread waits). */
export function drawSync(source: DiagramSource, options: ResolvedOptions): DiagramOutcome {
  thread ??= start();
  const { port, flag } = thread;
  const id = nextId++;
  Atomics.store(flag, 0, 0);
  port.postMessage({ id, source, options });
  const deadline = Date.now() + TIMEOUT_MS;
  for (;;) {
    const message = receiveMessageOnPort(port) as { message: { id: number; outcome?: DiagramOutcome; failure?: string } } | undefined;
    if (message?.message.id === id) {
      if (message.message.failure !== undefined) throw new Error(`dsp-diagrams: drawing failed: ${message.message.failure}`);
      return message.message.outcome!;
    }
    if (message !== undefined) continue;
    const left = deadline - Date.now();
    if (left <= 0) throw new Error(`dsp-diagrams: a diagram took over ${TIMEOUT_MS / 1000} s to draw`);
    Atomics.wait(flag, 0, 0, Math.min(left, 1000));
    Atomics.store(flag, 0, 0);
  }
}

/**
 * The thread behind drawSync (sync-drawer.ts): it draws each request with the engine and
 * wakes the waiting caller through the shared flag.
 */
import { parentPort, type MessagePort } from 'node:worker_threads';
import { drawDiagram, type DiagramOutcome, type DiagramSource } from './draw-diagram.js';
import type { ResolvedOptions } from './options.js';

interface Setup {
  port: MessagePort;
  flag: Int32Array;
}

parentPort!.once('message', ({ port, flag }: Setup) => {
  port.on('message', (request: { id: number; source: DiagramSource; options: ResolvedOptions }) => {
    void drawDiagram(request.source, request.options)
      .then(
        (outcome): { id: number; outcome?: DiagramOutcome; failure?: string } => ({ id: request.id, outcome }),
        (error: unknown) => ({ id: request.id, failure: error instanceof Error ? error.stack ?? error.message : String(error) }),
      )
      .then((answer) => {
        port.postMessage(answer);
        Atomics.store(flag, 0, 1);
        Atomics.notify(flag, 0);
      });
  });
});

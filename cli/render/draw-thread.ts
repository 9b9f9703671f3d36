import { parentPort } from 'node:worker_threads';
import { localCommands } from '../bundled-commands.js';
import type { DrawRequest, DrawAnswer } from './draw-threads.js';

/**
 * A drawing thread of a large `dsp render` batch (cli/render/draw-threads.ts): draws each
 * input's text it is sent with the same bundle and code cache as the main thread, and
 * answers with the drawing or the error that stopped it.
 */
const { drawText } = await localCommands();
const port = parentPort!;
port.on('message', (request: DrawRequest | 'close') => {
  if (request === 'close') {
    // The event loop empties and the thread ends normally, so its code cache is saved at exit.
    port.close();
    return;
  }
  drawText(request.source, request.text, request.options).then(
    (drawing) => port.postMessage({ id: request.id, drawing } satisfies DrawAnswer),
    (error: unknown) => port.postMessage({ id: request.id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) } satisfies DrawAnswer),
  );
});

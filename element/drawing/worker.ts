/**
 * The module worker that draws for every <dsp-diagram> of a page: requests are answered as
 * they finish; the element sends only the newest of its requests (see client.ts).
 *
 * It listens with addEventListener, not onmessage: elkjs's bundled build, once imported
 * into a worker, makes itself the worker's ELK server by assigning `self.onmessage`, which
 * would replace a handler set that way (it ignores messages without its `cmd`).
 */
import { draw, drawPng } from './draw.js';
import type { WorkerRequest, WorkerResponse } from './protocol.js';

const scope = self as unknown as {
  addEventListener(type: 'message', listener: (event: MessageEvent<WorkerRequest>) => void): void;
  postMessage(message: WorkerResponse, transfer?: Transferable[]): void;
};

async function answer(message: WorkerRequest): Promise<void> {
  try {
    if (message.kind === 'draw') {
      scope.postMessage({ id: message.id, ok: true, drawing: await draw(message.request) });
    } else {
      const png = await drawPng(message.svg, message.scale);
      scope.postMessage({ id: message.id, ok: true, png }, [png.buffer]);
    }
  } catch (error) {
    scope.postMessage({ id: message.id, ok: false, error: error instanceof Error ? error.message : String(error) });
  }
}

scope.addEventListener('message', (event) => {
  // Messages without our shape (elkjs's own, should any arrive) are not ours to answer.
  if (typeof event.data?.id === 'number' && (event.data.kind === 'draw' || event.data.kind === 'png')) void answer(event.data);
});

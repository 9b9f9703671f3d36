import type { DrawRequest, DrawResponse, WorkerRequest, WorkerResponse } from './protocol.js';

/** Where drawings are made: a module worker when the browser allows one, else the page itself. */
export interface DrawingThread {
  draw(request: DrawRequest): Promise<DrawResponse>;
  png(svg: string, scale: number): Promise<Uint8Array>;
  /** 'worker' or 'page' (the page is used when no worker could start). */
  readonly where: 'worker' | 'page';
}

/**
 * A worker's script must come from the page's origin. When this module was loaded from
 * elsewhere (the embed file served by the diagram service), the worker starts from a
 * one-line module at a blob: URL, which has the page's origin, and imports the real script
 * across origins (the service sends CORS headers).
 */
function sameOriginScript(url: URL): URL | string {
  if (url.origin === globalThis.location?.origin || url.protocol === 'blob:' || url.protocol === 'data:') return url;
  return URL.createObjectURL(new Blob([`import ${JSON.stringify(url.href)};`], { type: 'text/javascript' }));
}

/** Starts the drawing worker. The `new Worker(new URL(...), { type: 'module' })` form is the one bundlers recognise and bundle. */
function startWorker(): Worker {
  const Browser = globalThis.Worker;
  // Named Worker so the expression below keeps the form bundlers look for.
  const Worker = class extends Browser {
    constructor(url: URL, options: WorkerOptions) {
      super(sameOriginScript(url), options);
    }
  };
  return new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
}

/** Drawing in the page: the same code as the worker's, loaded only when needed. */
function pageThread(): DrawingThread {
  const code = import('./draw.js');
  return {
    where: 'page',
    draw: async (request) => (await code).draw(request),
    png: async (svg, scale) => (await code).drawPng(svg, scale),
  };
}

type Waiting = { message: WorkerRequest; resolve: (response: WorkerResponse) => void };

/** A thread backed by the worker; if the worker cannot load (a Content-Security-Policy, a missing file) its work moves to the page. */
function workerThread(worker: Worker): DrawingThread {
  const waiting = new Map<number, Waiting>();
  let nextId = 1;
  let fallback: DrawingThread | undefined;

  const viaPage = async (message: WorkerRequest): Promise<WorkerResponse> => {
    fallback ??= pageThread();
    try {
      if (message.kind === 'draw') return { id: message.id, ok: true, drawing: await fallback.draw(message.request) };
      return { id: message.id, ok: true, png: await fallback.png(message.svg, message.scale) };
    } catch (error) {
      return { id: message.id, ok: false, error: error instanceof Error ? error.message : String(error) };
    }
  };

  worker.onmessage = (event: MessageEvent<WorkerResponse>) => {
    const entry = waiting.get(event.data.id);
    if (!entry) return;
    waiting.delete(event.data.id);
    entry.resolve(event.data);
  };
  worker.onerror = (event) => {
    // Only a worker that failed to load or crashed reports here (drawing errors are answers).
    event.preventDefault();
    worker.terminate();
    const stranded = [...waiting.values()];
    waiting.clear();
    fallback ??= pageThread();
    for (const entry of stranded) void viaPage(entry.message).then(entry.resolve);
  };

  const send = (message: { kind: 'draw'; request: DrawRequest } | { kind: 'png'; svg: string; scale: number }): Promise<WorkerResponse> => {
    const full: WorkerRequest = { ...message, id: nextId++ };
    if (fallback) return viaPage(full);
    return new Promise((resolve) => {
      waiting.set(full.id, { message: full, resolve });
      worker.postMessage(full);
    });
  };
  const unwrap = (response: WorkerResponse): WorkerResponse & { ok: true } => {
    if (!response.ok) throw new Error(response.error);
    return response;
  };

  return {
    get where() {
      return fallback ? 'page' : 'worker';
    },
    draw: async (request) => unwrap(await send({ kind: 'draw', request })).drawing!,
    png: async (svg, scale) => unwrap(await send({ kind: 'png', svg, scale })).png!,
  };
}

let shared: DrawingThread | undefined;

/** The page's one drawing thread, shared by every <dsp-diagram> (fonts and ELK load once). */
export function drawingThread(): DrawingThread {
  if (shared) return shared;
  let worker: Worker | undefined;
  try {
    worker = typeof globalThis.Worker === 'function' ? startWorker() : undefined;
  } catch {
    worker = undefined;
  }
  shared = worker ? workerThread(worker) : pageThread();
  return shared;
}

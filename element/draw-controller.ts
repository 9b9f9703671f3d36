import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { drawingThread, type DrawingThread } from './drawing/client.js';
import type { DrawRequest, DrawResponse } from './drawing/protocol.js';
import { elementError, type ElementDiagnostic } from './sources.js';

/** What to draw now: a request, or the diagnostics that say why there is nothing to draw. */
export type Prepared = { request: DrawRequest } | { diagnostics: ElementDiagnostic[] };

/** The state of the element's drawing. */
export interface DrawingState {
  status: 'empty' | 'drawing' | 'drawn' | 'failed';
  /** The last good drawing (kept while a newer source has errors). */
  drawing?: DrawResponse;
  /** The diagnostics of the newest source (whether or not it could be drawn). */
  diagnostics: ElementDiagnostic[];
  valid: boolean;
}

/**
 * Draws for a host element (in the shape of @lit/task, which this project does not
 * install): redraws are debounced; each new request cancels the older ones. A request
 * still being prepared (a fetch) is aborted; one waiting for the drawing thread is dropped
 * before it starts (each element has at most one drawing in the thread and one waiting);
 * a drawing that finishes after a newer request was made is thrown away.
 */
export class DrawController implements ReactiveController {
  state: DrawingState = { status: 'empty', diagnostics: [], valid: true };

  private generation = 0;
  private preparing: AbortController | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private running = false;
  private waiting: { generation: number; request: DrawRequest } | undefined;
  private thread: DrawingThread | undefined;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly prepare: (signal: AbortSignal) => Promise<Prepared | undefined>,
    private readonly settled: (state: DrawingState) => void,
    private readonly delayMs = 120,
  ) {
    host.addController(this);
  }

  hostDisconnected(): void {
    this.cancel();
  }

  /** Asks for a redraw: after the debounce delay, or at once. */
  schedule(immediately = false): void {
    const generation = ++this.generation;
    this.preparing?.abort();
    clearTimeout(this.timer);
    if (immediately) void this.run(generation);
    else this.timer = setTimeout(() => void this.run(generation), this.delayMs);
  }

  /** Drops every request made so far (the element left the page). */
  cancel(): void {
    this.generation++;
    this.preparing?.abort();
    clearTimeout(this.timer);
  }

  /** The drawing thread (shared by the page's elements), for downloads. */
  drawingThread(): DrawingThread {
    this.thread ??= drawingThread();
    return this.thread;
  }

  private async run(generation: number): Promise<void> {
    const abort = new AbortController();
    this.preparing = abort;
    let prepared: Prepared | undefined;
    try {
      prepared = await this.prepare(abort.signal);
    } catch (error) {
      if (abort.signal.aborted || generation !== this.generation) return;
      prepared = { diagnostics: [elementError('DRAWING_FAILED', error instanceof Error ? error.message : String(error))] };
    }
    if (generation !== this.generation) return;
    if (prepared === undefined) {
      this.update({ status: 'empty', diagnostics: [], valid: true });
      return;
    }
    if ('diagnostics' in prepared) {
      this.update({ status: 'failed', drawing: this.state.drawing, diagnostics: prepared.diagnostics, valid: false });
      return;
    }
    this.update({ ...this.state, status: 'drawing' });
    this.waiting = { generation, request: prepared.request };
    if (!this.running) void this.pump();
  }

  /** Sends the newest waiting request to the thread, one at a time. */
  private async pump(): Promise<void> {
    this.running = true;
    while (this.waiting) {
      const { generation, request } = this.waiting;
      this.waiting = undefined;
      if (generation !== this.generation) continue;
      let drawing: DrawResponse | undefined;
      let failure: ElementDiagnostic | undefined;
      try {
        drawing = await this.drawingThread().draw(request);
      } catch (error) {
        failure = elementError('DRAWING_FAILED', `the drawing failed (${error instanceof Error ? error.message : String(error)}); reload the page, and report it if it happens again`);
      }
      if (generation !== this.generation) continue;
      if (drawing?.svg === undefined) {
        this.update({ status: 'failed', drawing: this.state.drawing, diagnostics: failure ? [failure] : drawing?.diagnostics ?? [], valid: false });
      } else {
        this.update({ status: 'drawn', drawing, diagnostics: drawing.diagnostics, valid: drawing.valid });
      }
    }
    this.running = false;
  }

  private update(state: DrawingState): void {
    this.state = state;
    this.host.requestUpdate();
    if (state.status !== 'drawing') this.settled(state);
  }
}

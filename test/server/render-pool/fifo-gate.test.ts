import { describe, expect, it } from 'vitest';
import { FifoGate } from '../../../server/render-pool/fifo-gate.js';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('FifoGate', () => {
  it('lets in up to its capacity at once', async () => {
    const gate = new FifoGate(2);
    const admitted: number[] = [];
    for (const n of [1, 2, 3]) void gate.enter(new AbortController().signal).then(() => admitted.push(n));
    await tick();
    expect(admitted).toEqual([1, 2]);
    expect(gate.queued).toBe(1);
  });

  // The reason it exists: under steady load every waiting job gets in, in arrival order.
  it('admits waiting jobs in arrival order under steady load', async () => {
    const gate = new FifoGate(1);
    const order: number[] = [];
    await gate.enter(new AbortController().signal);
    const jobs = Array.from({ length: 50 }, (_, n) =>
      gate.enter(new AbortController().signal).then(() => {
        order.push(n);
        gate.leave();
      }),
    );
    gate.leave();
    await Promise.all(jobs);
    expect(order).toEqual(Array.from({ length: 50 }, (_, n) => n));
  });

  it('takes a job out of the queue when its signal aborts, and rejects it with the reason', async () => {
    const gate = new FifoGate(1);
    await gate.enter(new AbortController().signal);
    const stop = new AbortController();
    const waiting = gate.enter(stop.signal);
    const after = gate.enter(new AbortController().signal);
    stop.abort('waited too long');
    await expect(waiting).rejects.toBe('waited too long');
    expect(gate.queued).toBe(1);
    gate.leave();
    await expect(after).resolves.toBeUndefined();
  });

  it('refuses an already aborted signal without taking a place', async () => {
    const gate = new FifoGate(1);
    const stop = new AbortController();
    stop.abort('no');
    await expect(gate.enter(stop.signal)).rejects.toBe('no');
    await expect(gate.enter(new AbortController().signal)).resolves.toBeUndefined();
  });

  it('refuses every waiting job on refuseWaiting, keeping the holders', async () => {
    const gate = new FifoGate(1);
    await gate.enter(new AbortController().signal);
    const waiting = [gate.enter(new AbortController().signal), gate.enter(new AbortController().signal)];
    gate.refuseWaiting(new Error('closing'));
    for (const job of waiting) await expect(job).rejects.toThrow('closing');
    expect(gate.queued).toBe(0);
    gate.leave();
    await expect(gate.enter(new AbortController().signal)).resolves.toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { FairScheduler, QueueFull, keyedPlacesFor, keylessThreadsFor, type Release } from '../../../server/drawing-pool/fair-scheduler.js';
import type { DrawingCaller } from '../../../server/ports/drawer.js';

// The drawing queue's rules (drawing-pool README: Queueing), without threads: which job is
// let in, in which order, and which one is refused.
const tick = () => new Promise((resolve) => setImmediate(resolve));
const keyed = (workspaceId: string): DrawingCaller => ({ budget: 'keyed', workspaceId });
const keyless = (address: string): DrawingCaller => ({ budget: 'keyless', address });
const never = () => new AbortController().signal;

/** A scheduler and a log of the jobs let in, by name, in the order they got a place. */
function harness(threads = 2, maxQueue = 100, keyedPlaces = threads + 1) {
  // One workspace may hold every place here, so that each other rule is seen on its own;
  // the cap on a workspace's places (keyedPlacesFor) has its own tests.
  const scheduler = new FairScheduler({ threads, keylessThreads: keylessThreadsFor(threads), maxQueue, keyedPlaces });
  const admitted: string[] = [];
  const releases = new Map<string, Release>();
  const refused: string[] = [];
  const enter = (name: string, caller: DrawingCaller, signal = never()) =>
    scheduler.enter(caller, signal).then(
      (release) => {
        admitted.push(name);
        releases.set(name, release);
      },
      (reason: unknown) => {
        refused.push(`${name}: ${reason instanceof QueueFull ? 'full' : String(reason)}`);
      },
    );
  const release = async (...names: string[]) => {
    for (const name of names) releases.get(name)!();
    await tick();
  };
  return { scheduler, admitted, refused, enter, release };
}

describe('FairScheduler', () => {
  it('keeps half the threads for keyed work: with 2 threads keyless work holds at most 1', async () => {
    const { admitted, enter } = harness(2);
    for (const name of ['a1', 'b1', 'c1']) void enter(name, keyless(name.slice(0, 1)));
    await tick();
    expect(admitted).toEqual(['a1']);
    void enter('k1', keyed('w'));
    void enter('k2', keyed('w'));
    void enter('k3', keyed('w'));
    await tick();
    // Two more places for keyed work: the second thread and the one piscina keeps ready.
    expect(admitted).toEqual(['a1', 'k1', 'k2']);
  });

  it('serves keyed work ahead of keyless work that waited longer', async () => {
    const { admitted, enter, release } = harness(2);
    void enter('a1', keyless('a'));
    void enter('k1', keyed('w'));
    void enter('k2', keyed('w'));
    await tick();
    void enter('b1', keyless('b'));
    void enter('k3', keyed('w'));
    await tick();
    await release('a1');
    expect(admitted).toEqual(['a1', 'k1', 'k2', 'k3']);
    await release('k1', 'k2');
    expect(admitted.at(-1)).toBe('b1');
  });

  it('lets keyless work onto a free thread only, never into the place piscina keeps ready', async () => {
    const { admitted, enter, release } = harness(2);
    void enter('k1', keyed('w'));
    void enter('k2', keyed('w'));
    void enter('a1', keyless('a'));
    await tick();
    expect(admitted).toEqual(['k1', 'k2']);
    await release('k1');
    expect(admitted).toEqual(['k1', 'k2', 'a1']);
  });

  it('draws one keyless job per address at a time: a second waits, other addresses go first', async () => {
    const { admitted, enter, release } = harness(4); // keyless may hold 2 threads
    void enter('a1', keyless('a'));
    void enter('a2', keyless('a'));
    void enter('b1', keyless('b'));
    await tick();
    expect(admitted).toEqual(['a1', 'b1']);
    await release('b1');
    expect(admitted).toEqual(['a1', 'b1']);
    await release('a1');
    expect(admitted).toEqual(['a1', 'b1', 'a2']);
  });

  it('takes workspaces in turn: a newcomer waits for one job of a busy workspace, not its whole line', async () => {
    const { admitted, enter, release } = harness(1);
    void enter('busy0', keyed('busy'));
    void enter('busy1', keyed('busy')); // the place kept ready
    for (let i = 2; i < 10; i++) void enter(`busy${i}`, keyed('busy'));
    await tick();
    void enter('quiet0', keyed('quiet'));
    await tick();
    await release('busy0');
    await release('busy1');
    expect(admitted).toEqual(['busy0', 'busy1', 'busy2', 'quiet0']);
  });

  it('takes addresses in turn for keyless work', async () => {
    const { admitted, enter, release } = harness(2);
    for (let i = 0; i < 3; i++) void enter(`a${i}`, keyless('a'));
    void enter('b0', keyless('b'));
    void enter('c0', keyless('c'));
    await tick();
    for (const name of ['a0', 'a1', 'b0', 'c0']) await release(name);
    expect(admitted).toEqual(['a0', 'a1', 'b0', 'c0', 'a2']);
  });

  // The property the FIFO gate was written for: under steady load every waiting job of one
  // caller gets in, in arrival order.
  it('lets one caller’s jobs in in arrival order under steady load', async () => {
    const scheduler = new FairScheduler({ threads: 1, keylessThreads: 1, maxQueue: 100 });
    const order: number[] = [];
    const first = await scheduler.enter(keyed('w'), never());
    const second = await scheduler.enter(keyed('w'), never());
    const jobs = Array.from({ length: 50 }, (_, n) =>
      scheduler.enter(keyed('w'), never()).then((release) => {
        order.push(n);
        release();
      }),
    );
    first();
    second();
    await Promise.all(jobs);
    expect(order).toEqual(Array.from({ length: 50 }, (_, n) => n));
  });

  it('keeps keyless work off the last thread while a stopped thread is being replaced', async () => {
    const { scheduler, admitted, enter } = harness(2);
    scheduler.setReadyThreads(1);
    void enter('a1', keyless('a'));
    void enter('k1', keyed('w'));
    await tick();
    expect(admitted).toEqual(['k1']);
    scheduler.setReadyThreads(2);
    await tick();
    expect(admitted).toEqual(['k1', 'a1']);
  });

  it('with a single thread, keyless work may hold it', async () => {
    const { admitted, enter } = harness(1);
    void enter('a1', keyless('a'));
    await tick();
    expect(admitted).toEqual(['a1']);
  });

  describe('a full queue', () => {
    it('refuses a newcomer whose own line is the longest', async () => {
      const { admitted, refused, enter } = harness(1, 3);
      for (let i = 0; i < 6; i++) void enter(`w${i}`, keyed('w'));
      await tick();
      expect(admitted).toEqual(['w0', 'w1']);
      expect(refused).toEqual(['w5: full']);
    });

    it('gives a newcomer the place of the newest job of the longest line', async () => {
      const { refused, enter, release } = harness(1, 3);
      for (let i = 0; i < 5; i++) void enter(`w${i}`, keyed('w'));
      await tick();
      void enter('v0', keyed('v'));
      await tick();
      expect(refused).toEqual(['w4: full']);
      await release('w0', 'w1');
      await release('w2');
      expect(refused).toEqual(['w4: full']);
    });

    it('is counted per class: keyless work filling its queue leaves keyed work room', async () => {
      const { admitted, refused, enter } = harness(2, 2);
      for (const address of ['a', 'b', 'c', 'd']) void enter(address, keyless(address));
      void enter('k1', keyed('w'));
      await tick();
      expect(refused).toEqual(['d: full']);
      expect(admitted).toEqual(['a', 'k1']);
    });
  });

  it('takes a waiting job out when its signal aborts, and rejects it with the reason', async () => {
    const { admitted, refused, enter, release } = harness(1);
    void enter('w0', keyed('w'));
    void enter('w1', keyed('w'));
    const stop = new AbortController();
    void enter('w2', keyed('w'), stop.signal);
    void enter('w3', keyed('w'));
    await tick();
    stop.abort('waited too long');
    await tick();
    expect(refused).toEqual(['w2: waited too long']);
    await release('w0');
    expect(admitted).toEqual(['w0', 'w1', 'w3']);
  });

  it('refuses an already aborted signal without taking a place', async () => {
    const { scheduler, admitted, refused, enter } = harness(1);
    const stop = new AbortController();
    stop.abort('no');
    await enter('w0', keyed('w'), stop.signal);
    await enter('w1', keyed('w'));
    expect(refused).toEqual(['w0: no']);
    expect(admitted).toEqual(['w1']);
    expect(scheduler.queued).toBe(0);
  });

  it('refuses every waiting job on refuseWaiting, keeping the holders; a release twice counts once', async () => {
    const { scheduler, admitted, refused, enter, release } = harness(1);
    for (const name of ['w0', 'w1', 'w2']) void enter(name, keyed('w'));
    void enter('a0', keyless('a'));
    await tick();
    scheduler.refuseWaiting('closing');
    await tick();
    expect(refused).toEqual(['w2: closing', 'a0: closing']);
    expect(scheduler.queued).toBe(0);
    await release('w0', 'w0');
    void enter('w3', keyed('w'));
    void enter('w4', keyed('w'));
    await tick();
    expect(admitted).toEqual(['w0', 'w1', 'w3']);
  });

  describe('one workspace’s places (issue 27: a batch of PNG renders held every thread)', () => {
    it('keeps a thread from a busy workspace for the others: with 2 threads it holds 1 place', async () => {
      expect([1, 2, 3, 4].map(keyedPlacesFor)).toEqual([2, 1, 2, 3]);
      const { admitted, enter, release } = harness(2, 100, keyedPlacesFor(2));
      for (let i = 0; i < 32; i++) void enter(`batch${i}`, keyed('busy'));
      await tick();
      // A thread is free, and the busy workspace waits for its one drawing.
      expect(admitted).toEqual(['batch0']);
      void enter('save', keyed('quiet'));
      await tick();
      expect(admitted).toEqual(['batch0', 'save']);
      await release('batch0');
      expect(admitted).toEqual(['batch0', 'save', 'batch1']);
    });

    it('lets a workspace alone on one thread hold the place kept ready too', async () => {
      const { admitted, enter } = harness(1, 100, keyedPlacesFor(1));
      for (let i = 0; i < 3; i++) void enter(`w${i}`, keyed('w'));
      await tick();
      expect(admitted).toEqual(['w0', 'w1']);
    });
  });
});

import { describe, expect, it } from 'vitest';
import type { ElkNode } from 'elkjs/lib/elk-api.js';
import ElkBundled from 'elkjs/lib/elk.bundled.js';
import { resolveStrategy } from '../../../../engine/normalize/index.js';
import { rootOptions } from '../../../../engine/layout/place/elk-options.js';
import { runElk, runsWithoutTimerHops } from '../../../../engine/layout/place/elk-runner.js';

function graph(): ElkNode {
  const strategy = resolveStrategy({ algorithm: 'hierarchical', direction: 'TB', nodeSpacing: 40, rankSpacing: 60, nodeWidth: 150, nodeHeight: 60 });
  return {
    id: '',
    layoutOptions: rootOptions(strategy, true),
    children: [
      { id: 'g', children: [{ id: 'a', width: 150, height: 60 }, { id: 'b', width: 120, height: 40 }] },
      { id: 'c', width: 150, height: 60, layoutOptions: { 'elk.portConstraints': 'FIXED_POS' }, ports: [{ id: 'c/p', x: 0, y: 30, width: 0, height: 0, layoutOptions: { 'elk.port.side': 'WEST' } }] },
      { id: 'd', width: 90, height: 90 },
    ],
    edges: [
      { id: 'e1', sources: ['a'], targets: ['b'], labels: [{ text: 'label', width: 30, height: 14 }] },
      { id: 'e2', sources: ['b'], targets: ['c/p'] },
      { id: 'e3', sources: ['c'], targets: ['d'] },
      { id: 'e4', sources: ['d'], targets: ['a'] },
    ],
  };
}

/** The layout without GWT's `$H` identity-hash stamps, which count objects made so far. */
function withoutHashStamps(laid: ElkNode): unknown {
  return JSON.parse(JSON.stringify(laid, (key, value: unknown) => (key === '$H' ? undefined : value)));
}

describe('the ELK runner', () => {
  // If an elkjs upgrade moves the internals the runner reaches into, layouts still work
  // (through the timer hops, more slowly) and this test says the shortcut is gone.
  it('runs layouts without elkjs timer hops', async () => {
    expect(await runsWithoutTimerHops()).toBe(true);
  });

  it('gives exactly the layout plain elkjs gives', async () => {
    const plain = await new ElkBundled().layout(graph());
    expect(withoutHashStamps(await runElk(graph()))).toEqual(withoutHashStamps(plain));
  });

  it('settles the layout promise without waiting for a timer', async () => {
    await runElk(graph());
    let timerFired = false;
    const timer = setTimeout(() => (timerFired = true), 0);
    await runElk(graph());
    clearTimeout(timer);
    expect(timerFired).toBe(false);
  });

  it('rejects a bad graph with ELK error, and keeps working after it', async () => {
    await expect(runElk({ id: '', children: [{ id: 'a' }], edges: [{ id: 'e', sources: ['missing'], targets: ['a'] }] })).rejects.toThrow(/missing/);
    const laid = await runElk(graph());
    expect(laid.children).toHaveLength(3);
  });
});

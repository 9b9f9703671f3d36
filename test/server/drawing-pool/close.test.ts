import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('./fixtures/draw-and-close.ts', import.meta.url));

describe('closing the render pool', () => {
  it('ends both drawing threads and refuses later jobs; the process (run through tsx, as npm start does) then exits by itself', () => {
    // A timer or port left behind would keep the child alive until the timeout kills it.
    const child = spawnSync(process.execPath, ['--import', 'tsx', script], { encoding: 'utf8', timeout: 60_000 });
    expect(child.signal, child.stderr).toBeNull();
    expect(child.status, child.stderr).toBe(0);
    const report = JSON.parse(child.stdout) as { drawn: boolean; afterClose: string; threadsOpen: number | null; threadsClosed: number | null };
    expect(report).toMatchObject({ drawn: true, afterClose: '503 DRAWING_BUSY' });
    // Idle piscina threads do not hold a process open, so exiting alone does not prove they ended: count them.
    if (report.threadsOpen !== null && report.threadsClosed !== null) expect(report.threadsClosed).toBeLessThanOrEqual(report.threadsOpen - 2);
  }, 70_000);
});

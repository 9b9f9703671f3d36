import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { docsDrawings, drawnToday } from './docs-drawings.js';

/**
 * Every drawing in docs/ that has its source beside it (same base name, a .json scene or
 * .mmd Mermaid) is what `dsp render` draws from that source today, so no drawing goes stale
 * when its source or the engine changes. UPDATE_GOLDEN=1 draws them again.
 */
const dir = mkdtempSync(join(tmpdir(), 'dsp-docs-drawings-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const drawn = docsDrawings('docs').filter((drawing): drawing is { svg: string; source: string } => drawing.source !== undefined);

describe('the drawings in docs/', () => {
  it('include at least the pipeline of docs/architecture.md', () => {
    expect(drawn.map(({ svg }) => svg)).toContain(join('docs', 'pipeline.svg'));
  });

  it.each(drawn)('$svg is what `dsp render $source` draws today', ({ svg, source }) => {
    const fresh = drawnToday(source, dir);
    if (process.env.UPDATE_GOLDEN === '1') writeFileSync(svg, fresh);
    expect(fresh === readFileSync(svg, 'utf8'), `${svg} is stale: npx dsp render ${source} -o ${svg}`).toBe(true);
  });

  it('finds a stale drawing drawn from Mermaid in a subfolder, and tells a drawing without a source', () => {
    const root = join(dir, 'made-up-docs');
    mkdirSync(join(root, 'flows'), { recursive: true });
    writeFileSync(join(root, 'flows', 'login.mmd'), 'flowchart LR\n  a[Sign in] --> b[Home]\n');
    writeFileSync(join(root, 'flows', 'login.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(join(root, 'screenshot.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    expect(docsDrawings(root)).toEqual([
      { svg: join(root, 'flows', 'login.svg'), source: join(root, 'flows', 'login.mmd') },
      { svg: join(root, 'screenshot.svg'), source: undefined },
    ]);
    const fresh = drawnToday(join(root, 'flows', 'login.mmd'), dir);
    expect(fresh).toContain('Sign in');
    expect(fresh === readFileSync(join(root, 'flows', 'login.svg'), 'utf8')).toBe(false);
  });
});

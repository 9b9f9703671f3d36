import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import type { DeriveFormat, FontBytes } from '../../engine/index.js';
import { loadFontsFromDisk } from '../../fonts/node.js';
import { browserOnDemand } from './chromium.js';
import { deriveAndDraw, type DerivedBytes } from './derive-entry.js';
import { bundleEntry } from './engine-bundle.js';

/**
 * Issue 34: the same snapshot gives byte-identical operations, report and drawing in Node
 * and in Chromium. derive-entry.ts (deriveScene, layout, renderSvg) runs here and, bundled
 * with esbuild as a page would bundle it, in headless Chromium; both get the same fonts.
 * The bundle takes the stand-ins any browser build of the engine needs (engine-bundle.ts).
 */
/** This project's own schemas (test/corpus/schemas/own: the public ones live in shared/, docs/decisions/2026-11-28-fetched-corpora-in-shared.md). */
const own = (file: string) => readFileSync(new URL(`../corpus/schemas/own/${file}`, import.meta.url), 'utf8');
const POSTGRES = `CREATE TYPE public.status AS ENUM ('open', 'closed');
CREATE TABLE public.project (id integer NOT NULL, name text NOT NULL, state public.status);
CREATE TABLE public.task (id integer NOT NULL, project_id integer, title character varying(200));
ALTER TABLE ONLY public.project ADD CONSTRAINT project_pkey PRIMARY KEY (id);
ALTER TABLE ONLY public.task ADD CONSTRAINT task_pkey PRIMARY KEY (id);
ALTER TABLE ONLY public.task ADD CONSTRAINT task_project_fkey FOREIGN KEY (project_id) REFERENCES public.project(id);
`;
const MYSQL = `CREATE TABLE \`author\` (\`id\` int NOT NULL AUTO_INCREMENT, \`name\` varchar(80) NOT NULL, PRIMARY KEY (\`id\`)) ENGINE=InnoDB;
CREATE TABLE \`book\` (\`id\` int NOT NULL AUTO_INCREMENT, \`author_id\` int NOT NULL, \`title\` varchar(200) DEFAULT NULL, PRIMARY KEY (\`id\`), KEY \`fk_author\` (\`author_id\`), CONSTRAINT \`fk_author\` FOREIGN KEY (\`author_id\`) REFERENCES \`author\` (\`id\`)) ENGINE=InnoDB;
`;
const CASES: Array<{ name: string; format: DeriveFormat; source: string }> = [
  { name: 'SQL (SQLite)', format: 'sql', source: own('sql/library-sqlite.sql') },
  { name: 'SQL (PostgreSQL)', format: 'sql', source: POSTGRES },
  { name: 'SQL (MySQL)', format: 'sql', source: MYSQL },
  { name: 'DBML', format: 'dbml', source: own('dbml/bakery.dbml') },
  { name: 'Prisma', format: 'prisma', source: own('prisma/clinic-auth.prisma') },
];

/** Font bytes as JSON the page can take (base64 for each byte array). */
function portable(value: unknown): unknown {
  if (value instanceof Uint8Array) return { base64: Buffer.from(value).toString('base64') };
  if (Array.isArray(value)) return value.map(portable);
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, portable(item)]));
  return value;
}

const chromium = browserOnDemand();
afterAll(() => chromium.close());

async function pageWithDerive() {
  const bundle = await bundleEntry('./derive-entry.ts');
  const page = await (await chromium.browser()).newPage();
  page.on('pageerror', (error) => console.error('page error:', error));
  await page.setContent('<!doctype html><title>derive</title>');
  await page.addScriptTag({ type: 'module', content: bundle });
  await page.waitForFunction(() => typeof (globalThis as { deriveAndDraw?: unknown }).deriveAndDraw === 'function');
  return page;
}

describe('derive in Node and in Chromium', () => {
  it('gives the same operations, report and SVG bytes for SQL (three dialects), DBML and Prisma, and for an update', { timeout: 600_000 }, async () => {
    const fonts = await loadFontsFromDisk();
    const page = await pageWithDerive();
    // The fonts go over once (several MB as base64), kept on the page.
    await page.evaluate((packed) => {
      const revive = (value: unknown): unknown => {
        if (value !== null && typeof value === 'object' && 'base64' in value) return Uint8Array.from(atob((value as { base64: string }).base64), (c) => c.charCodeAt(0));
        if (Array.isArray(value)) return value.map(revive);
        if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, revive(item)]));
        return value;
      };
      (globalThis as { deriveFonts?: unknown }).deriveFonts = revive(packed);
    }, portable(fonts));
    const inBrowser = (format: DeriveFormat, source: string, scene: unknown) =>
      page.evaluate(async ([format, source, scene]) => {
        const page = globalThis as unknown as { deriveFonts: unknown; deriveAndDraw: (f: string, s: string, sc: unknown, fo: unknown) => Promise<DerivedBytes> };
        const { ops, report, svg } = await page.deriveAndDraw(format as string, source as string, scene ?? undefined, page.deriveFonts);
        return { ops, report, svg };
      }, [format, source, scene ?? null] as const);

    const differing: string[] = [];
    for (const { name, format, source } of CASES) {
      const node = await deriveAndDraw(format, source, undefined, fonts as FontBytes);
      const browser = await inBrowser(format, source, undefined);
      expect(JSON.parse(node.ops).length, name).toBeGreaterThan(3);
      for (const part of ['ops', 'report', 'svg'] as const) if (node[part] !== browser[part]) differing.push(`${name} ${part}`);
    }
    // An update: a column added to the drawn SQLite schema, derived into Node's laid-out result.
    const first = await deriveAndDraw('sql', CASES[0]!.source, undefined, fonts);
    const grown = CASES[0]!.source.replace(/CREATE TABLE \[Author\]\s*\(/, '$&\n    [Country] NVARCHAR(80),');
    const node = await deriveAndDraw('sql', grown, first.scene, fonts);
    expect(JSON.parse(node.ops)).toHaveLength(1);
    const browser = await inBrowser('sql', grown, first.scene);
    for (const part of ['ops', 'report', 'svg'] as const) if (node[part] !== browser[part]) differing.push(`update ${part}`);
    expect(differing).toEqual([]);
  });
});

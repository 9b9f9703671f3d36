import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: process.cwd() });

async function problems(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((m) => m.message);
}

describe('lint enforces the import rules of ARCHITECTURE.md', () => {
  it('refuses Node built-ins, clock, randomness and DOM in engine/', async () => {
    const found = await problems(
      "import { readFileSync } from 'node:fs';\nimport path from 'path';\nexport const a = Math.random() + Date.now() + new Date().getTime();\nexport const b = document.title + window.name;\nexport const c = readFileSync + path;\n",
      'engine/validate/example.ts',
    );
    expect(found.join('\n')).toMatch(/no Node built-ins/);
    expect(found.join('\n')).toMatch(/Math\.random/);
    expect(found.join('\n')).toMatch(/no clock/);
    expect(found.join('\n')).toMatch(/no DOM/);
    expect(found.length).toBeGreaterThanOrEqual(6);
  });

  it('keeps elkjs in engine/layout and resvg in engine/raster', async () => {
    expect(await problems("import ELK from 'elkjs/lib/elk.bundled.js';\nexport const e = ELK;\n", 'engine/render/x.ts')).toEqual([expect.stringMatching(/engine\/layout/)]);
    expect(await problems("import ELK from 'elkjs/lib/elk.bundled.js';\nexport const e = ELK;\n", 'engine/layout/x.ts')).toEqual([]);
    expect(await problems("import { Resvg } from '@resvg/resvg-wasm';\nexport const r = Resvg;\n", 'engine/layout/x.ts')).toEqual([expect.stringMatching(/engine\/raster/)]);
  });

  it('keeps the schema parsers in engine/derive, loaded lazily there and nowhere else', async () => {
    const lazy = "export const load = () => import('@dbml/core');\n";
    expect(await problems(lazy, 'engine/derive/x.ts')).toEqual([]);
    expect(await problems("export const load = () => import('node-sql-parser/build/mysql.js');\n", 'engine/derive/x.ts')).toEqual([]);
    expect(await problems(lazy, 'engine/ops/x.ts')).toEqual([expect.stringMatching(/lazy loaders in layout\/, raster\/ and derive\//)]);
    expect(await problems("import { parse } from 'pgsql-ast-parser';\nexport const p = parse;\n", 'engine/layout/x.ts')).toEqual([expect.stringMatching(/engine\/derive/)]);
    expect(await problems("import { getSchema } from '@mrleebo/prisma-ast';\nexport const g = getSchema;\n", 'engine/mermaid/x.ts')).toEqual([expect.stringMatching(/engine\/derive/)]);
  });

  it('makes server/ and element/ use the engine through engine/index.ts only', async () => {
    expect(await problems("import { validateScene } from '../engine/validate/index.js';\nexport const v = validateScene;\n", 'server/x.ts')).toEqual([expect.stringMatching(/engine\/index\.ts/)]);
    expect(await problems("import { validateScene } from '../engine/index.js';\nexport const v = validateScene;\n", 'server/x.ts')).toEqual([]);
  });

  it('allows clean engine code', async () => {
    expect(await problems('export const sum = (a: number, b: number): number => a + b;\n', 'engine/model/x.ts')).toEqual([]);
  });
});

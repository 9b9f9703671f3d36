import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { loadFontsFromDisk } from '../../fonts/node.js';
import type { FontBytes } from '../../engine/measure/index.js';

const FONTS_DIR = fileURLToPath(new URL('../../fonts/', import.meta.url));
const EXPO = fileURLToPath(new URL('../../node_modules/@expo-google-fonts/', import.meta.url));

// Where each bundled file was copied from.
const SOURCES: Record<string, string> = {
  'Inter-Regular.ttf': 'inter/400Regular/Inter_400Regular.ttf',
  'Inter-Bold.ttf': 'inter/700Bold/Inter_700Bold.ttf',
  'Inter-Italic.ttf': 'inter/400Regular_Italic/Inter_400Regular_Italic.ttf',
  'JetBrainsMono-Regular.ttf': 'jetbrains-mono/400Regular/JetBrainsMono_400Regular.ttf',
  'JetBrainsMono-Bold.ttf': 'jetbrains-mono/700Bold/JetBrainsMono_700Bold.ttf',
  'JetBrainsMono-Italic.ttf': 'jetbrains-mono/400Regular_Italic/JetBrainsMono_400Regular_Italic.ttf',
  'ComicNeue-Regular.ttf': 'comic-neue/400Regular/ComicNeue_400Regular.ttf',
  'ComicNeue-Bold.ttf': 'comic-neue/700Bold/ComicNeue_700Bold.ttf',
  'ComicNeue-Italic.ttf': 'comic-neue/400Regular_Italic/ComicNeue_400Regular_Italic.ttf',
};

const faces = (fonts: FontBytes): Uint8Array[] =>
  [fonts.sans, fonts.mono, fonts.hand].flatMap((f) => [f.regular, f.bold, f.italic]);

const sameBytes = (a: Uint8Array, b: Uint8Array): boolean => Buffer.from(a).equals(Buffer.from(b));

describe('bundled font files', () => {
  it('are the Regular, Bold and Italic faces copied unchanged from @expo-google-fonts', () => {
    const ttfs = readdirSync(FONTS_DIR).filter((f) => f.endsWith('.ttf')).sort();
    expect(ttfs).toEqual(Object.keys(SOURCES).sort());
    for (const [file, source] of Object.entries(SOURCES)) {
      expect(sameBytes(readFileSync(join(FONTS_DIR, file)), readFileSync(join(EXPO, source))), file).toBe(true);
    }
  });

  it('ship with each family\'s OFL licence and a README naming source and versions', () => {
    for (const family of ['Inter', 'JetBrainsMono', 'ComicNeue']) {
      expect(readFileSync(join(FONTS_DIR, `LICENSE-${family}.txt`), 'utf8')).toContain('SIL Open Font License, Version 1.1');
    }
    const readme = readFileSync(join(FONTS_DIR, 'README.md'), 'utf8');
    for (const pkg of ['inter', 'jetbrains-mono', 'comic-neue']) {
      const { version } = JSON.parse(readFileSync(join(EXPO, pkg, 'package.json'), 'utf8')) as { version: string };
      expect(readme).toContain(`@expo-google-fonts/${pkg}@${version}`);
    }
  });
});

describe('loadFontsFromDisk', () => {
  it('returns the nine faces as plain Uint8Arrays holding TrueType fonts', async () => {
    const fonts = await loadFontsFromDisk();
    const all = faces(fonts);
    expect(all).toHaveLength(9);
    expect(new Set(all).size).toBe(9);
    for (const bytes of all) {
      expect(Object.getPrototypeOf(bytes)).toBe(Uint8Array.prototype);
      expect([...bytes.subarray(0, 4)]).toEqual([0, 1, 0, 0]);
    }
    expect(sameBytes(fonts.mono.bold, readFileSync(join(FONTS_DIR, 'JetBrainsMono-Bold.ttf')))).toBe(true);
    expect(sameBytes(fonts.hand.italic, readFileSync(join(FONTS_DIR, 'ComicNeue-Italic.ttf')))).toBe(true);
  });

  it('reads the files once per process', async () => {
    expect(loadFontsFromDisk()).toBe(loadFontsFromDisk());
    expect(await loadFontsFromDisk()).toBe(await loadFontsFromDisk());
  });

  it('works compiled to JavaScript in a dist/fonts/ folder beside the copied .ttf files', async () => {
    const root = mkdtempSync(join(tmpdir(), 'dsp-fonts-'));
    try {
      const out = join(root, 'dist', 'fonts');
      mkdirSync(out, { recursive: true });
      for (const file of ['files.ts', 'node.ts']) {
        const source = readFileSync(join(FONTS_DIR, file), 'utf8');
        const { outputText } = ts.transpileModule(source, {
          compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, verbatimModuleSyntax: true },
        });
        writeFileSync(join(out, file.replace(/\.ts$/, '.js')), outputText);
      }
      for (const file of Object.keys(SOURCES)) cpSync(join(FONTS_DIR, file), join(out, file));
      writeFileSync(join(root, 'package.json'), '{ "type": "module" }');
      const compiled = (await import(pathToFileURL(join(out, 'node.js')).href)) as { loadFontsFromDisk: () => Promise<FontBytes> };
      const fonts = await compiled.loadFontsFromDisk();
      expect(faces(fonts).map((b) => b.byteLength)).toEqual(faces(await loadFontsFromDisk()).map((b) => b.byteLength));
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

/**
 * Collects the held-in sequence corpus (issue 32): every `sequenceDiagram` of Mermaid's
 * public demo page (demos/sequence.html) and of its sequence rendering specs
 * (cypress/integration/rendering/sequence/*), one `.mmd` a diagram with a `%% source:` line,
 * plus README.md listing each file's source and Mermaid's licence.
 *
 * The texts are data taken from a public repository, so they are not committed here: they
 * belong in the steering repository's shared/ (shared/corpus/mermaid-public/sequence/),
 * where test/engine/mermaid/sequence/held-in.test.ts reads them (test/support/shared-corpus.ts).
 *
 * Kept: texts as their authors wrote them (de-indented; a spec's JavaScript escapes such
 * as `\n` and `\\` read as the browser gets them, HTML entities of the demo page decoded);
 * exact duplicates (ignoring whitespace), texts with a `${}` placeholder, texts equal to one
 * of Mermaid's documentation examples (test/corpus/mermaid-docs/sequence, read elsewhere)
 * and texts Mermaid itself refuses (listed in REFUSED_BY_MERMAID) are left out.
 *
 * Run: `MERMAID_REPO=<git dir of github.com/mermaid-js/mermaid> OUT=<folder> npx tsx bench/quality-lab/sequence-state/collect.ts`.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = new URL('../../../', import.meta.url).pathname;
const repo = process.env.MERMAID_REPO;
const out = process.env.OUT;
if (repo === undefined || out === undefined) throw new Error('set MERMAID_REPO (a git directory of github.com/mermaid-js/mermaid) and OUT (the folder to write)');
const git = (...args: string[]): string => execFileSync('git', ['--git-dir', repo, ...args], { encoding: 'utf8', maxBuffer: 64 << 20 });
const commit = git('rev-parse', 'HEAD').trim();

/**
 * Texts of Mermaid's specs that Mermaid itself refuses (a spec that checks the error), by
 * a line they hold: `destroy Bo` names a participant that is not there.
 */
const REFUSED_BY_MERMAID = [/^\s*destroy Bo$/m];

interface Found {
  text: string;
  file: string;
  line: number;
}

/** The text without the indentation its lines share, tabs as two spaces, blank ends dropped. */
function dedent(raw: string): string {
  const lines = raw.replace(/\r\n/g, '\n').replace(/\t/g, '  ').split('\n');
  while (lines.length > 0 && lines[0]!.trim() === '') lines.shift();
  while (lines.length > 0 && lines.at(-1)!.trim() === '') lines.pop();
  const indent = Math.min(...lines.filter((line) => line.trim() !== '').map((line) => line.length - line.trimStart().length));
  return lines.map((line) => line.slice(indent).trimEnd()).join('\n') + '\n';
}

const lineAt = (text: string, index: number): number => text.slice(0, index).split('\n').length;

/** A template literal's text as JavaScript reads it (`\n` a newline, `\\` a backslash). */
const unescaped = (raw: string): string => raw.replace(/\\(.)/g, (_, c: string) => ({ n: '\n', t: '\t' })[c] ?? c);

function templates(file: string): Found[] {
  const text = git('show', `HEAD:${file}`);
  return [...text.matchAll(/`([^`]*)`/g)]
    .filter((m) => /sequenceDiagram/.test(m[1]!) && !m[1]!.includes('${'))
    .map((m) => ({ text: dedent(unescaped(m[1]!)), file, line: lineAt(text, m.index) }));
}

function preBlocks(file: string): Found[] {
  const text = git('show', `HEAD:${file}`);
  return [...text.matchAll(/<pre class="mermaid"[^>]*>([\s\S]*?)<\/pre\s*>/g)]
    .filter((m) => /sequenceDiagram/.test(m[1]!))
    .map((m) => ({ text: dedent(m[1]!.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')), file, line: lineAt(text, m.index) }));
}

/** The text with its source line, after a frontmatter block (which must come first). */
function withSource(text: string, source: string): string {
  const front = /^---\n[\s\S]*?\n---\n/.exec(text);
  const line = `%% source: ${source}\n`;
  return front === null ? line + text : front[0] + line + text.slice(front[0].length);
}

const key = (text: string): string => text.replace(/\s+/g, ' ').trim();
const docsDir = join(ROOT, 'test/corpus/mermaid-docs/sequence');
const seen = new Set(readdirSync(docsDir).filter((name) => name.endsWith('.mmd')).map((name) => key(readFileSync(join(docsDir, name), 'utf8'))));

const sources: Array<[string, Found[]]> = [
  ['demo', preBlocks('demos/sequence.html')],
  ['cy-v1', templates('cypress/integration/rendering/sequence/sequencediagram.spec.js')],
  ['cy-v2', templates('cypress/integration/rendering/sequence/sequencediagram-v2.spec.js')],
  ['cy-themes', templates('cypress/integration/rendering/sequence/sequenceDiagram-redux-themes.spec.ts')],
];

mkdirSync(out, { recursive: true });
for (const name of readdirSync(out)) if (name.endsWith('.mmd')) rmSync(join(out, name));
const rows: string[] = [];
const left: string[] = [];
for (const [prefix, found] of sources) {
  found.forEach((item, index) => {
    const where = `${item.file}:${item.line}`;
    if (seen.has(key(item.text))) return left.push(`| ${where} | a duplicate (of another text or a documentation example) |`);
    if (REFUSED_BY_MERMAID.some((pattern) => pattern.test(item.text))) return left.push(`| ${where} | Mermaid refuses it (its spec checks the error) |`);
    seen.add(key(item.text));
    const file = `${prefix}-${String(index + 1).padStart(2, '0')}.mmd`;
    writeFileSync(join(out, file), withSource(item.text, `https://github.com/mermaid-js/mermaid/blob/${commit}/${item.file}#L${item.line}`));
    rows.push(`| ${file} | ${where} |`);
    return undefined;
  });
}

const readme = [
  "# Sequence diagrams from Mermaid's demo page and rendering specs (held in)",
  '',
  `${rows.length} distinct sequence diagrams of [mermaid-js/mermaid](https://github.com/mermaid-js/mermaid) at commit \`${commit}\`,`,
  'one file each, written by bench/quality-lab/sequence-state/collect.ts (its comment says what is kept and how).',
  'Each file starts with a `%% source:` line (after frontmatter) giving the file and line it came from.',
  '',
  'Licence: Mermaid is under the MIT License, Copyright (c) 2014 - 2022 Knut Sveidqvist; these texts are',
  "Mermaid's and carry that licence (https://github.com/mermaid-js/mermaid/blob/develop/LICENSE).",
  '',
  '| file | source (path:line) |',
  '|---|---|',
  ...rows,
  '',
  '## Left out',
  '',
  '| source | why |',
  '|---|---|',
  ...left,
  '',
].join('\n');
writeFileSync(join(out, 'README.md'), readme);
console.log(`${rows.length} diagrams written to ${out}; ${left.length} left out`);

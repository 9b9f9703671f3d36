/**
 * Builds the real-diagram corpus: every flowchart, graph and
 * erDiagram text found in Mermaid's own repository (its documentation pages, its demo pages
 * and the diagram texts of its rendering specs) and in this project's own examples
 * (test/corpus/mermaid, docs/, the three cases of issue 30 in extra/), written one `.mmd` a diagram with a `%% source:` line,
 * deduplicated, and kept only when our reader (parseMermaid) accepts it and it has at least
 * MIN_NODES nodes and one edge. INDEX.md lists every file with its source and counts every
 * text left out and why. Nothing is generated: each text is as its author wrote it, only
 * de-indented.
 *
 * This project's diagrams (dsp-*.mmd) go to bench/quality-lab/real/corpus/. Mermaid's
 * (mermaid-*.mmd) and INDEX.md are data from a public repository: they go to OUT, the
 * steering repository's shared/corpus/quality-real/, never into this repository
 * (docs/decisions/2026-11-28-fetched-corpora-in-shared.md); put Mermaid's LICENSE beside
 * them as LICENSE-mermaid.txt.
 *
 * Run with `MERMAID_REPO=<git dir of github.com/mermaid-js/mermaid> OUT=<shared>/corpus/quality-real npx tsx bench/quality-lab/real/collect.ts`.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseMermaid } from '../../../engine/index.js';

const ROOT = new URL('../../../', import.meta.url).pathname;
const OWN_OUT = join(ROOT, 'bench/quality-lab/real/corpus');
const MIN_NODES = 3;
const repo = process.env.MERMAID_REPO;
const PUBLIC_OUT = process.env.OUT;
if (repo === undefined || PUBLIC_OUT === undefined) throw new Error('set MERMAID_REPO (a git directory of github.com/mermaid-js/mermaid) and OUT (<shared>/corpus/quality-real)');
const git = (...args: string[]): string => execFileSync('git', ['--git-dir', repo, ...args], { encoding: 'utf8', maxBuffer: 64 << 20 });
const commit = git('rev-parse', 'HEAD').trim();

interface Found {
  text: string;
  source: string;
}

/** The text without the indentation its lines share (the first line may start right after a quote). */
function dedent(raw: string): string {
  const lines = raw.replace(/\r\n/g, '\n').split('\n');
  while (lines.length > 0 && lines[0]!.trim() === '') lines.shift();
  while (lines.length > 0 && lines.at(-1)!.trim() === '') lines.pop();
  const rest = lines.slice(1).filter((line) => line.trim() !== '');
  const indent = Math.min(...rest.map((line) => line.length - line.trimStart().length), lines[0] === undefined ? 0 : lines[0].length - lines[0].trimStart().length);
  const first = lines[0]?.trimStart() ?? '';
  return [first, ...lines.slice(1).map((line) => line.slice(Math.min(indent, line.length - line.trimStart().length)))].join('\n') + '\n';
}

/** Whether the text declares a flowchart, graph or erDiagram (after frontmatter, directives and comments). */
function isWanted(text: string): boolean {
  const body = text.replace(/^---\n[\s\S]*?\n---\n/, '');
  for (const line of body.split('\n')) {
    const t = line.trim();
    if (t === '' || t.startsWith('%%')) continue;
    return /^(flowchart|graph|erDiagram)\b/.test(t);
  }
  return false;
}

const fenced = (file: string, text: string): Found[] =>
  [...text.matchAll(/```(?:mermaid|mermaid-example)[^\n]*\n([\s\S]*?)```/g)].map((m) => ({ text: dedent(m[1]!), source: file }));
const preBlocks = (file: string, text: string): Found[] =>
  [...text.matchAll(/<pre class="mermaid"[^>]*>([\s\S]*?)<\/pre>/g)].map((m) => ({
    text: dedent(m[1]!.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')),
    source: file,
  }));
const templates = (file: string, text: string): Found[] =>
  [...text.matchAll(/`([^`]*)`/g)].filter((m) => !m[1]!.includes('${')).map((m) => ({ text: dedent(m[1]!), source: file }));

function fromMermaidRepo(): Found[] {
  const files = git('ls-tree', '-r', '--name-only', 'HEAD').split('\n');
  const found: Found[] = [];
  for (const file of files) {
    const where = `mermaid-js/mermaid@${commit.slice(0, 9)}:${file}`;
    if (/^docs\/.*\.md$/.test(file) || /^packages\/mermaid\/src\/docs\/.*\.md$/.test(file)) found.push(...fenced(where, git('show', `HEAD:${file}`)));
    else if (/^demos\/.*\.html$/.test(file)) found.push(...preBlocks(where, git('show', `HEAD:${file}`)));
    else if (/^cypress\/integration\/rendering\/(flowchart|er)\/.*\.(js|ts)$/.test(file) || /^cypress\/integration\/rendering\/(appli|current|theme|conf-and-directives)\.spec\.js$/.test(file)) {
      found.push(...templates(where, git('show', `HEAD:${file}`)));
    }
  }
  return found;
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)]));
}

function fromThisProject(): Found[] {
  const found: Found[] = [];
  for (const file of walk(join(ROOT, 'test/corpus/mermaid'))) {
    if (file.endsWith('.mmd') && !file.includes('/errors/') && !file.includes('/refused/')) found.push({ text: readFileSync(file, 'utf8'), source: `this project: ${relative(ROOT, file)}` });
  }
  for (const file of walk(join(ROOT, 'bench/quality-lab/real/extra'))) found.push({ text: readFileSync(file, 'utf8'), source: `this project: issue 30 (${relative(ROOT, file)})` });
  for (const file of walk(join(ROOT, 'docs'))) if (file.endsWith('.md')) found.push(...fenced(`this project: ${relative(ROOT, file)}`, readFileSync(file, 'utf8')));
  return found;
}

/** A file name from the source's file name (without folders) and a count of the diagrams already named so. */
function slugBase(source: string): string {
  const file = source.replace(/\)$/, '').replace(/^.*?:\s*/, '').replace(/^.*\//, '').replace(/\.(spec\.)?(md|html|js|ts|mmd)$/, '');
  const prefix = source.startsWith('this project') ? 'dsp' : 'mermaid';
  return `${prefix}-${file.replace(/[^A-Za-z0-9]+/g, '-').toLowerCase()}`;
}

/** The text with its source line, put after a frontmatter block (which must come first). */
function withSource(text: string, source: string): string {
  const front = /^---\n[\s\S]*?\n---\n/.exec(text);
  const line = `%% source: ${source}\n`;
  return front === null ? line + text : front[0] + line + text.slice(front[0].length);
}

const seen = new Set<string>();
const refused = new Map<string, number>();
const refusedList: string[] = [];
const small: string[] = [];
let duplicates = 0;
let notWanted = 0;
const kept: Array<{ file: string; source: string; nodes: number; edges: number; family: string }> = [];
const perName = new Map<string, number>();
for (const out of [OWN_OUT, PUBLIC_OUT]) {
  mkdirSync(out, { recursive: true });
  for (const file of readdirSync(out)) if (file.endsWith('.mmd')) rmSync(join(out, file));
}
for (const found of [...fromMermaidRepo(), ...fromThisProject()]) {
  if (!isWanted(found.text)) {
    notWanted++;
    continue;
  }
  const key = found.text.replace(/\s+/g, ' ').trim();
  if (seen.has(key)) {
    duplicates++;
    continue;
  }
  seen.add(key);
  const parsed = parseMermaid(found.text);
  if (!parsed.ok) {
    refused.set(parsed.error.code, (refused.get(parsed.error.code) ?? 0) + 1);
    refusedList.push(`| ${found.source} | ${parsed.error.code} | ${parsed.error.message.replace(/\|/g, '\\|').replace(/\n/g, ' ').slice(0, 160)} |`);
    continue;
  }
  const elements = parsed.scene.elements ?? [];
  const nodes = elements.filter((e) => e.kind === 'node').length;
  const edges = elements.filter((e) => e.kind === 'edge').length;
  if (nodes < MIN_NODES || edges < 1) {
    small.push(found.source);
    continue;
  }
  const base = slugBase(found.source);
  const n = (perName.get(base) ?? 0) + 1;
  perName.set(base, n);
  const file = `${base}-${String(n).padStart(2, '0')}.mmd`;
  writeFileSync(join(base.startsWith('dsp-') ? OWN_OUT : PUBLIC_OUT, file), withSource(found.text, found.source));
  kept.push({ file, source: found.source, nodes, edges, family: parsed.scene.diagramFamily ?? '' });
}

const lines = [
  '# Real-diagram corpus: index',
  '',
  `Written by bench/quality-lab/real/collect.ts from mermaid-js/mermaid at ${commit} and this project's examples.`,
  '',
  `Kept: ${kept.length} (${kept.filter((k) => k.family === 'entityRelationship').length} ER, ${kept.filter((k) => k.family !== 'entityRelationship').length} flowcharts).`,
  `Left out: ${duplicates} duplicates; ${small.length} with fewer than ${MIN_NODES} nodes or no edge; ${[...refused.values()].reduce((a, b) => a + b, 0)} refused by parseMermaid (${[...refused].map(([code, count]) => `${code} ${count}`).join(', ')}); ${notWanted} texts of other diagram types (not counted as diagrams here).`,
  '',
  '| file | family | nodes | edges | source |',
  '|---|---|---:|---:|---|',
  ...kept.map((k) => `| ${k.file} | ${k.family === 'entityRelationship' ? 'ER' : 'flowchart'} | ${k.nodes} | ${k.edges} | ${k.source} |`),
  '',
  '## Refused by our reader',
  '',
  '| source | code | message |',
  '|---|---|---|',
  ...refusedList,
  '',
];
writeFileSync(join(PUBLIC_OUT, 'INDEX.md'), lines.join('\n'));
console.log(lines.slice(0, 6).join('\n'));

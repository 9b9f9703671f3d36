import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { render } from '../../entry/node.js';
import { runDsp } from '../../harness/processes.js';

/** A small docs page: a Mermaid fence, a scene fence, ordinary code and text around them. */
export const MERMAID = '---\ntitle: Order intake\n---\nflowchart LR\n  order[Receive order] --> check{Valid?}\n  check -->|yes| store[(Orders DB)]';
export const SCENE = JSON.stringify({
  schemaVersion: '0.1',
  scene: { id: 'docs', title: 'Checkout <API> & "friends"' },
  diagramFamily: 'architecture',
  elements: [
    { id: 'api', kind: 'node', nodeType: 'service', label: 'API' },
    { id: 'db', kind: 'node', nodeType: 'database', label: 'Orders' },
    { id: 'e1', kind: 'edge', from: { elementId: 'api' }, to: { elementId: 'db' }, label: 'writes' },
  ],
}, null, 2);

export const PAGE = `# Architecture

Some text before.

\`\`\`mermaid
${MERMAID}
\`\`\`

\`\`\`js
console.log('not a diagram');
\`\`\`

\`\`\`dsp
${SCENE}
\`\`\`

Text after.
`;

/** A page whose second diagram has a Mermaid syntax error on its third line (line 9 of the page, column 9). */
export const BROKEN_PAGE = `# Broken

\`\`\`mermaid
flowchart LR
  a --> b
\`\`\`

\`\`\`mermaid
flowchart LR
  a --> b
  b --> 
\`\`\`
`;

/** What `dsp render` writes for the page's inputs: the reference the plugins must equal byte for byte. */
export interface Expected {
  mermaid: string;
  mermaidDark: string;
  scene: string;
}

/** Runs the CLI once per input (it is slow to start: tsx). */
export async function renderWithCli(): Promise<Expected> {
  const dir = mkdtempSync(join(tmpdir(), 'dsp-plugins-'));
  try {
    writeFileSync(join(dir, 'page.mmd'), MERMAID);
    writeFileSync(join(dir, 'scene.json'), SCENE);
    const runs = await Promise.all([
      runDsp(['render', join(dir, 'page.mmd'), '-o', join(dir, 'mermaid.svg')], {}),
      runDsp(['render', join(dir, 'page.mmd'), '-o', join(dir, 'mermaid-dark.svg'), '--theme', 'dark'], {}),
      runDsp(['render', join(dir, 'scene.json'), '-o', join(dir, 'scene.svg')], {}),
    ]);
    for (const run of runs) if (run.code !== 0) throw new Error(`dsp render failed: ${run.stderr}`);
    const read = (name: string) => readFileSync(join(dir, name), 'utf8');
    return { mermaid: read('mermaid.svg'), mermaidDark: read('mermaid-dark.svg'), scene: read('scene.svg') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The page's Mermaid diagram as a dark-mode pair (light clean, dark sketch), as the engine's render() writes it for `dsp render`. */
export async function renderPair(): Promise<string> {
  const result = await render(MERMAID, { theme: 'clean', darkTheme: 'sketch' });
  if (result.svg === undefined) throw new Error('the page\'s Mermaid diagram did not draw');
  return result.svg;
}

/** The inline SVGs of an HTML page, in order, each as the bytes between <svg and its </svg>. */
export function inlineSvgs(html: string, className = 'dsp-diagram'): string[] {
  const found: string[] = [];
  const open = `<div class="${className}">`;
  for (let at = html.indexOf(open); at >= 0; at = html.indexOf(open, at + 1)) {
    const start = at + open.length;
    const end = html.indexOf('</svg></div>', start);
    found.push(html.slice(start, end + '</svg>'.length));
  }
  return found;
}

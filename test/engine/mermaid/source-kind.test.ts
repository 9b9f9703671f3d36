import { describe, expect, it } from 'vitest';
import { MERMAID_EXTENSIONS, sourceKind } from '../../../engine/index.js';

/** The one rule by which the CLI, the element, the playground and the docs plugins tell Mermaid from a scene. */
describe('sourceKind', () => {
  it('reads a text starting with "{" (after blanks) as a scene, anything else as Mermaid', () => {
    expect(sourceKind('{"dsp":"0.1"}')).toBe('dsp');
    expect(sourceKind('\n  \t{ "dsp": "0.1" }')).toBe('dsp');
    expect(sourceKind('\uFEFF{}')).toBe('dsp');
    expect(sourceKind('flowchart LR\n  a --> b')).toBe('mermaid');
    expect(sourceKind('---\ntitle: x\n---\nflowchart LR')).toBe('mermaid');
    expect(sourceKind('[1, 2]')).toBe('mermaid');
    expect(sourceKind('')).toBe('mermaid');
  });

  it('lets a file name ending in .mmd, .mermaid or .json decide before the text', () => {
    expect(sourceKind('{ not a scene', 'docs/a.MMD')).toBe('mermaid');
    expect(sourceKind('{}', 'a.mermaid')).toBe('mermaid');
    expect(sourceKind('flowchart LR', 'scenes/a.json')).toBe('dsp');
    expect(MERMAID_EXTENSIONS).toEqual(['.mmd', '.mermaid']);
  });

  it('falls back on the text for other names, standard input ("-") and dotfiles', () => {
    expect(sourceKind('{}', 'notes.txt')).toBe('dsp');
    expect(sourceKind('graph TD', '-')).toBe('mermaid');
    expect(sourceKind('graph TD', '.json')).toBe('mermaid');
    expect(sourceKind('graph TD', 'C:\\diagrams.json\\arch')).toBe('mermaid');
  });
});

import { describe, expect, it } from 'vitest';
import { parseMermaid } from '../../../engine/mermaid/index.js';

function read(text: string) {
  const result = parseMermaid(text);
  if (!result.ok) throw new Error(result.error.message);
  return { strategy: result.scene.layoutStrategy, constructs: result.warnings.map((w) => (w.data as { construct?: string } | undefined)?.construct) };
}

describe('Mermaid label config', () => {
  it('fits nodes to their labels, wrapped at the engine default when the text sets nothing', () => {
    expect(read('flowchart TD\n  A --> B').strategy).toEqual({ algorithm: 'hierarchical', direction: 'TB', nodeSizing: 'fitLabel' });
  });

  it('reads flowchart.wrappingWidth from the frontmatter config without a warning', () => {
    const { strategy, constructs } = read('---\nconfig:\n  flowchart:\n    wrappingWidth: 320\n---\nflowchart LR\n  A --> B');
    expect(strategy?.labelWrapWidth).toBe(320);
    expect(constructs).not.toContain('config');
  });

  it('reads an init directive, which overrides the frontmatter, and still warns about the rest', () => {
    const { strategy, constructs } = read("---\nconfig:\n  flowchart:\n    wrappingWidth: 320\n---\n%%{init: {'theme': 'forest', 'flowchart': {'wrappingWidth': 150}}}%%\nflowchart LR\n  A --> B");
    expect(strategy?.labelWrapWidth).toBe(150);
    expect(constructs).toContain('directive');
  });

  it('markdownAutoWrap false keeps labels on their lines (labelWrapWidth 0)', () => {
    expect(read('%%{init: {"markdownAutoWrap": false}}%%\nflowchart TD\n  A --> B').strategy?.labelWrapWidth).toBe(0);
    expect(read('---\nconfig: {markdownAutoWrap: false}\n---\nflowchart TD\n  A --> B').strategy?.labelWrapWidth).toBe(0);
  });

  it('warns about a config it reads nothing from', () => {
    const { strategy, constructs } = read('---\nconfig:\n  theme: dark\n---\nflowchart TD\n  A --> B');
    expect(strategy?.labelWrapWidth).toBeUndefined();
    expect(constructs).toContain('config');
  });
});

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

describe('labelWrapWidth written back', () => {
  it('toMermaid writes it as the frontmatter config, which reads back the same', async () => {
    const { toMermaid } = await import('../../../engine/mermaid/index.js');
    const { normalizeScene, validateScene } = await import('../../../engine/index.js');
    for (const width of [320, 0]) {
      const parsed = parseMermaid(`---\ntitle: T\n---\n%%{init: {"flowchart": {"wrappingWidth": ${width}}${width === 0 ? ', "markdownAutoWrap": false' : ''}}}%%\nflowchart LR\n  A --> B`);
      if (!parsed.ok) throw new Error(parsed.error.message);
      const written = toMermaid(normalizeScene(validateScene(parsed.scene).scene!));
      if (!written.ok) throw new Error(written.message);
      expect(read(written.mermaid).strategy?.labelWrapWidth).toBe(width);
      expect(read(written.mermaid).constructs).toEqual([]);
    }
  });
});

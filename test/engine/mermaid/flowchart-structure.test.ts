import { describe, expect, it } from 'vitest';
import { frameOf, idsOf, nodeOf, parseOk, warningsAt } from './helpers.js';

describe('flowchart header and directions', () => {
  const headers: Array<[string, string]> = [
    ['flowchart TB', 'TB'], ['flowchart TD', 'TB'], ['flowchart BT', 'BT'], ['flowchart LR', 'LR'],
    ['flowchart RL', 'RL'], ['graph LR;', 'LR'], ['graph', 'TB'], ['flowchart', 'TB'], ['graph >', 'LR'],
  ];
  for (const [header, direction] of headers) {
    it(`"${header}" gives a hierarchical ${direction} architecture diagram`, () => {
      const { scene } = parseOk(`${header}\n  A --> B\n`);
      expect(scene.diagramFamily).toBe('architecture');
      expect(scene.layoutStrategy).toEqual({ algorithm: 'hierarchical', direction, nodeSizing: 'fitLabel' });
      expect(scene.scene).toEqual({ id: 'mermaid' });
    });
  }

  it('reads statements after "graph TD;" on the same line and separated by ";"', () => {
    const { scene } = parseOk('graph TD; A-->B; B-->C;C-->D');
    expect(idsOf(scene, 'edge')).toEqual(['A__B', 'B__C', 'C__D']);
  });

  it('takes a top-level direction statement and warns for one inside a subgraph', () => {
    const { scene, warnings } = parseOk('flowchart TB\n  direction LR\n  subgraph s\n    direction BT\n    a\n  end\n');
    expect(scene.layoutStrategy?.direction).toBe('LR');
    expect(warningsAt(warnings)).toEqual(['MERMAID_UNSUPPORTED@4']);
  });
});

describe('frontmatter, comments and accessibility', () => {
  it('takes the frontmatter title and warns for its config', () => {
    const { scene, warnings } = parseOk('---\ntitle: "Release: v2"\nconfig:\n  theme: forest\n---\nflowchart LR\n  A --> B\n');
    expect(scene.scene.title).toBe('Release: v2');
    expect(warningsAt(warnings)).toEqual(['MERMAID_UNSUPPORTED@3']);
  });

  it('ignores comments and warns for init directives', () => {
    const { scene, warnings } = parseOk('%% leading comment\n%%{init: {"theme": "dark"}}%%\nflowchart LR\n  %% A --> Z\n  A --> B %% trailing\n');
    expect(idsOf(scene)).toEqual(['A', 'B', 'A__B']);
    expect(warningsAt(warnings)).toEqual(['MERMAID_UNSUPPORTED@2']);
  });

  it('reads accTitle and accDescr (one line or a block) as title and description', () => {
    const { scene } = parseOk('flowchart LR\n  accTitle: Checkout\n  accDescr {\n    Pay, then\n    ship.\n  }\n  A --> B\n');
    expect(scene.scene).toEqual({ id: 'mermaid', title: 'Checkout', description: 'Pay, then\nship.' });
  });

  it('prefers the frontmatter title to accTitle and says accTitle was dropped', () => {
    const { scene, warnings } = parseOk('---\ntitle: Shown\n---\nflowchart LR\n  accTitle: Hidden\n  A\n');
    expect(scene.scene.title).toBe('Shown');
    expect(warningsAt(warnings)).toEqual(['MERMAID_UNSUPPORTED@5']);
  });

  it('drops click, callback and href interactions with a warning each', () => {
    const { scene, warnings } = parseOk([
      'flowchart LR',
      '  A --> B',
      '  click A callback "Tooltip"',
      '  click B href "https://example.com;x" "Tip" _blank',
      '  click A call go(1, 2)',
    ].join('\n'));
    expect(idsOf(scene)).toEqual(['A', 'B', 'A__B']);
    expect(warningsAt(warnings)).toEqual(['MERMAID_UNSUPPORTED@3', 'MERMAID_UNSUPPORTED@4', 'MERMAID_UNSUPPORTED@5']);
    expect(warnings[0]?.data).toMatchObject({ construct: 'click', mermaidId: 'A' });
  });
});

describe('subgraphs', () => {
  it('become generic frames with their members, in Mermaid membership (a node mentioned inside belongs there)', () => {
    const { scene } = parseOk([
      'flowchart TB',
      '  c1-->a2',
      '  subgraph one',
      '    a1-->a2',
      '  end',
      '  subgraph three',
      '    c1-->c2',
      '  end',
    ].join('\n'));
    expect(frameOf(scene, 'one')).toEqual({ id: 'one', kind: 'frame', containerType: 'generic', children: ['a2', 'a1'], title: 'one' });
    expect(frameOf(scene, 'three').children).toEqual(['c1', 'c2']);
  });

  it('read ids and titles in every header form', () => {
    const { scene } = parseOk([
      'flowchart TB',
      '  subgraph ide1 [Explicit title]',
      '    a',
      '  end',
      '  subgraph ide2["Quoted (title)"]',
      '    b',
      '  end',
      '  subgraph "OneWord"',
      '    c',
      '  end',
      '  subgraph Title with spaces',
      '    d',
      '  end',
      '  subgraph',
      '    e',
      '  end',
    ].join('\n'));
    expect(idsOf(scene, 'frame')).toEqual(['ide1', 'ide2', 'OneWord', 'subGraph0', 'subGraph1']);
    expect(frameOf(scene, 'ide1').title).toBe('Explicit title');
    expect(frameOf(scene, 'ide2').title).toBe('Quoted (title)');
    expect(frameOf(scene, 'OneWord').title).toBe('OneWord');
    expect(frameOf(scene, 'subGraph0')).toMatchObject({ title: 'Title with spaces', children: ['d'] });
    expect(frameOf(scene, 'subGraph1').title).toBeUndefined();
  });

  it('nest as frames inside frames', () => {
    const { scene } = parseOk('flowchart TB\n  subgraph outer\n    a\n    subgraph inner\n      b --> c\n    end\n  end\n');
    expect(frameOf(scene, 'outer').children).toEqual(['a', 'inner']);
    expect(frameOf(scene, 'inner').children).toEqual(['b', 'c']);
  });

  it('ignore node syntax on a subgraph id, with a warning', () => {
    const { scene, warnings } = parseOk('flowchart TB\n  g[Looks like a node] --> x\n  subgraph g\n    y\n  end\n');
    expect(frameOf(scene, 'g').children).toEqual(['y']);
    expect(warningsAt(warnings)).toEqual(['MERMAID_UNSUPPORTED@2']);
  });

  it('may be empty', () => {
    const { scene } = parseOk('flowchart TB\n  subgraph empty\n  end\n');
    expect(frameOf(scene, 'empty').children).toEqual([]);
    expect(nodeOf(parseOk('flowchart TB\n  subgraph s\n  end\n  n\n').scene, 'n').label).toBe('n');
  });
});

import { describe, expect, it } from 'vitest';
import { edgeOf, idsOf, nodeOf, parseError, parseOk, warningsAt } from '../helpers.js';

/** The one message of `A <arrow> B: hi`, and the warnings. */
function messageOf(arrow: string) {
  const { scene, warnings } = parseOk(`sequenceDiagram\n  A${arrow}B: hi\n`);
  const edge = edgeOf(scene, 'A__B');
  return { edgeType: edge.edgeType, heads: edge.endpoints, dash: edge.style === undefined ? undefined : (edge.style as { dash?: number[] }).dash, warnings: warningsAt(warnings) };
}

describe('sequenceDiagram: every arrow', () => {
  it.each([
    ['->>', 'sequence.message', 'none', 'triangle', undefined, []],
    ['-->>', 'sequence.reply', 'none', 'triangle', undefined, []],
    ['->', 'sequence.message', 'none', 'none', undefined, []],
    ['-->', 'sequence.reply', 'none', 'none', undefined, []],
    ['<<->>', 'sequence.message', 'triangle', 'triangle', undefined, []],
    ['<<-->>', 'sequence.reply', 'triangle', 'triangle', undefined, []],
    ['-x', 'sequence.message', 'none', 'bar', undefined, ['MERMAID_APPROXIMATED@2']],
    ['--x', 'sequence.reply', 'none', 'bar', undefined, ['MERMAID_APPROXIMATED@2']],
    ['-)', 'sequence.async', 'none', 'openTriangle', undefined, []],
    ['--)', 'sequence.async', 'none', 'openTriangle', [6, 4], []],
    ['-|\\', 'sequence.message', 'none', 'triangle', undefined, ['MERMAID_APPROXIMATED@2']],
    ['--|/', 'sequence.reply', 'none', 'triangle', undefined, ['MERMAID_APPROXIMATED@2']],
    ['/|-', 'sequence.message', 'triangle', 'none', undefined, ['MERMAID_APPROXIMATED@2']],
    ['-//', 'sequence.message', 'none', 'openTriangle', undefined, ['MERMAID_APPROXIMATED@2']],
  ])('A%sB is a %s from %s to %s', (arrow, edgeType, start, end, dash, warnings) => {
    expect(messageOf(arrow)).toEqual({ edgeType, heads: { startArrow: start, endArrow: end }, dash, warnings });
  });

  it('keeps the text after ":" (entity codes and <br> decoded), numbers repeats of a pair, and reads names with dashes', () => {
    const { scene } = parseOk('sequenceDiagram\n  Web-App->>API: I #9829; you<br/>twice\n  Web-App->>API:\n');
    expect(edgeOf(scene, 'Web-App__API').label).toBe('I ♥ you\ntwice');
    expect(edgeOf(scene, 'Web-App__API__2').label).toBeUndefined();
  });

  it('a self-message goes from a lifeline to itself', () => {
    const { scene } = parseOk('sequenceDiagram\n  John->>John: think\n');
    expect(edgeOf(scene, 'John__John')).toMatchObject({ from: { elementId: 'John' }, to: { elementId: 'John' } });
  });

  it('warns about a central connection ()', () => {
    expect(warningsAt(parseOk('sequenceDiagram\n  A->>()B: hi\n').warnings)).toEqual(['MERMAID_UNSUPPORTED@2']);
  });

  it('refuses a message without ":" or without a receiver, saying where (Mermaid refuses them too)', () => {
    expect(parseError('sequenceDiagram\n  A->>B\n')).toMatchObject({ code: 'MERMAID_SYNTAX_ERROR', line: 2, column: 8 });
    expect(parseError('sequenceDiagram\n  A->>: hi\n')).toMatchObject({ code: 'MERMAID_SYNTAX_ERROR', line: 2, column: 7 });
    expect(parseError('sequenceDiagram\n  just words\n')).toMatchObject({ code: 'MERMAID_SYNTAX_ERROR', line: 2, column: 3 });
  });
});

describe('sequenceDiagram: activations', () => {
  it('+ starts a bar on the receiver at that message; - ends the sender\'s bar at that message', () => {
    const { scene } = parseOk('sequenceDiagram\n  Alice->>+John: Hello\n  John-->>-Alice: Great\n');
    expect(nodeOf(scene, 'activation_1')).toMatchObject({ nodeType: 'sequence.activation', extensions: { lifeline: 'John', from: 'Alice__John', to: 'John__Alice' } });
  });

  it('activate and deactivate start and end a bar at the rows before them; bars nest', () => {
    const { scene } = parseOk([
      'sequenceDiagram',
      '  Alice->>John: one',
      '  activate John',
      '  Alice->>+John: two',
      '  John-->>-Alice: three',
      '  John-->>Alice: four',
      '  deactivate John',
    ].join('\n'));
    expect(nodeOf(scene, 'activation_1').extensions).toEqual({ lifeline: 'John', from: 'Alice__John', to: 'John__Alice__2' });
    expect(nodeOf(scene, 'activation_2').extensions).toEqual({ lifeline: 'John', from: 'Alice__John__2', to: 'John__Alice' });
  });

  it('a bar never ended runs to the end of its lifeline; ending a bar that is not there is warned', () => {
    const { scene, warnings } = parseOk('sequenceDiagram\n  A->>+B: go\n  deactivate A\n');
    expect(nodeOf(scene, 'activation_1').extensions).toEqual({ lifeline: 'B', from: 'A__B' });
    expect(warningsAt(warnings)).toEqual(['MERMAID_UNSUPPORTED@3']);
  });
});

describe('sequenceDiagram: autonumber, create and destroy', () => {
  it('autonumber writes each message\'s number before its label (warned once), with a start and step, until off', () => {
    const { scene, warnings } = parseOk('sequenceDiagram\n  autonumber 10 5\n  A->>B: one\n  B->>A: two\n  autonumber off\n  A->>B: three\n');
    expect(scene.elements.filter((element) => element.kind === 'edge').map((edge) => edge.label)).toEqual(['10. one', '15. two', 'three']);
    expect(warningsAt(warnings)).toEqual(['MERMAID_APPROXIMATED@2']);
  });

  it('autonumber takes a start and step with up to two decimals, as Mermaid does, and counts without float noise', () => {
    const { scene } = parseOk('sequenceDiagram\n  autonumber 10.1 .01\n  A->>B: one\n  B->>A: two\n  A->>B: three\n');
    expect(scene.elements.filter((element) => element.kind === 'edge').map((edge) => edge.label)).toEqual(['10.1. one', '10.11. two', '10.12. three']);
  });

  it('create makes the next message to the participant a create message (drawn solid like its arrow)', () => {
    const { scene } = parseOk('sequenceDiagram\n  Alice->>Bob: hi\n  create participant Carl\n  Alice->>Carl: Hi Carl!\n');
    expect(idsOf(scene, 'node')).toEqual(['Alice', 'Bob', 'Carl']);
    expect(edgeOf(scene, 'Alice__Carl')).toMatchObject({ edgeType: 'sequence.create', style: { dash: [] } });
  });

  it('destroy makes the next message reaching the participant a destroy message; one it sends is warned', () => {
    const { scene, warnings } = parseOk('sequenceDiagram\n  A->>B: hi\n  destroy B\n  A--xB: bye\n  destroy A\n  A->>B: last\n');
    expect(edgeOf(scene, 'A__B__2')).toMatchObject({ edgeType: 'sequence.destroy', style: { dash: [6, 4] } });
    expect(edgeOf(scene, 'A__B__3').edgeType).toBe('sequence.message');
    expect(warningsAt(warnings)).toEqual(['MERMAID_APPROXIMATED@4', 'MERMAID_APPROXIMATED@6']);
  });

  it('refuses a created participant whose next message does not reach it, as Mermaid does', () => {
    expect(parseError('sequenceDiagram\n  create participant C\n  A->>B: hi\n')).toMatchObject({ code: 'MERMAID_SYNTAX_ERROR', line: 3 });
    expect(parseError('sequenceDiagram\n  destroy\n')).toMatchObject({ code: 'MERMAID_SYNTAX_ERROR', line: 2 });
  });
});

import { describe, expect, it } from 'vitest';
import { validateScene } from '../../../../engine/validate/index.js';
import { idsOf, nodeOf, parseError, parseOk, warningsAt } from '../helpers.js';

describe('sequenceDiagram: participants', () => {
  it('reads a sequence diagram as the sequence family, with no layout, valid for DSP', () => {
    const { scene, warnings } = parseOk('sequenceDiagram\n  Alice->>John: Hello John\n  John-->>Alice: Great!\n');
    expect(scene.diagramFamily).toBe('sequence');
    expect(warnings).toEqual([]);
    expect(scene.elements.some((element) => 'layout' in element)).toBe(false);
    expect(validateScene(scene).diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });

  it('draws participants and actors left to right in order of first appearance', () => {
    const { scene } = parseOk('sequenceDiagram\n  participant Bob\n  actor Alice\n  Carol->>Bob: hi\n  Alice->>Carol: hey\n');
    expect(idsOf(scene, 'node')).toEqual(['Bob', 'Alice', 'Carol']);
    expect(nodeOf(scene, 'Bob').nodeType).toBe('sequence.lifeline');
    expect(nodeOf(scene, 'Alice').nodeType).toBe('sequence.actor');
    expect(nodeOf(scene, 'Carol').nodeType).toBe('sequence.lifeline');
  });

  it('labels a participant with its alias; the id stays the Mermaid name', () => {
    const { scene } = parseOk('sequenceDiagram\n  participant A as Alice<br/>Johnson\n  actor J as John\n  A->>J: hi\n');
    expect(nodeOf(scene, 'A').label).toBe('Alice\nJohnson');
    expect(nodeOf(scene, 'J')).toMatchObject({ label: 'John', nodeType: 'sequence.actor' });
  });

  it('reads @{ } settings: alias as the label, "as" over it, type actor as an actor, other symbols warned', () => {
    const { scene, warnings } = parseOk([
      'sequenceDiagram',
      '  participant API@{ "type": "boundary", "alias": "Internal" } as External',
      '  participant U@{ "type": "actor" }',
      '  participant DB@{ "alias": "User Database" }',
      '  API->>DB: Query',
    ].join('\n'));
    expect(nodeOf(scene, 'API').label).toBe('External');
    expect(nodeOf(scene, 'U').nodeType).toBe('sequence.actor');
    expect(nodeOf(scene, 'DB').label).toBe('User Database');
    expect(warningsAt(warnings)).toEqual(['MERMAID_APPROXIMATED@2']);
    expect(warnings[0]!.data).toMatchObject({ construct: 'participantType', type: 'boundary' });
    expect(warnings[0]!.elementId).toBe('API');
  });

  it('keeps a name with spaces (rewritten to a DSP id, warned) and its text as the label', () => {
    const { scene, warnings } = parseOk('sequenceDiagram\n  participant Web Server\n  Web Server->>DB: GET\n');
    expect(nodeOf(scene, 'Web_Server').label).toBe('Web Server');
    expect(warningsAt(warnings)).toEqual(['MERMAID_ID_REWRITTEN@2']);
  });

  it('reads keywords in any case, as Mermaid does', () => {
    const { scene } = parseOk('sequenceDiagram\n  PARTICIPANT A\n  Actor B\n  A->>B: hi\n  NOTE over A: n\n');
    expect(nodeOf(scene, 'B').nodeType).toBe('sequence.actor');
    expect(idsOf(scene, 'node')).toContain('note_1');
  });

  it('refuses a participant name with characters Mermaid ends a name at, saying where', () => {
    const error = parseError('sequenceDiagram\n  participant A<B\n');
    expect(error).toMatchObject({ code: 'MERMAID_SYNTAX_ERROR', line: 2, column: 16 });
  });
});

describe('sequenceDiagram: title and accessibility', () => {
  it('takes the title statement as the scene title and accDescr as its description', () => {
    const { scene } = parseOk('sequenceDiagram\n  title Checkout\n  accTitle: Checkout flow\n  accDescr: Paying for a cart\n  A->>B: pay\n');
    expect(scene.scene).toEqual({ id: 'mermaid', title: 'Checkout', description: 'Paying for a cart' });
  });

  it('takes accTitle when there is no title, the frontmatter title over both, and a multi-line accDescr', () => {
    expect(parseOk('sequenceDiagram\n  accTitle: Flow\n  A->>B: x\n').scene.scene.title).toBe('Flow');
    const front = parseOk('---\ntitle: Front\n---\nsequenceDiagram\n  title Inner\n  A->>B: x\n');
    expect(front.scene.scene.title).toBe('Front');
    expect(warningsAt(front.warnings)).toEqual(['MERMAID_UNSUPPORTED@5']);
    expect(parseOk('sequenceDiagram\n  accDescr {\n    two\n    lines\n  }\n  A->>B: x\n').scene.scene.description).toBe('two\nlines');
  });

  it('warns about a title another one replaces', () => {
    const { scene, warnings } = parseOk('sequenceDiagram\n  title One\n  accTitle: Two\n  title Three\n  A->>B: x\n');
    expect(scene.scene.title).toBe('Three');
    expect(warningsAt(warnings)).toEqual(['MERMAID_UNSUPPORTED@2', 'MERMAID_UNSUPPORTED@3']);
  });

  it('skips %% comments, also after a statement', () => {
    const { scene, warnings } = parseOk('sequenceDiagram\n  %% a comment\n  A->>B: hi %% not part of the text\n');
    expect(warnings).toEqual([]);
    expect(scene.elements.find((element) => element.kind === 'edge')).toMatchObject({ label: 'hi' });
  });
});

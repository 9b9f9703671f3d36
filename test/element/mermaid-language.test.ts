import { StringStream } from '@codemirror/language';
import { describe, expect, it } from 'vitest';
import { mermaidStreamParser } from '../../element/playground/mermaid-language.js';

/**
 * The playground editor's Mermaid highlighting, token by token: each line of a text as
 * [token, style] pairs (spaces left out), read with CodeMirror's own StringStream as the
 * editor reads it.
 */
function tokens(text: string): Array<Array<[string, string | null]>> {
  const state = mermaidStreamParser.startState!(2);
  return text.split('\n').map((line) => {
    const stream = new StringStream(line, 2, 2);
    const found: Array<[string, string | null]> = [];
    while (!stream.eol()) {
      const style = mermaidStreamParser.token(stream, state);
      if (stream.current().trim() !== '') found.push([stream.current(), style]);
      stream.start = stream.pos;
    }
    return found;
  });
}

describe('playground highlighting: sequenceDiagram', () => {
  it('reads statements, names, every arrow kind with its activation mark, and message text', () => {
    const lines = tokens([
      'sequenceDiagram',
      '  participant A as Alice Smith',
      '  actor B@{ "type": "actor" }',
      '  A->>+B: Hello (there) -> you',
      '  B-->>-A: Great!',
      '  A-)B: async',
      '  B--xA: lost',
      '  A<<->>B: both',
      '  A-|\\B: half',
      '  B//--A: stick',
    ].join('\n'));
    expect(lines[0]).toEqual([['sequenceDiagram', 'keyword']]);
    expect(lines[1]).toEqual([['participant', 'keyword'], ['A', 'variableName'], ['as', 'keyword'], ['Alice Smith', 'string']]);
    expect(lines[2]).toEqual([['actor', 'keyword'], ['B', 'variableName'], ['@{ "type": "actor" }', 'meta']]);
    expect(lines[3]).toEqual([['A', 'variableName'], ['->>+', 'operator'], ['B', 'variableName'], [': Hello (there) -> you', 'string']]);
    expect(lines[4]).toEqual([['B', 'variableName'], ['-->>-', 'operator'], ['A', 'variableName'], [': Great!', 'string']]);
    for (const [index, arrow] of [[5, '-)'], [6, '--x'], [7, '<<->>'], [8, '-|\\'], [9, '//--']] as const) {
      expect(lines[index]![1]).toEqual([arrow, 'operator']);
      expect(lines[index]![0]![1]).toBe('variableName');
      expect(lines[index]![2]![1]).toBe('variableName');
    }
  });

  it('reads notes, blocks with their titles, autonumber, activate and comments', () => {
    const lines = tokens([
      'sequenceDiagram',
      '  Note right of John: thinks',
      '  note over A,B: both',
      '  loop Every minute',
      '    alt is sick',
      '    else is well',
      '    end',
      '  end',
      '  autonumber 10 5',
      '  autonumber off',
      '  activate John',
      '  %% a comment',
      '  rect rgb(0, 255, 0)',
    ].join('\n'));
    expect(lines[1]).toEqual([['Note', 'keyword'], ['right of', 'keyword'], ['John', 'variableName'], [': thinks', 'string']]);
    expect(lines[2]).toEqual([['note', 'keyword'], ['over', 'keyword'], ['A', 'variableName'], [',', 'punctuation'], ['B', 'variableName'], [': both', 'string']]);
    expect(lines[3]).toEqual([['loop', 'keyword'], ['Every minute', 'string']]);
    expect(lines[4]).toEqual([['alt', 'keyword'], ['is sick', 'string']]);
    expect(lines[5]).toEqual([['else', 'keyword'], ['is well', 'string']]);
    expect(lines[6]).toEqual([['end', 'keyword']]);
    expect(lines[8]).toEqual([['autonumber', 'keyword'], ['10', 'number'], ['5', 'number']]);
    expect(lines[9]).toEqual([['autonumber', 'keyword'], ['off', 'atom']]);
    expect(lines[10]).toEqual([['activate', 'keyword'], ['John', 'variableName']]);
    expect(lines[11]).toEqual([['%% a comment', 'comment']]);
    expect(lines[12]).toEqual([['rect', 'keyword'], ['rgb(0, 255, 0)', 'string']]);
  });

  it('reads a frontmatter config before the keyword', () => {
    const lines = tokens('---\nconfig:\n  sequence:\n    mirrorActors: false\n---\nsequenceDiagram\n  A->>B: hi');
    expect(lines[3]).toEqual([['mirrorActors', 'propertyName'], [': false', 'string']]);
    expect(lines[6]).toEqual([['A', 'variableName'], ['->>', 'operator'], ['B', 'variableName'], [': hi', 'string']]);
  });
});

describe('playground highlighting: stateDiagram', () => {
  it('reads states, [*], transitions with text, stereotypes, notes and composite states', () => {
    const lines = tokens([
      'stateDiagram-v2',
      '  [*] --> Still',
      '  Still --> Moving : push',
      '  state fork_state <<fork>>',
      '  state "Long name" as LN',
      '  note right of Still : a note',
      '  state Moving {',
      '    direction LR',
      '  }',
    ].join('\n'));
    expect(lines[0]).toEqual([['stateDiagram-v2', 'keyword']]);
    expect(lines[1]).toEqual([['[*]', 'string'], ['-->', 'operator'], ['Still', 'variableName']]);
    expect(lines[2]).toEqual([['Still', 'variableName'], ['-->', 'operator'], ['Moving', 'variableName'], [': push', 'string']]);
    expect(lines[3]).toEqual([['state', 'keyword'], ['fork_state', 'variableName'], ['<<fork>>', 'meta']]);
    expect(lines[4]).toEqual([['state', 'keyword'], ['"Long name"', 'string'], ['as', 'keyword'], ['LN', 'variableName']]);
    expect(lines[5]).toEqual([['note', 'keyword'], ['right of', 'keyword'], ['Still', 'variableName'], [': a note', 'string']]);
    expect(lines[7]).toEqual([['direction', 'keyword'], ['LR', 'atom']]);
  });
});

describe('playground highlighting: flowchart and erDiagram are read as before', () => {
  it('keeps node text in brackets, arrows with labels and ER attribute blocks', () => {
    const lines = tokens('flowchart LR\n  A[Start] -->|yes| B{Ok?}\nerDiagram\n  CUSTOMER ||--o{ ORDER : places\n  ORDER {\n    int id PK\n  }');
    expect(lines[0]).toEqual([['flowchart', 'keyword'], ['LR', 'atom']]);
    expect(lines[1]).toEqual([['A', 'variableName'], ['[Start]', 'string'], ['-->', 'operator'], ['|yes|', 'labelName'], ['B', 'variableName'], ['{Ok?}', 'string']]);
    expect(lines[3]).toEqual([['CUSTOMER', 'variableName'], ['||--o{', 'operator'], ['ORDER', 'variableName'], [': places', 'string']]);
    expect(lines[5]).toEqual([['int', 'typeName'], ['id', 'variableName'], ['PK', 'keyword']]);
  });
});

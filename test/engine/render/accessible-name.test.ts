import { describe, expect, it } from 'vitest';
import { parseMermaid, render } from '../../../engine/index.js';
import { accessibleName } from '../../../engine/render/accessible-name.js';
import { loadFontsFromDisk } from '../../../fonts/node.js';

const named = (text: string): string => {
  const parsed = parseMermaid(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return accessibleName(parsed.scene as Parameters<typeof accessibleName>[0]);
};

describe("an untitled drawing's accessible name says what it shows", () => {
  it('names the kind of diagram and its first three labels, not the id "mermaid"', () => {
    expect(named('flowchart LR\n  Login[Sign in] --> Check{Valid?}\n  Check --> Home\n  Check --> Err[Try again]\n  Err --> Login\n')).toBe('Diagram: Sign in, Valid?, Home and 1 more');
    expect(named('erDiagram\n  CUSTOMER ||--o{ ORDER : places\n')).toBe('Entity-relationship diagram: CUSTOMER, ORDER');
    expect(named('sequenceDiagram\n  Alice->>John: Hello\n')).toMatch(/^Sequence diagram: Alice, John/);
  });

  it('keeps a title when there is one, and reads multi-line labels as one line', () => {
    expect(named('---\ntitle: Sign-in flow\n---\nflowchart LR\n  a --> b\n')).toBe('Sign-in flow');
    expect(named('flowchart LR\n  a["two<br>lines"]\n')).toMatch(/^Diagram: two ?lines$/);
  });

  it('is the <title> and aria-label of the SVG', async () => {
    const { svg } = await render('flowchart LR\n  A[Order] --> B[Ship]\n', { fonts: await loadFontsFromDisk() });
    expect(svg).toContain('aria-label="Diagram: Order, Ship"><title>Diagram: Order, Ship</title>');
    expect(svg).not.toContain('<title>mermaid</title>');
  });
});

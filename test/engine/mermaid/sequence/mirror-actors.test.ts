import { beforeAll, describe, expect, it } from 'vitest';
import type { FontBytes } from '../../../../engine/measure/index.js';
import { renderMermaid } from '../../../../engine/render-api/render.js';
import { loadFontsFromDisk } from '../../../../fonts/node.js';
import { parseOk, warningsAt } from '../helpers.js';

/**
 * Mermaid's `sequence.mirrorActors` (default true: the participants drawn again at the
 * bottom) is the sequence family's foot bars: false leaves them out, as Mermaid does.
 */
let fonts: FontBytes;
beforeAll(async () => {
  fonts = await loadFontsFromDisk();
});

const BODY = 'sequenceDiagram\n  actor Alice\n  participant Bob\n  Alice->>Bob: Hello\n';
/** How often the drawing writes a participant's name: once for its header, once more for its foot. */
const namesDrawn = (svg: string, name: string): number => svg.split(`>${name}</text>`).length - 1;

describe('sequenceDiagram: mirrorActors', () => {
  it('by default (as in Mermaid) each participant is drawn again at the bottom of its lifeline', async () => {
    expect(parseOk(BODY).scene.extensions).toBeUndefined();
    const { svg } = await renderMermaid(BODY, { fonts });
    expect(namesDrawn(svg!, 'Alice')).toBe(2);
    expect(namesDrawn(svg!, 'Bob')).toBe(2);
  });

  it.each([
    ['frontmatter config', `---\nconfig:\n  sequence:\n    mirrorActors: false\n---\n${BODY}`],
    ['%%{init}%% directive', `%%{init: {"sequence": {"mirrorActors": false}}}%%\n${BODY}`],
  ])('false in a %s draws each participant once, at the top, without a warning', async (_, text) => {
    const { scene, warnings } = parseOk(text);
    expect(scene.extensions).toEqual({ showLifelineFeet: false });
    expect(warnings).toEqual([]);
    const { svg } = await renderMermaid(text, { fonts });
    expect(namesDrawn(svg!, 'Alice')).toBe(1);
    expect(namesDrawn(svg!, 'Bob')).toBe(1);
  });

  it('a directive after the frontmatter wins (Mermaid\'s order); true keeps the feet', () => {
    const text = `---\nconfig:\n  sequence:\n    mirrorActors: false\n---\n%%{init: {'sequence': {'mirrorActors': true}}}%%\n${BODY}`;
    expect(parseOk(text).scene.extensions).toBeUndefined();
  });

  it('other sequence settings are still warned about as ignored', () => {
    const text = `%%{init: {"sequence": {"mirrorActors": false, "showSequenceNumbers": true}}}%%\n${BODY}`;
    const { scene, warnings } = parseOk(text);
    expect(scene.extensions).toEqual({ showLifelineFeet: false });
    expect(warningsAt(warnings)).toEqual(['MERMAID_UNSUPPORTED@1']);
  });
});

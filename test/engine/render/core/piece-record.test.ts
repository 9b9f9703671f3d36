import { describe, expect, it } from 'vitest';
import { pieceSharesNothing, startPiece, unrecorded } from '../../../../engine/render/svg/piece-record.js';
import { attributes, element, group, textElementAfter } from '../../../../engine/render/svg/writer.js';

/** The piece `draw` returns, and whether the record says it shares nothing. */
function recorded(draw: () => string): boolean {
  startPiece();
  return pieceSharesNothing(draw());
}

// Hoisting leaves unread the pieces the record says share nothing: that answer must hold
// of the markup itself, and anything the record cannot vouch for must be read.
describe('piece record', () => {
  const box = (fill: string): string => element('path', { d: 'M0 0H10V10H0Z', fill, stroke: '#334155' });

  it('says a piece shares nothing when its drawing elements have no hoistable value in common', () => {
    expect(recorded(() => group({ id: 'n' }, box('#ffffff') + element('path', { d: 'M0 0H5', stroke: '#111111' })))).toBe(true);
    expect(recorded(() => element('use', { href: '#icon' }) + box('#ffffff'))).toBe(true);
  });

  it('says nothing of a piece that may share: it is read as before', () => {
    expect(recorded(() => box('#ffffff') + box('#ffffff'))).toBe(false);
    expect(recorded(() => group({ id: 'n' }, box('#ffffff'), box('#fee2e2')))).toBe(false);
    expect(recorded(() => '')).toBe(false);
  });

  it('counts the pairs a text painter wrote earlier, as they are written after the tag', () => {
    const paint = attributes({ 'font-family': 'Inter', fill: '#1f2937' });
    const label = (): string => textElementAfter('text', { x: 1 }, paint, 'a');
    expect(recorded(() => label() + label())).toBe(false);
    expect(recorded(() => label() + element('path', { d: 'M0 0H5', stroke: '#111111' }))).toBe(true);
  });

  it('vouches only for a piece made of exactly what was written while it was drawn', () => {
    // Markup from elsewhere, or written and left out, shows in the length: the piece is read.
    expect(recorded(() => '<path fill="#ffffff"/>' + box('#fee2e2') + element('path', { d: 'M0 0H5', stroke: '#111111' }))).toBe(false);
    expect(recorded(() => {
      box('#000000');
      return box('#fee2e2') + element('path', { d: 'M0 0H5', stroke: '#111111' });
    })).toBe(false);
    // Definitions are built unrecorded: they go to <defs>, not into the piece.
    expect(recorded(() => {
      unrecorded(() => element('clipPath', { id: 'c' }, box('#000000')));
      return box('#fee2e2') + element('path', { d: 'M0 0H5', stroke: '#111111' });
    })).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { publicSvg } from '../../server/use-cases/sharing/public-svg.js';

// The copy of a stored drawing keyless addresses serve: no brief (which the engine writes as
// <desc> when the scene has no description), and through a share link no title or
// description either; the drawing itself untouched.
const head = (label: string, title: string, desc?: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" viewBox="0 0 10 10" role="img" aria-label="${label}"><title>${title}</title>${desc === undefined ? '' : `<desc>${desc}</desc>`}`;
const BODY = '<defs><style>x{}</style></defs><rect width="10" height="10"/><g><title>icon</title></g></svg>';

describe('publicSvg', () => {
  it('published: keeps the title and a description of its own, drops a <desc> made from the brief', () => {
    expect(publicSvg(head('Orders', 'Orders', 'our brief') + BODY, { access: 'public', hasDescription: false })).toBe(head('Orders', 'Orders') + BODY);
    const described = head('Orders', 'Orders', 'How orders flow') + BODY;
    expect(publicSvg(described, { access: 'public', hasDescription: true })).toBe(described);
  });

  it('through a link: the drawing is named "Shared diagram" and has no description', () => {
    const shown = publicSvg(head('Orders &amp; &quot;more&quot;', 'Orders &amp; "more"', 'How orders flow') + BODY, { access: 'link', hasDescription: true });
    expect(shown).toBe(head('Shared diagram', 'Shared diagram') + BODY);
  });

  it('finds the accessible name wherever it sits in the root element, and leaves other titles alone', () => {
    const svg = '<svg aria-label="Secret" xmlns="http://www.w3.org/2000/svg" role="img"><title>Secret</title><desc>brief</desc><g><title>icon</title></g></svg>';
    expect(publicSvg(svg, { access: 'link', hasDescription: false })).toBe('<svg aria-label="Shared diagram" xmlns="http://www.w3.org/2000/svg" role="img"><title>Shared diagram</title><g><title>icon</title></g></svg>');
  });

  it('leaves anything that is not an SVG document as it is', () => {
    expect(publicSvg('not svg', { access: 'link', hasDescription: false })).toBe('not svg');
  });
});

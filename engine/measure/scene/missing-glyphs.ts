import type { ElementValue, SceneDocumentValue } from '../../../schema/index.js';
import { faceStyleOf, fontStackFor, isInvisible, type FontBytes } from '../../fonts/index.js';
import { columnsOf, diagnostic, type Diagnostic } from '../../model/index.js';
import type { TextSpec } from '../measurer.js';
import { edgeLabelSpec, textSpecOf } from './text-specs.js';

/** How many distinct characters a GLYPH_MISSING message lists before it says "and N more". */
const LISTED = 12;

/** The texts an element draws, with what each is set in. */
function drawnTexts(element: ElementValue, scene: SceneDocumentValue): Array<{ text: string; spec: TextSpec }> {
  switch (element.kind) {
    case 'node': {
      const spec = textSpecOf(element, scene);
      const texts = element.label === undefined ? [] : [{ text: element.label, spec }];
      for (const column of columnsOf(element)) texts.push({ text: `${column.name} ${column.type ?? ''}`, spec });
      return texts;
    }
    case 'edge':
      return element.label === undefined ? [] : [{ text: element.label, spec: edgeLabelSpec(element, scene) }];
    case 'text':
      return element.text === undefined ? [] : [{ text: element.text, spec: textSpecOf(element, scene) }];
    case 'frame':
      return element.title === undefined ? [] : [{ text: element.title, spec: textSpecOf(element, scene, 'bold') }];
    default:
      return [];
  }
}

/**
 * GLYPH_MISSING: the visible characters an element draws that no face of its font's
 * fallback chain has (CJK, emoji, most non-Latin scripts in the bundled fonts). They keep
 * their room but no viewer draws them (engine/render/text/README.md), so instead of
 * vanishing silently each element with such characters gets one warning naming them.
 * Invisible code points (joiners, variation selectors, controls) are not reported.
 */
export function missingGlyphDiagnostics(scene: SceneDocumentValue, fonts: FontBytes): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const element of scene.elements) {
    if (element.visible === false) continue;
    const missing = new Set<string>();
    for (const { text, spec } of drawnTexts(element, scene)) {
      const stack = fontStackFor(fonts, spec.font, faceStyleOf(spec));
      // By index, and a string made only for a missing character: every drawn text of the
      // scene passes here, and `for (const ch of text)` made a string per character.
      for (let i = 0; i < text.length; i++) {
        const cp = text.codePointAt(i)!;
        if (cp > 0xffff) i++;
        if (stack.resolve(cp).face === -1 && !isInvisible(cp)) missing.add(String.fromCodePoint(cp));
      }
    }
    if (missing.size > 0) diagnostics.push(glyphMissing(element.id, [...missing]));
  }
  return diagnostics;
}

function glyphMissing(elementId: string, characters: string[]): Diagnostic {
  const listed = characters.slice(0, LISTED).join('');
  const more = characters.length > LISTED ? ` and ${characters.length - LISTED} more` : '';
  const codePoints = characters.map((ch) => `U+${(ch.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`);
  return diagnostic(
    'GLYPH_MISSING',
    `"${listed}"${more} in ${elementId} have no glyph in the bundled fonts and are not drawn: pass a font that has them (fallbackFonts, e.g. a Noto font for CJK) or use other characters.`,
    { elementId, data: { characters: characters.join(''), codePoints } },
  );
}

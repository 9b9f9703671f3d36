import type { ElementValue, SceneDocumentValue } from '../../../schema/index.js';
import { faceStyleOf, fontStackFor, isInvisible, type FontBytes, type FontStack } from '../../fonts/index.js';
import { diagnostic, type Diagnostic } from '../../model/index.js';
import type { TextSpec } from '../measurer.js';
import { edgeLabelSpec, textSpecOf } from './text-specs.js';

/** How many distinct characters a GLYPH_MISSING message lists before it says "and N more". */
const LISTED = 12;

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
    const missing = missingIn(element, scene, fonts);
    if (missing !== undefined) diagnostics.push(glyphMissing(element.id, [...missing]));
  }
  return diagnostics;
}

/**
 * The characters without a glyph in the texts an element draws, in order of appearance;
 * undefined when there are none. Every drawn text of the scene passes here: the texts are
 * read where they are (an ER column as its name, a space and its type), the stack found
 * once per element, and a set made only for an element with a missing character.
 */
function missingIn(element: ElementValue, scene: SceneDocumentValue, fonts: FontBytes): Set<string> | undefined {
  switch (element.kind) {
    case 'node': {
      const columns = element.extensions?.columns ?? [];
      if (element.label === undefined && columns.length === 0) return undefined;
      const stack = stackOf(textSpecOf(element, scene), fonts);
      let missing = element.label === undefined ? undefined : scan(element.label, stack, undefined);
      for (const column of columns) {
        missing = scan(column.type ?? '', stack, scan(' ', stack, scan(column.name, stack, missing)));
      }
      return missing;
    }
    case 'edge':
      return element.label === undefined ? undefined : scan(element.label, stackOf(edgeLabelSpec(element, scene), fonts), undefined);
    case 'text':
      return element.text === undefined ? undefined : scan(element.text, stackOf(textSpecOf(element, scene), fonts), undefined);
    case 'frame':
      return element.title === undefined ? undefined : scan(element.title, stackOf(textSpecOf(element, scene, 'bold'), fonts), undefined);
    default:
      return undefined;
  }
}

function stackOf(spec: TextSpec, fonts: FontBytes): FontStack {
  return fontStackFor(fonts, spec.font, faceStyleOf(spec));
}

/** `missing` with the text's characters no face of the stack has added (made when the first is found). */
function scan(text: string, stack: FontStack, missing: Set<string> | undefined): Set<string> | undefined {
  // By index, and a string made only for a missing character: `for (const ch of text)`
  // made a string per character.
  for (let i = 0; i < text.length; i++) {
    const cp = text.codePointAt(i)!;
    if (cp > 0xffff) i++;
    if (stack.resolve(cp).face === -1 && !isInvisible(cp)) (missing ??= new Set()).add(String.fromCodePoint(cp));
  }
  return missing;
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

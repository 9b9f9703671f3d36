import { diagnostic, type Diagnostic } from '../model/index.js';

/** TEXT_OVERFLOW for an element whose text needs `requiredHeight` px but has `availableHeight` px (both box heights). */
export function textOverflowDiagnostic(elementId: string, requiredHeight: number, availableHeight: number): Diagnostic {
  const needed = Math.ceil(requiredHeight);
  return diagnostic(
    'TEXT_OVERFLOW',
    `Text needs ${needed} px of height but the element has ${availableHeight} px: make it at least ${needed} px tall, set layout.autoSize to "content", or shorten the text.`,
    { elementId, data: { requiredHeight, availableHeight } },
  );
}

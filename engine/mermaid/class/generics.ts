/**
 * Mermaid's generics: `List~int~` is `List<int>`, `List~List~int~~` is `List<List<int>>`.
 * A "~" opens a type when a name character follows it, and closes the innermost open one
 * otherwise (before a space, another "~", "(" or the end).
 */
const NAME_CHAR = /[\p{L}\p{N}_]/u;

export function genericText(text: string): string {
  if (!text.includes('~')) return text;
  let out = '';
  let open = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text.charAt(i);
    if (char !== '~') {
      out += char;
      continue;
    }
    if (NAME_CHAR.test(text.charAt(i + 1)) && i > 0) {
      out += '<';
      open++;
    } else if (open > 0) {
      out += '>';
      open--;
    } else {
      out += char;
    }
  }
  return out;
}

/** Plain UTF-16 code-unit order: the same in every locale and runtime (unlike localeCompare). */
export function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

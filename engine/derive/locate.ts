/** 1-based line and column of character offsets in one text, found by binary search over its line starts. */
export interface Locator {
  at(offset: number): { line: number; column: number };
}

export function locator(text: string): Locator {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) starts.push(i + 1);
  return {
    at(offset: number) {
      let low = 0;
      let high = starts.length - 1;
      while (low < high) {
        const mid = (low + high + 1) >> 1;
        if (starts[mid]! <= offset) low = mid;
        else high = mid - 1;
      }
      return { line: low + 1, column: offset - starts[low]! + 1 };
    },
  };
}

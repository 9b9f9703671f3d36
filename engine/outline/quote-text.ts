/**
 * A label or title in double quotes with JSON string escapes (\" \\ \n \t \uXXXX), so a
 * line never breaks inside a label and JSON.parse reads the quoted part back exactly.
 */
export function quoteText(text: string): string {
  return JSON.stringify(text);
}

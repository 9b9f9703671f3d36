/** How many ids one note line lists before "and N more". */
const LISTED = 8;

/**
 * What Mermaid cannot show of a scene, one line per kind of loss, each naming the
 * elements concerned. Lines keep the order their kind was first met (deterministic,
 * since the writers walk the scene in document order).
 */
export class Notes {
  private readonly byText = new Map<string, string[]>();

  /** Records a loss, optionally for one element (listed once per line). */
  add(text: string, id?: string): void {
    let ids = this.byText.get(text);
    if (!ids) {
      ids = [];
      this.byText.set(text, ids);
    }
    if (id !== undefined && !ids.includes(id)) ids.push(id);
  }

  /** The note lines. */
  list(): string[] {
    return [...this.byText].map(([text, ids]) => {
      if (ids.length === 0) return text;
      const shown = ids.slice(0, LISTED).join(', ');
      return `${text}: ${shown}${ids.length > LISTED ? ` and ${ids.length - LISTED} more` : ''}`;
    });
  }
}

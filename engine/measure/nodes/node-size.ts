/** A node's (or text element's) size before placement: its own, or the default, grown to fit its text. */
export interface NodeSize {
  width: number;
  height: number;
}

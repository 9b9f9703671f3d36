/**
 * The measurements of an ER entity table, in px (README.md in this folder shows them on a
 * drawing). Text sizes follow the header's font size so a larger entity font scales the
 * whole table; the defaults are for the 14 px header.
 */
export const TABLE_METRICS = {
  /** Header font size when neither the element style nor the scene defaults set one. */
  headerFontSize: 14,
  /** Rows are set this much smaller than the header (12 px by default). */
  rowFontStep: 2,
  /** Badges ("PK", "FK") are set this much smaller than the rows (9 px bold by default). */
  badgeFontStep: 3,
  /** The smallest font size any part of a table is set in. */
  minFontSize: 6,
  /** Space above and below the header text; the header is at least `minHeaderHeight`. */
  headerPaddingY: 8,
  minHeaderHeight: 32,
  /** Space left and right of the header text. */
  headerPaddingX: 12,
  /** Space above and below a row's text; a row is at least `minRowHeight`. */
  rowPaddingY: 5,
  minRowHeight: 24,
  /** Space between a row's edge and its first badge, and between its type and its right edge. */
  cellPaddingX: 10,
  /** A badge is its text plus this on each side, at least `minBadgeWidth` wide, `badgeHeight` tall. */
  badgePaddingX: 4,
  minBadgeWidth: 22,
  badgeHeight: 14,
  /** Between two badges of one row (a column both PK and FK). */
  badgeGap: 3,
  /** Between the badge column and the names (only when some row has a badge). */
  badgeColumnGap: 6,
  /** The least space between a name and its right-aligned type. */
  nameTypeGap: 16,
} as const;

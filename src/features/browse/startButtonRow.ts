/**
 * The card as two rows of its list's grid (CategoryPage's item spans them, as a subgrid): its words, then its
 * Start button. The cards of one row of the grid share both rows, so their Start buttons line up and have one
 * height, the tallest label's, whether a title wraps to one line, two or three (issue 31, in either language).
 */
export const startButtonRow = {
  display: 'grid',
  gridRow: 'span 2',
  gridTemplateRows: 'subgrid',
  rowGap: 0,
} as const;

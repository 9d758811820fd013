/** `#`: a number at least this large (more than a day's dose of most tablets), as in the crisis rules. */
const leastNumber = 8;

/** A test on one typed (normalised) word. */
export type WordTest = (token: string) => boolean;

/**
 * One word of the knowledge files' word lists as a test: `*` at its start or end stands for any beginning or
 * ending (at least one letter), `#` for a number of 8 or more; any other word must be typed as written.
 */
export function wordTest(word: string): WordTest {
  if (word === '#') return (token) => /^\d+$/.test(token) && Number(token) >= leastNumber;
  const starts = word.startsWith('*');
  const ends = word.endsWith('*');
  const core = word.replace(/^\*|\*$/g, '');
  if (starts && ends) return (token) => token.includes(core) && token !== core;
  if (ends) return (token) => token.startsWith(core) && token.length > core.length;
  if (starts) return (token) => token.endsWith(core) && token.length > core.length;
  return (token) => token === core;
}

/**
 * The assistant's own sentences, taken out of a conversation's history so that only the visitor's words are read
 * (the web app sends the whole conversation). Normalised texts: words joined by single spaces.
 *
 * A sentence is looked for only when its anchor is a word of the text: its longest word between its first and last
 * stands whole (a space on each side) wherever the sentence occurs, so a text without that word cannot hold the
 * sentence. One set look-up per sentence replaces most of the searches through the whole text (issue 30: a long
 * history was two hundred searches). The result is what searching for every sentence gives.
 */
export class OwnSentences {
  private readonly sentences: { sentence: string; anchor: string | undefined }[];

  constructor(sentences: readonly string[]) {
    // Longest first, so a sentence is removed whole before any shorter one inside it.
    this.sentences = [...sentences]
      .sort((a, b) => b.length - a.length)
      .map((sentence) => ({ sentence, anchor: anchorOf(sentence) }));
  }

  /** The text with every own sentence in it replaced by a space. */
  removeFrom(text: string): string {
    let words = new Set(text.split(' '));
    for (const { sentence, anchor } of this.sentences) {
      if (anchor !== undefined && !words.has(anchor)) continue;
      if (!text.includes(sentence)) continue;
      text = text.split(sentence).join(' ');
      // Taking a sentence out may leave a part of a word as a word of its own.
      words = new Set(text.split(' '));
    }
    return text;
  }
}

/** A sentence's longest inner word (none for two words or fewer: its edges may be parts of the text's words). */
function anchorOf(sentence: string): string | undefined {
  let anchor: string | undefined;
  for (const word of sentence.split(' ').slice(1, -1)) {
    if (anchor === undefined || word.length > anchor.length) anchor = word;
  }
  return anchor;
}

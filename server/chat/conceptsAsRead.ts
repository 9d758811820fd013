import type { Knowledge } from './knowledge';

/**
 * The concepts as the recommender reads them, with the sign phrases' word lists written out: pure functions of the
 * knowledge, so that the server, the training scripts and the content preview (in the browser) read alike.
 */

/**
 * A sign phrase in the concepts' own syntax. Each `{name}` reads as `a/b/c` for the list's single words; an
 * entry of several words ("weeks along") is another way to say that part of the phrase, written after ` | `
 * (`conceptSpecs` in recommender.ts gives each way its own spec for the same part, so lists in different parts
 * add up instead of multiplying).
 */
export function withWordLists(text: string, words: Record<string, string[]>): string {
  const waysOf = (part: string): string[] => {
    const found = /\{([a-z0-9-]+)\}/.exec(part);
    if (!found) return [part];
    const entries = words[found[1]!]!;
    const single = entries.filter((entry) => !entry.includes(' '));
    const choices = [
      ...(single.length > 0 ? [single.join('/')] : []),
      ...entries.filter((entry) => entry.includes(' ')),
    ];
    return choices.flatMap((choice) => waysOf(part.replace(found[0], choice)));
  };
  return text
    .split(' & ')
    .map((part) => waysOf(part).join(' | '))
    .join(' & ');
}

/**
 * The concepts as the assistant reads them: each sign's phrases of sign-phrases.json added to the first concept
 * naming that sign (loadKnowledge checks there is one). The scope model learns from the concepts alone.
 */
export function conceptsWithSignPhrases(knowledge: Pick<Knowledge, 'concepts' | 'signPhrases'>) {
  const { words, signs } = knowledge.signPhrases;
  const extra = new Map(Object.entries(signs));
  const expand = (phrases: string[]) => phrases.map((text) => withWordLists(text, words));
  return knowledge.concepts.map((listed) => {
    // `notAfter: ["{absent}"]` is the list's words, as the recommender reads them.
    const concept = listed.notAfter
      ? {
          ...listed,
          notAfter: listed.notAfter.flatMap((entry) => words[listNamesIn([entry])[0] ?? ''] ?? [entry]),
        }
      : listed;
    const phrases = concept.sign ? extra.get(concept.sign) : undefined;
    if (!phrases) return concept;
    extra.delete(concept.sign!);
    return {
      ...concept,
      en: [...concept.en, ...expand(phrases.en)],
      sw: [...concept.sw, ...expand(phrases.sw)],
    };
  });
}

/** The word lists named as `{name}` in these entries. */
export function listNamesIn(entries: readonly string[]): string[] {
  return entries.flatMap((entry) => [...entry.matchAll(/\{([a-z0-9-]+)\}/g)].map((match) => match[1]!));
}

import { readdirSync } from 'node:fs';
import path from 'node:path';
import {
  assistantConceptFileSchema,
  bearersFileSchema,
  crisisEverydayFileSchema,
  crisisExemplarsFileSchema,
  crisisFileSchema,
  crisisModelFileSchema,
  crisisPolicyFileSchema,
  readingsFileSchema,
  scopeExemplarsFileSchema,
  scopeModelFileSchema,
  signPhrasesFileSchema,
  smallTalkFileSchema,
  wordFormsFileSchema,
  type AssistantConcept,
  type BearersFile,
  type CrisisEverydayFile,
  type CrisisExemplarsFile,
  type CrisisFile,
  type CrisisModelFile,
  type CrisisPolicyFile,
  type ReadingsFile,
  type ScopeExemplarsFile,
  type ScopeModelFile,
  type SignPhrasesFile,
  type SmallTalkFile,
  type WordFormsFile,
} from '../../schemas';
import { FixtureError, readFixtureFile } from '../fixtures';

/**
 * The assistant's knowledge, read from fixtures/assistant and validated once when the assistant is built
 * (at server start): concepts by area, the crisis vocabulary, examples, model weights and decision table, greetings, other subjects and whose health a message is about. The Kiswahili names of
 * tests and services are the catalogue's own (see kiswahili.ts). A file that does not validate stops the
 * start with its name and every problem, as the catalogue's fixtures do.
 */

export interface Knowledge {
  concepts: AssistantConcept[];
  crisis: CrisisFile;
  /** The crisis model's reviewed examples (crisis-exemplars.json). */
  crisisExemplars: CrisisExemplarsFile;
  /** The crisis model's everyday look-alikes (crisis-everyday.json). */
  crisisEveryday: CrisisEverydayFile;
  /** The crisis model's weights, trained offline by scripts/train-crisis-model.ts (crisis-model.json). */
  crisisModel: CrisisModelFile;
  /** The crisis decision table (crisis-policy.json). */
  crisisPolicy: CrisisPolicyFile;
  smallTalk: SmallTalkFile;
  /** Whose health a message is about: people, or only animals, crops and things (bearers.json). */
  bearers: BearersFile;
  /** The scope model's reviewed examples and settings (scope-exemplars.json). */
  scopeExemplars: ScopeExemplarsFile;
  /** The scope model's weights, trained offline by scripts/train-scope-model.ts (scope-model.json). */
  scopeModel: ScopeModelFile;
  /** The veto model's weights, trained offline by the same script (scope-veto-model.json). */
  scopeVetoModel: ScopeModelFile;
  /** Readings a visitor types (blood pressure), judged by a test's own sign rules. */
  readings: ReadingsFile;
  /** How visitors say each warning sign, beside its id (sign-phrases.json): read as the concept naming it. */
  signPhrases: SignPhrasesFile;
  /** How a word no phrase knows is read as the phrases are written (word-forms.json). */
  wordForms: WordFormsFile;
}

/** The concepts of every file in `concepts/`, files in name order; an id defined twice stops the start. */
export function loadConcepts(dir: string): AssistantConcept[] {
  const conceptsDir = path.join(dir, 'concepts');
  const concepts: AssistantConcept[] = [];
  const seen = new Map<string, string>();
  for (const name of readdirSync(conceptsDir)
    .filter((file) => file.endsWith('.json'))
    .sort()) {
    const file = path.join(conceptsDir, name);
    for (const concept of readFixtureFile(file, assistantConceptFileSchema).concepts) {
      const earlier = seen.get(concept.id);
      if (earlier) throw new FixtureError(file, [`concept "${concept.id}" is also defined in ${earlier}`]);
      seen.set(concept.id, name);
      concepts.push(concept);
    }
  }
  return concepts;
}

export function loadKnowledge(dir: string): Knowledge {
  const concepts = loadConcepts(dir);
  const signPhrasesFile = path.join(dir, 'sign-phrases.json');
  const signPhrases = readFixtureFile(signPhrasesFile, signPhrasesFileSchema);
  const named = new Set(concepts.flatMap((concept) => (concept.sign ? [concept.sign] : [])));
  const unnamed = Object.keys(signPhrases.signs).filter((sign) => !named.has(sign));
  if (unnamed.length > 0)
    throw new FixtureError(
      signPhrasesFile,
      unnamed.map((sign) => `sign "${sign}" is named by no concept (concepts/*.json "sign")`),
    );
  const unlisted = concepts.flatMap((concept) =>
    listNamesIn(concept.notAfter ?? [])
      .filter((name) => !(name in signPhrases.words))
      .map(
        (name) => `concept "${concept.id}": notAfter names "{${name}}", no word list of sign-phrases.json`,
      ),
  );
  if (unlisted.length > 0) throw new FixtureError(signPhrasesFile, unlisted);
  return {
    concepts,
    signPhrases,
    crisis: readFixtureFile(path.join(dir, 'crisis.json'), crisisFileSchema),
    crisisExemplars: readFixtureFile(path.join(dir, 'crisis-exemplars.json'), crisisExemplarsFileSchema),
    crisisEveryday: readFixtureFile(path.join(dir, 'crisis-everyday.json'), crisisEverydayFileSchema),
    crisisModel: readFixtureFile(path.join(dir, 'crisis-model.json'), crisisModelFileSchema),
    crisisPolicy: readFixtureFile(path.join(dir, 'crisis-policy.json'), crisisPolicyFileSchema),
    smallTalk: readFixtureFile(path.join(dir, 'small-talk.json'), smallTalkFileSchema),
    bearers: readFixtureFile(path.join(dir, 'bearers.json'), bearersFileSchema),
    scopeExemplars: readFixtureFile(path.join(dir, 'scope-exemplars.json'), scopeExemplarsFileSchema),
    scopeModel: readFixtureFile(path.join(dir, 'scope-model.json'), scopeModelFileSchema),
    scopeVetoModel: readFixtureFile(path.join(dir, 'scope-veto-model.json'), scopeModelFileSchema),
    readings: readFixtureFile(path.join(dir, 'readings.json'), readingsFileSchema),
    wordForms: readFixtureFile(path.join(dir, 'word-forms.json'), wordFormsFileSchema),
  };
}

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
function listNamesIn(entries: readonly string[]): string[] {
  return entries.flatMap((entry) => [...entry.matchAll(/\{([a-z0-9-]+)\}/g)].map((match) => match[1]!));
}

/** Where the server finds the knowledge: `assistant` in the fixtures folder (FIXTURES_DIR, as settings read it). */
export function defaultKnowledgeDir(): string {
  return path.resolve(process.env.FIXTURES_DIR ?? 'fixtures', 'assistant');
}

let loaded: Knowledge | undefined;

/** The knowledge in the default folder, read once per process. */
export function defaultKnowledge(): Knowledge {
  loaded ??= loadKnowledge(defaultKnowledgeDir());
  return loaded;
}

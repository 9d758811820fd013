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
import { listNamesIn } from './conceptsAsRead';

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

/**
 * The concepts and the sign phrases (how visitors say each sign), checked against each other: every sign of the
 * phrases named by a concept, every word list a concept's `notAfter` names in the phrases' lists.
 */
export function loadConceptFiles(dir: string): Pick<Knowledge, 'concepts' | 'signPhrases'> {
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
  return { concepts, signPhrases };
}

export function loadKnowledge(dir: string): Knowledge {
  return {
    ...loadConceptFiles(dir),
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

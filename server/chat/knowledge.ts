import { readdirSync } from 'node:fs';
import path from 'node:path';
import {
  assistantConceptFileSchema,
  crisisExemplarsFileSchema,
  crisisFileSchema,
  crisisRecallFileSchema,
  readingsFileSchema,
  smallTalkFileSchema,
  type AssistantConcept,
  type CrisisExemplarsFile,
  type CrisisFile,
  type CrisisRecallFile,
  type ReadingsFile,
  type SmallTalkFile,
} from '../../schemas';
import { FixtureError, readFixtureFile } from '../fixtures';

/**
 * The assistant's knowledge, read from fixtures/assistant and validated once when the assistant is built
 * (at server start): concepts by area, crisis rules, the recall layer and the exemplar layer, greetings and other subjects. The Kiswahili names of
 * tests and services are the catalogue's own (see kiswahili.ts). A file that does not validate stops the
 * start with its name and every problem, as the catalogue's fixtures do.
 */

export interface Knowledge {
  concepts: AssistantConcept[];
  crisis: CrisisFile;
  /** The recall-minded crisis layer under the rules (crisis-recall.json). */
  crisisRecall: CrisisRecallFile;
  /** The exemplar layer: example crises and look-alikes it learns from (crisis-exemplars.json). */
  crisisExemplars: CrisisExemplarsFile;
  smallTalk: SmallTalkFile;
  /** Readings a visitor types (blood pressure), judged by a test's own sign rules. */
  readings: ReadingsFile;
}

export function loadKnowledge(dir: string): Knowledge {
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
  return {
    concepts,
    crisis: readFixtureFile(path.join(dir, 'crisis.json'), crisisFileSchema),
    crisisRecall: readFixtureFile(path.join(dir, 'crisis-recall.json'), crisisRecallFileSchema),
    crisisExemplars: readFixtureFile(path.join(dir, 'crisis-exemplars.json'), crisisExemplarsFileSchema),
    smallTalk: readFixtureFile(path.join(dir, 'small-talk.json'), smallTalkFileSchema),
    readings: readFixtureFile(path.join(dir, 'readings.json'), readingsFileSchema),
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

import {
  languageKindSchema,
  type CrisisKind,
  type AssistantConcept,
  type CrisisExemplarsFile,
  type CrisisFile,
  type CrisisRecallFile,
  type SmallTalkFile,
} from '../../schemas';
import { CrisisExemplars, type Exemplar } from './exemplarModel';
import { KiswahiliVerbReader } from './kiswahiliVerbs';
import type { WordClassList } from './wordClassFinder';

export {
  CrisisExemplars,
  exemplarPlace,
  type Exemplar,
  type ExemplarExplanation,
  type ExemplarReading,
  type ExemplarSettings,
} from './exemplarModel';

/**
 * The exemplar layer of the crisis decision (fixtures/assistant/crisis-exemplars.json, docs/assistant.md).
 * Rules (crisis.json) and word classes (crisis-recall.json) catch the wording their writers thought of; this
 * layer learns from example messages a reviewer wrote, crises by kind and look-alikes (figures of speech,
 * negations, someone else, the past, the news, cooking, medicine as prescribed, everyday words), which
 * pieces of a message speak for a crisis and which against, and weighs a new message by all of its pieces
 * together (exemplarModel.ts). This module turns the file, and the concepts and small talk as everyday
 * look-alikes, into the examples, and trains the layer once per file.
 */

/** A concept phrase as plain words: "poo/poop ... blood" reads "poo poop blood". */
const plainPhrase = (phrase: string) =>
  phrase
    .replace(/^=/, '')
    .replace(/\.\.\.|[*&/]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** What else the assistant knows, read as everyday look-alikes: the concepts and small talk. */
interface EverydayKnowledge {
  concepts: readonly AssistantConcept[];
  smallTalk: Pick<SmallTalkFile, 'greetings' | 'thanks' | 'otherSubjects'>;
}

/**
 * The file's examples in file order (crises, then look-alikes), then, when `knowledgeWeight` is above 0, every
 * phrase of the concepts and of small talk as an everyday look-alike counting that much.
 */
export function exemplarsOf(file: CrisisExemplarsFile, everyday?: EverydayKnowledge): Exemplar[] {
  const list: Exemplar[] = [];
  for (const [name, group] of Object.entries(file.crisis)) {
    // A further group names its kind; the first five are named by it.
    const kind = 'kind' in group ? (group.kind as CrisisKind) : (name as CrisisKind);
    const title = name === kind ? kind : `${kind} (${name})`;
    for (const language of languageKindSchema.options) {
      for (const text of group[language])
        list.push({ text, label: kind, source: 'crisis', group: title, language });
    }
  }
  for (const [frame, group] of Object.entries(file.lookalikes)) {
    for (const language of languageKindSchema.options) {
      for (const text of group[language])
        list.push({ text, label: 'none', source: 'look-alike', group: frame, language });
    }
  }
  const weight = file.settings.knowledgeWeight;
  if (everyday && weight > 0) {
    const add = (phrases: readonly string[], group: string) => {
      for (const phrase of phrases) {
        const text = plainPhrase(phrase);
        if (text) list.push({ text, label: 'none', source: 'everyday', group, weight });
      }
    };
    // Not the warning signs: a body in danger shares a crisis's words (bleeding, not breathing, a baby), and the
    // learned layers stand down for a named sign anyway (decideCrisis), so they would only learn to doubt
    // crises from them.
    for (const concept of everyday.concepts) {
      if (!concept.sign) add([...concept.en, ...concept.sw], `concept ${concept.id}`);
    }
    add([...everyday.smallTalk.greetings, ...everyday.smallTalk.thanks], 'greetings and thanks');
    for (const subject of everyday.smallTalk.otherSubjects)
      add([...subject.cues, ...subject.words], subject.id);
  }
  return list;
}

/** The word classes of the rules ({cut}, {pills}…) and of the recall layer (means, death…), as features. */
export function wordClassesOf(crisis: CrisisFile, recall: CrisisRecallFile): WordClassList {
  const classes = new Map<string, readonly string[]>();
  for (const [name, entries] of Object.entries(crisis.classes)) classes.set(`{${name}}`, entries);
  for (const [name, entry] of Object.entries(recall.classes)) classes.set(`recall:${name}`, entry.words);
  classes.set('recall:negation', recall.negation);
  return classes;
}

interface ExemplarKnowledge extends EverydayKnowledge {
  crisis: CrisisFile;
  crisisRecall: CrisisRecallFile;
  crisisExemplars: CrisisExemplarsFile;
}

const built = new WeakMap<CrisisExemplarsFile, { from: ExemplarKnowledge; layer: CrisisExemplars }>();

/**
 * The layer for this knowledge, trained once per file (the server's knowledge is read once per process, so
 * every assistant built on it shares one layer).
 */
export function crisisExemplarsFor(knowledge: ExemplarKnowledge): CrisisExemplars {
  const earlier = built.get(knowledge.crisisExemplars);
  if (
    earlier &&
    earlier.from.concepts === knowledge.concepts &&
    earlier.from.smallTalk === knowledge.smallTalk &&
    earlier.from.crisis === knowledge.crisis &&
    earlier.from.crisisRecall === knowledge.crisisRecall
  ) {
    return earlier.layer;
  }
  const { knowledgeWeight: _weight, ...settings } = knowledge.crisisExemplars.settings;
  const verbs = new KiswahiliVerbReader(knowledge.crisis.kiswahiliVerbs);
  const layer = new CrisisExemplars(
    exemplarsOf(knowledge.crisisExemplars, knowledge),
    settings,
    wordClassesOf(knowledge.crisis, knowledge.crisisRecall),
    (tokens) => verbs.read(tokens),
  );
  built.set(knowledge.crisisExemplars, { from: knowledge, layer });
  return layer;
}

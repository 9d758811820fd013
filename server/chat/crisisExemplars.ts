import {
  languageKindSchema,
  type CrisisKind,
  type AssistantConcept,
  type CrisisExemplarsFile,
  type CrisisFile,
  type CrisisModelFile,
  type SmallTalkFile,
} from '../../schemas';
import { CrisisFeatures, CrisisModel, type Exemplar } from './exemplarModel';
import { KiswahiliVerbReader } from './kiswahiliVerbs';
import type { WordClassList } from './wordClassFinder';

export {
  CrisisModel,
  exemplarPlace,
  type Exemplar,
  type ExemplarExplanation,
  type ExemplarReading,
} from './exemplarModel';

/**
 * The crisis model's data (docs/assistant.md). The rules (crisis.json) catch the wording their writers thought
 * of; the model learns from example messages a reviewer wrote (crisis-exemplars.json), crises by kind and
 * look-alikes (figures of speech, negations, someone else, the past, the news, cooking, medicine as prescribed,
 * everyday words), which pieces of a message speak for a crisis and which against (exemplarModel.ts). This
 * module turns the file, and the concepts and small talk as everyday look-alikes, into the examples; gives the
 * training data and its hash to scripts/train-crisis-model.ts; and loads the committed weights for the server.
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

/** The vocabulary's word classes as features, every one ({cut}, {pills}, {means}, {death}…), named as the rules name them. */
export function wordClassesOf(crisis: CrisisFile): WordClassList {
  return new Map(Object.entries(crisis.classes).map(([name, words]) => [`{${name}}`, words]));
}

export interface ExemplarKnowledge extends EverydayKnowledge {
  crisis: CrisisFile;
  crisisExemplars: CrisisExemplarsFile;
}

interface ModelKnowledge extends ExemplarKnowledge {
  crisisModel: CrisisModelFile;
}

const loaded = new WeakMap<CrisisModelFile, CrisisModel>();

/**
 * The model for this knowledge, from its committed weights (trained offline; nothing is trained here), once per
 * weights file: every assistant on the same files shares it.
 */
export function crisisModelFor(knowledge: ModelKnowledge): CrisisModel {
  const earlier = loaded.get(knowledge.crisisModel);
  if (earlier) return earlier;
  const { knowledgeWeight, ...settings } = knowledge.crisisExemplars.settings;
  const verbs = new KiswahiliVerbReader(knowledge.crisis.kiswahiliVerbs);
  const features = new CrisisFeatures(settings, wordClassesOf(knowledge.crisis), (tokens) =>
    verbs.read(tokens),
  );
  // The examples only for the nearest ones (a crisis's kind, and why), read when first asked for.
  const model = new CrisisModel(knowledge.crisisModel, features, () =>
    exemplarsOf(knowledge.crisisExemplars, knowledgeWeight > 0 ? knowledge : undefined),
  );
  loaded.set(knowledge.crisisModel, model);
  return model;
}

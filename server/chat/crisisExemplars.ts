import {
  languageKindSchema,
  type CrisisKind,
  type CrisisEverydayFile,
  type CrisisExemplarsFile,
  type CrisisFile,
  type CrisisModelFile,
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
 * look-alikes (figures of speech, negations, someone else, the past, the news, cooking, medicine as prescribed),
 * and from everyday look-alikes (crisis-everyday.json), which pieces of a message speak for a crisis and which
 * against (exemplarModel.ts). This module turns the two files into the examples; gives the training data and
 * its hash to scripts/train-crisis-model.ts; and loads the committed weights for the server. It reads neither
 * the concepts nor small talk: the assistant's words for a topic change without retraining the model.
 */

/**
 * The file's examples in file order (crises, then look-alikes), then, when the everyday list counts (weight
 * above 0), its phrases as everyday look-alikes counting that much.
 */
export function exemplarsOf(file: CrisisExemplarsFile, everyday?: CrisisEverydayFile): Exemplar[] {
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
  if (everyday && everyday.weight > 0) {
    for (const [group, texts] of Object.entries(everyday.groups)) {
      for (const text of texts)
        list.push({ text, label: 'none', source: 'everyday', group, weight: everyday.weight });
    }
  }
  return list;
}

/** The vocabulary's word classes as features, every one ({cut}, {pills}, {means}, {death}…), named as the rules name them. */
export function wordClassesOf(crisis: CrisisFile): WordClassList {
  return new Map(Object.entries(crisis.classes).map(([name, words]) => [`{${name}}`, words]));
}

export interface ExemplarKnowledge {
  crisis: CrisisFile;
  crisisExemplars: CrisisExemplarsFile;
  crisisEveryday: CrisisEverydayFile;
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
  const { settings } = knowledge.crisisExemplars;
  const verbs = new KiswahiliVerbReader(knowledge.crisis.kiswahiliVerbs);
  const features = new CrisisFeatures(settings, wordClassesOf(knowledge.crisis), verbs);
  // The examples only for the nearest ones (a crisis's kind, and why), read when first asked for.
  const model = new CrisisModel(knowledge.crisisModel, features, () =>
    exemplarsOf(knowledge.crisisExemplars, knowledge.crisisEveryday),
  );
  loaded.set(knowledge.crisisModel, model);
  return model;
}

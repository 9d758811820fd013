/**
 * Trains the scope model and the veto model offline (docs/assistant.md, "Health or another subject") and writes
 * their weights to fixtures/assistant/scope-model.json and scope-veto-model.json, each with the SHA-256 of the training data and five-fold cross-validated
 * figures. The server loads the weights and trains nothing; tests/server/chat/scopeModel.test.ts fails when the
 * committed weights were not trained from the data as it is now (run this script after changing
 * scope-exemplars.json, a concept's phrases or small-talk.json).
 *
 * The examples: scope-exemplars.json's health and other-subject messages (reviewed; `fromBatches`: those taken
 * from the development scope batches as their writers labelled them), and, counting
 * `phraseWeight` as much, every concept phrase as health and every small-talk phrase (greetings, thanks, other
 * subjects' cues and words) as another subject, the two sides weighing the same in all. Training as the crisis model's (train-crisis-model.ts): a
 * logistic regression by AdaGrad over TF-IDF vectors, the examples in file order. Reads nothing of the
 * evaluation sets. Usage: tsx scripts/train-scope-model.ts (FIXTURES_DIR as for the server).
 */
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  bearersFileSchema,
  crisisFileSchema,
  languageKindSchema,
  scopeExemplarsFileSchema,
  scopeModelFileSchema,
  smallTalkFileSchema,
  wordFormsFileSchema,
  type ScopeExemplarsFile,
  type ScopeModelFile,
} from '../schemas';
import { readFixtureFile } from '../server/fixtures';
import { loadConceptFiles, type Knowledge } from '../server/chat/knowledge';
import { tokenise } from '../server/chat/normalise';
import { ScopeModel, bearerClasses, scopeFeatures, vetoFeatures } from '../server/chat/scopeModel';
import { train } from './train-crisis-model';

const dir = path.resolve(process.env.FIXTURES_DIR ?? 'fixtures', 'assistant');
const outputs: Record<ScopeModelKind, string> = {
  scope: path.join(dir, 'scope-model.json'),
  veto: path.join(dir, 'scope-veto-model.json'),
};
const folds = 5;

export interface ScopeExample {
  text: string;
  health: boolean;
  /** A reviewed message of scope-exemplars.json, or a concept's or small talk's phrase. */
  reviewed: boolean;
  weight?: number;
}

/** A concept phrase as plain words: "poo/poop ... blood" reads "poo poop blood". */
const plainPhrase = (phrase: string) =>
  phrase
    .replace(/^=/, '')
    .replace(/\.\.\.|[*&/]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** What the scope models learn from, and (for the veto's concepts) how the recommender reads words. */
type ScopeKnowledge = Pick<
  Knowledge,
  'concepts' | 'smallTalk' | 'scopeExemplars' | 'bearers' | 'signPhrases' | 'wordForms' | 'crisis'
>;

/** Which model: the scope model (the general offer) or the veto model, which also learns `veto`. */
export type ScopeModelKind = 'scope' | 'veto';

/** The examples in a fixed order: the reviewed ones by side and language, then the phrases. */
export function scopeExamplesOf(knowledge: ScopeKnowledge, kind: ScopeModelKind = 'scope'): ScopeExample[] {
  const { scopeExemplars: file, concepts, smallTalk } = knowledge;
  const list: ScopeExample[] = [];
  const sources = kind === 'veto' ? [file, file.veto, file.veto?.fromBatches] : [file];
  for (const source of sources) {
    if (!source) continue;
    for (const side of ['health', 'other'] as const) {
      for (const language of languageKindSchema.options) {
        for (const text of source[side][language])
          list.push({ text, health: side === 'health', reviewed: true });
      }
    }
  }
  const weight = file.settings.phraseWeight;
  if (weight > 0) {
    const add = (phrases: readonly string[], health: boolean) => {
      for (const phrase of phrases) {
        const text = plainPhrase(phrase);
        if (text) list.push({ text, health, reviewed: false, weight });
      }
    };
    for (const concept of concepts) if (!concept.context) add([...concept.en, ...concept.sw], true);
    add([...smallTalk.greetings, ...smallTalk.farewells, ...smallTalk.thanks], false);
    for (const subject of smallTalk.otherSubjects) add([...subject.cues, ...subject.words], false);
  }
  return list;
}

/**
 * The files the scope models learn from, and those that say how the recommender reads words (the veto's concepts);
 * never the weights files, so a model can be trained before any exists.
 */
export function readScopeTrainingKnowledge(from = dir): ScopeKnowledge {
  return {
    ...loadConceptFiles(from),
    smallTalk: readFixtureFile(path.join(from, 'small-talk.json'), smallTalkFileSchema),
    scopeExemplars: readFixtureFile(path.join(from, 'scope-exemplars.json'), scopeExemplarsFileSchema),
    bearers: readFixtureFile(path.join(from, 'bearers.json'), bearersFileSchema),
    wordForms: readFixtureFile(path.join(from, 'word-forms.json'), wordFormsFileSchema),
    crisis: readFixtureFile(path.join(from, 'crisis.json'), crisisFileSchema),
  };
}

export function scopeTrainingDataOf(knowledge: ScopeKnowledge, kind: ScopeModelKind = 'scope') {
  const { settings, veto } = knowledge.scopeExemplars;
  const examples = scopeExamplesOf(knowledge, kind);
  // The two sides weigh the same in all: the concepts' thousands of phrases would otherwise teach the model
  // that nearly anything is health.
  const total = (health: boolean) =>
    examples
      .filter((example) => example.health === health)
      .reduce((sum, example) => sum + (example.weight ?? 1), 0);
  const l2 = kind === 'veto' ? (veto?.l2 ?? settings.l2) : settings.l2;
  const training = { epochs: settings.epochs, l2, crisisWeight: total(false) / total(true) };
  const bearerWeight = kind === 'veto' ? (veto?.bearerWeight ?? 0) : 0;
  const features = kind === 'veto' ? vetoFeatures(knowledge) : scopeFeatures(settings);
  const readsConcepts = bearerWeight > 0 && veto?.readsConcepts === true;
  const hashed = JSON.stringify({
    examples: examples.map(({ text, health, weight }) => [text, health, weight ?? 1]),
    charGrams: settings.charGrams,
    wordWeight: settings.wordWeight,
    training,
    // Only when the model reads bearers.json's groups does a change there call for retraining.
    ...(bearerWeight > 0 ? { bearerWeight, bearers: [...bearerClasses(knowledge.bearers)] } : {}),
    // What it read of each example, when it reads concepts: a change in how words are read (a phrase, a typo's
    // vocabulary, a word form) that changes what an example names calls for retraining too.
    ...(readsConcepts ? { named: examples.map(({ text }) => features.namedIn(tokenise(text))) } : {}),
  });
  return {
    examples,
    features,
    training,
    sha256: createHash('sha256').update(hashed).digest('hex'),
  };
}

type TrainingData = ReturnType<typeof scopeTrainingDataOf>;

const abouts: Record<ScopeModelKind, string> = {
  scope:
    'Written by scripts/train-scope-model.ts; never edit by hand. The scope model: a logistic regression ' +
    "over a message's pieces (log-odds of health against another subject), trained offline from " +
    "scope-exemplars.json and the concepts' and small talk's phrases, with the SHA-256 of that training data " +
    'and five-fold cross-validated figures over the reviewed examples (the share of each side scored at each ' +
    'score or more). docs/assistant.md.',
  veto:
    'Written by scripts/train-scope-model.ts; never edit by hand. The veto model: the scope model trained ' +
    "on scope-exemplars.json's `veto` examples too (other subjects said in a person's health words, a " +
    "person's health in the same words, messages of the development scope batches), reading the groups of " +
    'bearers.json a message names; it only sets aside a message whose phrases name health. With the SHA-256 ' +
    'of its training data and five-fold cross-validated figures over the reviewed examples. docs/assistant.md.',
};

function modelFile(
  body: Pick<ScopeModelFile, 'features' | 'df' | 'weights' | 'bias'>,
  data: TrainingData,
  examples: readonly ScopeExample[],
  crossValidated: ScopeModelFile['crossValidated'],
  kind: ScopeModelKind = 'scope',
): ScopeModelFile {
  return {
    about: abouts[kind],
    trainedOn: {
      sha256: data.sha256,
      examples: examples.length,
      health: examples.filter((example) => example.health).length,
      other: examples.filter((example) => !example.health).length,
    },
    crossValidated,
    ...body,
  };
}

const isHealth = (example: ScopeExample) => example.health;

function crossValidate(data: TrainingData, settings: ScopeExemplarsFile['settings']) {
  const reviewed = data.examples.filter((example) => example.reviewed);
  const phrases = data.examples.filter((example) => !example.reviewed);
  const scored: { health: boolean; score: number }[] = [];
  for (let fold = 0; fold < folds; fold += 1) {
    const kept = [...reviewed.filter((_, at) => at % folds !== fold), ...phrases];
    const model = new ScopeModel(
      modelFile(train(kept, data, isHealth), data, kept, { folds, rows: [] }),
      data.features,
    );
    for (const example of reviewed.filter((_, at) => at % folds === fold))
      scored.push({ health: example.health, score: model.read(example.text) });
  }
  const shareAt = (health: boolean, score: number) => {
    const side = scored.filter((entry) => entry.health === health);
    return Number((side.filter((entry) => entry.score >= score).length / side.length).toFixed(4));
  };
  const thresholds = [settings.other, settings.otherForPeople ?? settings.other, settings.health];
  const scores = [...new Set([-3, -2, -1, 0, 1, 2, 3, ...thresholds])].sort((a, b) => a - b);
  return {
    folds,
    rows: scores.map((score) => ({ score, health: shareAt(true, score), other: shareAt(false, score) })),
  };
}

function main(): void {
  const knowledge = readScopeTrainingKnowledge();
  for (const kind of ['scope', 'veto'] as const) {
    const started = performance.now();
    const data = scopeTrainingDataOf(knowledge, kind);
    const crossValidated = crossValidate(data, knowledge.scopeExemplars.settings);
    const file = scopeModelFileSchema.parse(
      modelFile(train(data.examples, data, isHealth), data, data.examples, crossValidated, kind),
    );
    writeFileSync(outputs[kind], `${JSON.stringify(file, null, 1)}\n`);
    console.log(
      `${path.relative(process.cwd(), outputs[kind])}: ${file.features.length} features from ` +
        `${file.trainedOn.examples} examples (sha256 ${file.trainedOn.sha256.slice(0, 12)}…) in ` +
        `${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    for (const row of file.crossValidated.rows) {
      console.log(
        `  score ≥ ${row.score}: health ${(100 * row.health).toFixed(1)}%, other ${(100 * row.other).toFixed(1)}%`,
      );
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main();

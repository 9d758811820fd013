/**
 * Trains the crisis model offline (docs/assistant.md, "How to change it") and writes its weights to
 * fixtures/assistant/crisis-model.json, with the SHA-256 of the training data and cross-validated figures. The
 * server loads the weights and trains nothing; tests/server/chat/crisisModel.test.ts fails when the committed
 * weights were not trained from the data as it is now (run this script after changing crisis-exemplars.json,
 * crisis-everyday.json, or the word classes or Kiswahili verbs of crisis.json).
 *
 * Training: a logistic regression by AdaGrad over the examples' TF-IDF vectors, the examples in file order
 * every pass (so the same data gives the same weights). Cross-validation: five folds of the file's own
 * examples (crises and look-alikes), each read by a model trained on the other four and the everyday phrases.
 * Reads nothing of the evaluation sets. Usage: tsx scripts/train-crisis-model.ts [--no-cv] (FIXTURES_DIR as
 * for the server).
 */
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  crisisEverydayFileSchema,
  crisisExemplarsFileSchema,
  crisisFileSchema,
  crisisModelFileSchema,
  crisisPolicyFileSchema,
  type CrisisExemplarsFile,
  type CrisisModelFile,
} from '../schemas';
import { exemplarsOf, wordClassesOf, type ExemplarKnowledge } from '../server/chat/crisisExemplars';
import { KiswahiliVerbReader } from '../server/chat/kiswahiliVerbs';
import {
  CrisisFeatures,
  CrisisModel,
  inverseFrequency,
  type Exemplar,
  type SparseVector,
} from '../server/chat/exemplarModel';
import { tokenise } from '../server/chat/normalise';
import { readFixtureFile } from '../server/fixtures';

const dir = path.resolve(process.env.FIXTURES_DIR ?? 'fixtures', 'assistant');
const output = path.join(dir, 'crisis-model.json');
const folds = 5;

/** The files the model learns from: the vocabulary, the reviewed examples and the everyday look-alikes. */
export function readTrainingKnowledge(from = dir): ExemplarKnowledge {
  return {
    crisis: readFixtureFile(path.join(from, 'crisis.json'), crisisFileSchema),
    crisisExemplars: readFixtureFile(path.join(from, 'crisis-exemplars.json'), crisisExemplarsFileSchema),
    crisisEveryday: readFixtureFile(path.join(from, 'crisis-everyday.json'), crisisEverydayFileSchema),
  };
}

/** Everything the model is trained from: the examples, and what reads a message into pieces. */
export interface TrainingData {
  exemplars: Exemplar[];
  features: CrisisFeatures;
  /** The training settings (passes, L2, a crisis example's weight). */
  training: Pick<CrisisExemplarsFile['settings'], 'epochs' | 'l2' | 'crisisWeight'>;
  /** SHA-256 of all of it as data: crisis-model.json records the one it was trained from. */
  sha256: string;
}

export function trainingDataOf(knowledge: ExemplarKnowledge): TrainingData {
  const { charGrams, wordWeight, classWeight, window, epochs, l2, crisisWeight } =
    knowledge.crisisExemplars.settings;
  const featureSettings = { charGrams, wordWeight, classWeight, window };
  const training = { epochs, l2, crisisWeight };
  const exemplars = exemplarsOf(knowledge.crisisExemplars, knowledge.crisisEveryday);
  const classes = wordClassesOf(knowledge.crisis);
  const verbs = new KiswahiliVerbReader(knowledge.crisis.kiswahiliVerbs);
  const hashed = JSON.stringify({
    exemplars: exemplars.map(({ text, label, weight }) => [text, label, weight ?? 1]),
    classes: [...classes],
    verbs: knowledge.crisis.kiswahiliVerbs,
    featureSettings,
    training,
    everydayWeight: knowledge.crisisEveryday.weight,
  });
  return {
    exemplars,
    features: new CrisisFeatures(featureSettings, classes, verbs),
    training,
    sha256: createHash('sha256').update(hashed).digest('hex'),
  };
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));
const isCrisis = (example: Exemplar) => example.label !== 'none';

/** A training example: its text, whether it is of the side the score speaks for, what it counts. */
export interface LabelledText {
  text: string;
  weight?: number;
}

/**
 * Trains on these examples: the weights file's body (features, df, weights, bias). The score is the log-odds
 * of the side `isPositive` names (for the crisis model: a crisis); a positive example counts `crisisWeight`.
 */
export function train<Example extends LabelledText>(
  exemplars: readonly Example[],
  data: Pick<TrainingData, 'features' | 'training'>,
  isPositive: (example: Example) => boolean,
): Pick<CrisisModelFile, 'features' | 'df' | 'weights' | 'bias'> {
  const { features } = data;
  const ids = new Map<string, number>();
  const df: number[] = [];
  const counted = exemplars.map((exemplar) => features.count(tokenise(exemplar.text)));
  for (const counts of counted) {
    for (const feature of counts.keys()) {
      let id = ids.get(feature);
      if (id === undefined) {
        id = ids.size;
        ids.set(feature, id);
      }
      df[id] = (df[id] ?? 0) + 1;
    }
  }
  const total = exemplars.length;
  const idf = Float64Array.from(df, (count) => inverseFrequency(count, total));
  const vectors: SparseVector[] = counted.map((counts) =>
    features.vectorOf(counts, (feature) => ids.get(feature), idf, inverseFrequency(0, total)),
  );
  const weights = new Float64Array(ids.size);
  const squares = new Float64Array(ids.size);
  const { epochs, l2, crisisWeight } = data.training;
  const rate = 0.5;
  let bias = 0;
  let biasSquares = 0;
  for (let epoch = 0; epoch < epochs; epoch += 1) {
    vectors.forEach(({ index, value }, at) => {
      const exemplar = exemplars[at]!;
      const crisis = isPositive(exemplar);
      let z = bias;
      for (let i = 0; i < index.length; i += 1) z += weights[index[i]!]! * value[i]!;
      const gradient = (sigmoid(z) - (crisis ? 1 : 0)) * (crisis ? crisisWeight : 1) * (exemplar.weight ?? 1);
      for (let i = 0; i < index.length; i += 1) {
        const id = index[i]!;
        const step = gradient * value[i]! + l2 * weights[id]!;
        const square = squares[id]! + step * step;
        squares[id] = square;
        weights[id] = weights[id]! - (rate * step) / Math.sqrt(square + 1e-8);
      }
      biasSquares += gradient * gradient;
      bias -= (rate * gradient) / Math.sqrt(biasSquares + 1e-8);
    });
  }
  // Six significant digits: the scores move by less than 1e-4, and the file stays readable in a diff.
  const rounded = (value: number) => Number(value.toPrecision(6));
  return { features: [...ids.keys()], df, weights: Array.from(weights, rounded), bias: rounded(bias) };
}

/** The scores at which the cross-validated figures are given: the decision table's two, and a few around. */
function scoresToReport(): number[] {
  const policy = readFixtureFile(path.join(dir, 'crisis-policy.json'), crisisPolicyFileSchema);
  return [
    ...new Set([
      -3,
      -2,
      -1.5,
      -1.25,
      -1,
      -0.5,
      0,
      0.5,
      1,
      1.5,
      2,
      policy.model.doubt,
      policy.model.low,
      policy.model.high,
    ]),
  ].sort((a, b) => a - b);
}

function crossValidate(data: TrainingData): CrisisModelFile['crossValidated'] {
  const own = data.exemplars.filter((example) => example.source !== 'everyday');
  const everyday = data.exemplars.filter((example) => example.source === 'everyday');
  const scored: { crisis: boolean; score: number }[] = [];
  for (let fold = 0; fold < folds; fold += 1) {
    const held = own.filter((_, at) => at % folds === fold);
    const kept = [...own.filter((_, at) => at % folds !== fold), ...everyday];
    const body = train(kept, data, isCrisis);
    const model = new CrisisModel(
      modelFile(body, data, kept, { folds, rows: [] }),
      data.features,
      () => kept,
    );
    for (const example of held)
      scored.push({ crisis: example.label !== 'none', score: model.read(example.text).score });
    console.log(`fold ${fold + 1} of ${folds}`);
  }
  const crises = scored.filter((entry) => entry.crisis);
  const lookalikes = scored.filter((entry) => !entry.crisis);
  const shareAt = (list: typeof scored, score: number) =>
    Number((list.filter((entry) => entry.score >= score).length / list.length).toFixed(4));
  return {
    folds,
    rows: scoresToReport().map((score) => ({
      score,
      crises: shareAt(crises, score),
      lookalikes: shareAt(lookalikes, score),
    })),
  };
}

function modelFile(
  body: Pick<CrisisModelFile, 'features' | 'df' | 'weights' | 'bias'>,
  data: TrainingData,
  exemplars: readonly Exemplar[],
  crossValidated: CrisisModelFile['crossValidated'],
): CrisisModelFile {
  return {
    about:
      'Written by scripts/train-crisis-model.ts; never edit by hand. The crisis model: a logistic regression over ' +
      "a message's pieces, trained offline from crisis-exemplars.json and crisis-everyday.json (everyday " +
      'look-alikes), with the SHA-256 of that training data and five-fold cross-validated figures ' +
      '(the share of crisis and look-alike examples scored at each score or more). docs/assistant.md.',
    trainedOn: {
      sha256: data.sha256,
      examples: exemplars.length,
      crises: exemplars.filter((example) => example.source === 'crisis').length,
      lookalikes: exemplars.filter((example) => example.source === 'look-alike').length,
      everyday: exemplars.filter((example) => example.source === 'everyday').length,
    },
    crossValidated,
    ...body,
  };
}

async function main(): Promise<void> {
  const started = performance.now();
  const data = trainingDataOf(readTrainingKnowledge());
  const crossValidated = process.argv.includes('--no-cv')
    ? { folds, rows: [{ score: 0, crises: 0, lookalikes: 0 }] }
    : crossValidate(data);
  const file = crisisModelFileSchema.parse(
    modelFile(train(data.exemplars, data, isCrisis), data, data.exemplars, crossValidated),
  );
  // One feature a line: the file stays diffable and loads as fast as a packed one.
  writeFileSync(output, `${JSON.stringify(file, null, 1)}\n`);
  console.log(
    `${path.relative(process.cwd(), output)}: ${file.features.length} features from ${file.trainedOn.examples} ` +
      `examples (sha256 ${file.trainedOn.sha256.slice(0, 12)}…) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  for (const row of file.crossValidated.rows) {
    console.log(
      `  score ≥ ${row.score}: crises ${(100 * row.crises).toFixed(1)}%, look-alikes ${(100 * row.lookalikes).toFixed(1)}%`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();

import type { ScopeExemplarsFile, ScopeModelFile } from '../../schemas';
import { CrisisFeatures, inverseFrequency, type SparseVector } from './exemplarModel';
import { tokenise } from './normalise';

/**
 * The scope model's reader (schemas/scopeModel.ts, docs/assistant.md): the log-odds that a message is about
 * health rather than another subject, from the weights scripts/train-scope-model.ts wrote (nothing is trained
 * here). A message is read whole and by each of its sentences, and the highest score counts: "my phone is
 * broken. and my head has been pounding" is about health by its second sentence.
 */
export class ScopeModel {
  private readonly ids = new Map<string, number>();
  private readonly idf: Float64Array;
  private readonly unseenIdf: number;
  private readonly weights: Float64Array;

  constructor(
    private readonly file: ScopeModelFile,
    private readonly features: CrisisFeatures,
  ) {
    file.features.forEach((feature, at) => this.ids.set(feature, at));
    const total = file.trainedOn.examples;
    this.idf = Float64Array.from(file.df, (df) => inverseFrequency(df, total));
    this.unseenIdf = inverseFrequency(0, total);
    this.weights = Float64Array.from(file.weights);
  }

  /** The log-odds of health for these words. */
  private scoreOf(tokens: readonly string[]): number {
    const vector: SparseVector = this.features.vectorOf(
      this.features.count(tokens),
      (feature) => this.ids.get(feature),
      this.idf,
      this.unseenIdf,
    );
    let z = this.file.bias;
    for (let i = 0; i < vector.index.length; i += 1) z += this.weights[vector.index[i]!]! * vector.value[i]!;
    return z;
  }

  /** A message as typed: its highest score, whole or by sentence. */
  read(text: string): number {
    const whole = tokenise(text);
    let best = this.scoreOf(whole);
    const sentences = text.split(/[.!?;\n]+/);
    if (sentences.length > 1) {
      for (const sentence of sentences) {
        const tokens = tokenise(sentence);
        if (tokens.length > 0 && tokens.length < whole.length) best = Math.max(best, this.scoreOf(tokens));
      }
    }
    return best;
  }
}

/** The pieces the scope model reads: character n-grams, words and pairs of words (no word classes). */
export function scopeFeatures(settings: ScopeExemplarsFile['settings']): CrisisFeatures {
  const { charGrams, wordWeight } = settings;
  return new CrisisFeatures({ charGrams, wordWeight, classWeight: 0, window: 1000 }, new Map());
}

const loaded = new WeakMap<ScopeModelFile, ScopeModel>();

/** The model for these weights, once per weights file. */
export function scopeModelFor(knowledge: { scopeExemplars: ScopeExemplarsFile; scopeModel: ScopeModelFile }) {
  const earlier = loaded.get(knowledge.scopeModel);
  if (earlier) return earlier;
  const model = new ScopeModel(knowledge.scopeModel, scopeFeatures(knowledge.scopeExemplars.settings));
  loaded.set(knowledge.scopeModel, model);
  return model;
}

/**
 * How well the exemplar layer (fixtures/assistant/crisis-exemplars.json, docs/assistant.md) reaches wording it
 * did not learn from, for a reviewer who changed the file: five-fold cross-validation over the file's own
 * examples (each fifth is read by a layer trained on the other four fifths and on the phrases of the concepts
 * and small talk), by group and language, for the layer (alone, or agreeing with the recall layer short of
 * both thresholds) and together with the rules and the recall layer, each as the server decides
 * (crisisDecision.ts); then how often the layer, trained on the whole file, raises the development set's
 * messages that are neither crises nor look-alikes (recommendations, vague health messages, other subjects,
 * greetings).
 * Reads nothing of the held-out sets. With --list, the examples the layer misses or raises by mistake.
 * Usage: tsx scripts/crisis-exemplars-check.ts [--list]
 */
import path from 'node:path';
import { Assistant } from '../server/chat/assistant';
import { decideCrisis, exemplarLayerFinding } from '../server/chat/crisisDecision';
import { languageKindSchema } from '../schemas';
import {
  CrisisExemplars,
  exemplarPlace,
  exemplarsOf,
  wordClassesOf,
  type Exemplar,
} from '../server/chat/crisisExemplars';
import { KiswahiliVerbReader } from '../server/chat/kiswahiliVerbs';
import { defaultKnowledge } from '../server/chat/knowledge';
import { loadCatalogue } from '../server/fixtures';
import { developmentSetFile, loadEvalSet } from '../tests/server/chat/evaluation';

const folds = 5;
const list = process.argv.includes('--list');
const knowledge = defaultKnowledge();
const { knowledgeWeight: _weight, ...settings } = knowledge.crisisExemplars.settings;
const { agreement } = settings;
const examples = exemplarsOf(knowledge.crisisExemplars, knowledge);
const own = examples.filter((example) => example.source !== 'everyday');
const everyday = examples.filter((example) => example.source === 'everyday');
const classes = wordClassesOf(knowledge.crisis, knowledge.crisisRecall);
const verbs = new KiswahiliVerbReader(knowledge.crisis.kiswahiliVerbs);
const train = (from: Exemplar[]) =>
  new CrisisExemplars(from, settings, classes, (tokens) => verbs.read(tokens));
const assistant = new Assistant(
  loadCatalogue(path.resolve(process.env.FIXTURES_DIR ?? 'fixtures')),
  knowledge,
);
/** What the rules and the recall layer read in a message (the folds add their own exemplar layer's reading). */
const otherLayers = (text: string) => {
  const { crisisLayer, crisisNow, recall } = assistant.understand({
    conversationHistory: '',
    userInput: text,
  });
  return { rules: crisisLayer === 'rules' ? crisisNow : [], recall };
};

interface Row {
  example: Exemplar;
  /** The layer raises it: alone, or agreeing with the recall layer (whatever the rules say). */
  fires: boolean;
  /** The rules or the recall layer raise it. */
  rules: boolean;
  /** The whole decision raises it. */
  together: boolean;
  score: number;
}
const rows: Row[] = [];
for (let fold = 0; fold < folds; fold += 1) {
  const layer = train([...own.filter((_, index) => index % folds !== fold), ...everyday]);
  own.forEach((example, index) => {
    if (index % folds !== fold) return;
    const exemplars = layer.read(example.text);
    const { rules, recall } = otherLayers(example.text);
    const decision = decideCrisis({ rules, recall, exemplars: () => exemplars }, agreement);
    rows.push({
      example,
      fires: exemplarLayerFinding(recall, exemplars, agreement) !== undefined,
      rules: decision.layer === 'rules' || decision.layer === 'recall',
      together: decision.layer !== undefined,
      score: exemplars.score,
    });
  });
}

const line = (name: string, group: Row[]) => {
  const crises = group.filter((row) => row.example.label !== 'none');
  const lookalikes = group.filter((row) => row.example.label === 'none');
  const count = (of: Row[], test: (row: Row) => boolean) => `${of.filter(test).length}/${of.length}`;
  return crises.length > 0
    ? `${name.padEnd(28)} crises caught: layer ${count(crises, (row) => row.fires)}, rules and recall ${count(crises, (row) => row.rules)}, together ${count(crises, (row) => row.together)}`
    : `${name.padEnd(28)} look-alikes raised: layer ${count(lookalikes, (row) => row.fires)}, rules and recall ${count(lookalikes, (row) => row.rules)}, together ${count(lookalikes, (row) => row.together)}`;
};

console.log(`Five-fold cross-validation over ${own.length} examples (threshold ${settings.threshold}):\n`);
// By group in file order ("suicide", "look-alike: figure"), whatever the language.
const groupOf = ({ source, group }: Exemplar) => exemplarPlace({ source, group });
for (const group of new Set(rows.map((row) => groupOf(row.example)))) {
  console.log(
    line(
      group,
      rows.filter((row) => groupOf(row.example) === group),
    ),
  );
}
console.log('');
for (const language of languageKindSchema.options) {
  const of = rows.filter((row) => row.example.language === language);
  console.log(line(`crises, ${language}`, of));
  console.log(
    line(
      `look-alikes, ${language}`,
      of.filter((row) => row.example.label === 'none'),
    ),
  );
}
console.log(line('crises, all', rows));
console.log(
  line(
    'look-alikes, all',
    rows.filter((row) => row.example.label === 'none'),
  ),
);

const layer = train(examples);
const ordinary = loadEvalSet(developmentSetFile).filter(
  (evalCase) => evalCase.kind !== 'crisis' && evalCase.kind !== 'figure',
);
const raised = ordinary.filter(
  (evalCase) =>
    exemplarLayerFinding(otherLayers(evalCase.input).recall, layer.read(evalCase.input), agreement) !==
    undefined,
);
console.log(
  `\nDevelopment messages that are neither crises nor look-alikes, raised by the layer: ${raised.length}/${ordinary.length}`,
);

if (list) {
  console.log('');
  for (const row of rows) {
    const crisis = row.example.label !== 'none';
    if (crisis !== row.fires) {
      console.log(
        `${crisis ? 'missed' : 'raised'} ${row.rules ? '(rules: crisis)' : '(rules: none) '} ${row.score.toFixed(2)} [${exemplarPlace(row.example)}] ${row.example.text}`,
      );
    }
  }
  for (const evalCase of raised) console.log(`raised (development ${evalCase.id}) ${evalCase.input}`);
}

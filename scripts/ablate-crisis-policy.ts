/**
 * What each row of the crisis decision table (crisis-policy.json) adds on the held-out sets 3 to 11: their
 * aggregate figures with the table as committed, then with each row left out in turn. Prints aggregate figures
 * only (crisis reply, lines shown, false crises, non-crisis messages given the lines), never a sentence, so the
 * sets stay blind. A row whose removal moves no figure adds nothing on them.
 * With --seen, the development set and held-out sets 1 and 2 instead (tuned on, or seen).
 * Usage: tsx scripts/ablate-crisis-policy.ts [--seen]
 */
import path from 'node:path';
import { Assistant } from '../server/chat/assistant';
import { defaultKnowledge, type Knowledge } from '../server/chat/knowledge';
import { loadCatalogue } from '../server/fixtures';
import { blindSetFiles, developmentSetFile, evaluate, heldOutSetFile, loadEvalSet } from './chatEvaluation';

const seenSets = [developmentSetFile, heldOutSetFile(1), heldOutSetFile(2)];
const seen = process.argv.includes('--seen');

const catalogue = loadCatalogue(path.resolve(process.env.FIXTURES_DIR ?? 'fixtures'));
const knowledge = defaultKnowledge();
const cases = (seen ? seenSets : blindSetFiles).flatMap((file) => loadEvalSet(file));

function figures(withKnowledge: Knowledge): string {
  const assistant = new Assistant(catalogue, withKnowledge);
  const known = new Set(assistant.recommender.items.map((item) => item.path));
  const report = evaluate(cases, (request) => assistant.reply(request), known);
  const { crisisRecall, crisisLinesShown, falseCrises, noLinesOnOthers, top3 } = report;
  return [
    `crisis reply ${crisisRecall.passed}/${crisisRecall.total}`,
    `lines shown ${crisisLinesShown.passed}/${crisisLinesShown.total}`,
    `false crises ${falseCrises.total - falseCrises.passed}/${falseCrises.total}`,
    `others with lines ${noLinesOnOthers.total - noLinesOnOthers.passed}/${noLinesOnOthers.total}`,
    `top-3 ${top3.all.passed}/${top3.all.total}`,
  ].join(', ');
}

console.log(
  `${seen ? 'Development set, held-out sets 1 and 2' : 'Held-out sets 3-11'} (${cases.length} cases), aggregate figures only.`,
);
console.log(`as committed: ${figures(knowledge)}`);
knowledge.crisisPolicy.rows.forEach((row, index) => {
  const rows = knowledge.crisisPolicy.rows.filter((_, at) => at !== index);
  if (!rows.some((kept) => kept.signal === 'rule' && kept.reply === 'crisis')) return;
  const without = { ...knowledge, crisisPolicy: { ...knowledge.crisisPolicy, rows } };
  console.log(
    `without row ${index + 1} (${row.signal}, ${row.warningSign}, ${row.reply}): ${figures(without)}`,
  );
});

// Scores the given eval set files (figures only, no failures listed). Usage: npx tsx scripts/tmpx/sets.mts a.json b.json
import path from 'node:path';
import { Assistant } from '../../server/chat/assistant';
import { loadCatalogue } from '../../server/fixtures';
import { evaluate, formatReport, loadEvalSet } from '../chatEvaluation';

const catalogue = loadCatalogue(path.resolve('fixtures'));
const assistant = new Assistant(catalogue);
const knownPaths = new Set(assistant.recommender.items.map((item) => item.path));
for (const file of process.argv.slice(2)) {
  const report = evaluate(loadEvalSet(path.resolve(file)), (body) => assistant.reply(body), knownPaths);
  console.log(`== ${path.basename(file)}\n${formatReport(report, { failures: false })}\n`);
}

// Prints what the crisis pipeline read in each message (stdin, one per line).
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { Assistant } from '../../server/chat/assistant';
import { loadCatalogue } from '../../server/fixtures';
const assistant = new Assistant(loadCatalogue(path.resolve('fixtures')));
for (const userInput of readFileSync(0, 'utf8').split('\n').filter(Boolean)) {
  const u: any = assistant.understand({ userInput, conversationHistory: '' });
  const { analysis, ...rest } = u;
  console.log(userInput, JSON.stringify({ crisis: rest.crisis, harm: rest.harmMentioned, suspected: rest.crisisSuspected, decision: rest.decision, healthScore: rest.healthScore, scope: rest.scopeVerdict, aboutNoPerson: rest.aboutNoPerson }, null, 0).slice(0, 1500));
}

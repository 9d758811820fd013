// Prints the reply's paths, urgency, signs and crisis for each message given (one per line on stdin).
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { Assistant } from '../../server/chat/assistant';
import { loadCatalogue } from '../../server/fixtures';
const assistant = new Assistant(loadCatalogue(path.resolve('fixtures')));
for (const userInput of readFileSync(0, 'utf8').split('\n').filter(Boolean)) {
  const r = assistant.reply({ userInput, conversationHistory: '' });
  console.log(JSON.stringify(userInput), '→', r.crisis ? 'CRISIS' : '', r.urgency, r.signs.join(','), JSON.stringify(r.routeslugs));
}

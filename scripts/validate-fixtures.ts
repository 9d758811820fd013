// Validates every fixture with the zod schemas and every named scoring rule with its params' schema, and the
// assistant's knowledge, as the server does at start; names the file and the field.
import path from 'node:path';
import { loadKnowledge } from '../server/chat/knowledge';
import { FixtureError, loadCatalogue } from '../server/fixtures';

const dir = process.argv[2] ?? 'fixtures';
try {
  const catalogue = loadCatalogue(dir, undefined, { localise: false });
  const knowledge = loadKnowledge(path.join(dir, 'assistant'));
  console.log(
    `fixtures valid: ${catalogue.categories.length} categories, ${catalogue.tests.length} tests, ` +
      `${catalogue.warningSigns.size} warning signs, ${knowledge.concepts.length} assistant concepts`,
  );
} catch (error) {
  if (!(error instanceof FixtureError)) throw error;
  console.error(`Invalid fixture ${error.message}`);
  process.exit(1);
}

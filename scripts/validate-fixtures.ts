// Validates every fixture with the zod schemas and every named scoring rule with its params' schema, as the
// server does at start; names the file and the field.
import { FixtureError, loadCatalogue } from '../server/fixtures';

const dir = process.argv[2] ?? 'fixtures';
try {
  const catalogue = loadCatalogue(dir);
  console.log(`fixtures valid: ${catalogue.categories.length} categories, ${catalogue.tests.length} tests`);
} catch (error) {
  if (!(error instanceof FixtureError)) throw error;
  console.error(`Invalid fixture ${error.message}`);
  process.exit(1);
}

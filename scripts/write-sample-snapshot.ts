// Writes every sample's full result in both languages under the current engine (tests/scoring/snapshot/).
// Run it once before a change to the engine or the fixture language; the snapshot test then proves that
// the change scores every sample exactly as before.
import { writeFileSync } from 'node:fs';
import { scoreAllSamples, snapshotFile } from '../tests/scoring/snapshot/sampleResults';

const results = scoreAllSamples();
writeFileSync(snapshotFile, `${JSON.stringify(results, null, 1)}\n`);
console.log(`${Object.keys(results).length} samples written to ${snapshotFile}`);

import followUpJson from '../../../fixtures/catalogue/follow-up.json';
import type { FollowUpCatalogue, FollowUpEntry } from '../../../schemas';

/**
 * fixtures/catalogue/follow-up.json, read once: LOINC codes, the published minimal important difference, the
 * trend's bands and when to check again, by test. It comes with this feature's chunks only (no first page
 * carries it). tests/fixtures/followUp.test.ts validates it (schemas/followUp.ts) and checks it against the
 * fixtures, so the browser reads it as it is.
 */
let catalogue: Map<string, FollowUpEntry> | null = null;

export function followUpFor(testCode: string): FollowUpEntry | undefined {
  catalogue ??= new Map(
    (followUpJson as FollowUpCatalogue).instruments.map((entry) => [entry.testCode, entry]),
  );
  return catalogue.get(testCode);
}

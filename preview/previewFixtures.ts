import categoriesJson from '../fixtures/catalogue/categories.json';
import crisisLinesJson from '../fixtures/catalogue/crisis-lines.json';
import { placeableLines, type FixtureContext } from '../src/core/scoring';

export interface RawFixture {
  file: string;
  /** 'live' fixtures are served to visitors; 'draft' ones are only under review. */
  stage: 'live' | 'draft';
  json: unknown;
}

// The whole of every fixture, questions and scoring included: this module exists only in the preview chunk.
const live = import.meta.glob<unknown>('../fixtures/screenings/*.json', { eager: true, import: 'default' });
const drafts = import.meta.glob<unknown>('../fixtures/drafts/*.json', { eager: true, import: 'default' });

export const rawFixtures: RawFixture[] = [
  ...Object.entries(live).map(([file, json]) => ({
    file: file.replace('../', ''),
    stage: 'live' as const,
    json,
  })),
  ...Object.entries(drafts).map(([file, json]) => ({
    file: file.replace('../', ''),
    stage: 'draft' as const,
    json,
  })),
].sort((a, b) => a.file.localeCompare(b.file));

export const categoryNames = new Map(categoriesJson.map((category) => [category.id, category.name]));

/** The route slug a fixture file stands for (its name without .json). */
export function slugOf(fixture: RawFixture): string {
  return (
    fixture.file
      .split('/')
      .pop()
      ?.replace(/\.json$/, '') ?? fixture.file
  );
}

/** What the preview checks and fills fixtures against, as the server does: the crisis-line catalogue. */
export const previewFixtureContext: FixtureContext = { crisisLines: placeableLines(crisisLinesJson) };

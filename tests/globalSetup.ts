import type { TestProject } from 'vitest/node';
import type { Language, SiteCatalogue } from '../schemas';
import { loadCatalogue } from '../server/fixtures';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The catalogue the server serves, in each language: what component tests give the app (tests/setup.ts). */
    siteCatalogues: Record<Language, SiteCatalogue>;
  }
}

/** Loads the fixtures once for the whole run, the way the server does, and hands the app's catalogue to every file. */
export default function setup(project: TestProject) {
  const catalogue = loadCatalogue('fixtures');
  project.provide('siteCatalogues', Object.fromEntries(catalogue.site) as Record<Language, SiteCatalogue>);
}

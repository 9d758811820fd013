import categoriesJson from '../../fixtures/catalogue/categories.json';
import crisisLinesJson from '../../fixtures/catalogue/crisis-lines.json';
import type { Category, CategoryWithTests, CrisisLine, TestCard } from '../../schemas';

// The services are in ./services: only the service page and the search index need them.

// Only the `card` of each test fixture enters the bundle; questions and scoring stay on the server.
const cardModules = import.meta.glob<TestCard>('../../fixtures/tests/*.json', {
  eager: true,
  import: 'card',
});

/** Every test's card, ordered by test code. */
export const testCards: TestCard[] = Object.values(cardModules).sort((a, b) =>
  a.testCode.localeCompare(b.testCode),
);

export const categories: CategoryWithTests[] = (categoriesJson as Category[]).map((category) => ({
  ...category,
  tests: testCards.filter((test) => test.categoryId === category.id),
}));

export const crisisLines = crisisLinesJson.lines as CrisisLine[];

export function findTestBySlug(routeSlug: string): TestCard | undefined {
  return testCards.find((test) => test.routeSlug === routeSlug);
}

export function findCategoryBySlug(routeSlug: string): CategoryWithTests | undefined {
  return categories.find((category) => category.routeSlug === routeSlug);
}

import type { CategoryWithTests, Service, TestCard } from '../../../schemas';
import { categories, testCards } from '../../catalogue';
import { services } from '../../catalogue/services';
import type { SearchableItem } from './searchableItem';

export function categoryItem(category: CategoryWithTests): SearchableItem {
  return {
    id: `category-${category.id}`,
    title: category.title,
    // A category's short name is searched like a test's formal title.
    formalTitle: category.name,
    keyWords: category.keyWords,
    description: category.description,
    routeSlug: category.routeSlug,
    type: 'category',
  };
}

export function testItem(test: TestCard): SearchableItem {
  return {
    id: `test-${test.id}`,
    // Tests carry informalTitle; the spec's search keys name `title`.
    title: test.informalTitle,
    formalTitle: test.formalTitle,
    keyWords: test.keyWords,
    description: test.description,
    routeSlug: test.routeSlug,
    type: 'test',
  };
}

export function serviceItem(service: Service): SearchableItem {
  return {
    id: `service-${service.id}`,
    title: service.title,
    keyWords: service.keyWords,
    description: service.description,
    routeSlug: service.routeSlug,
    type: 'service',
  };
}

/** Every category, test and service of the built-in catalogue, in that order. */
export const searchableItems: SearchableItem[] = [
  ...categories.map(categoryItem),
  ...testCards.map(testItem),
  ...services.map(serviceItem),
];

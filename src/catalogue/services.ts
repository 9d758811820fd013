import servicesJson from '../../fixtures/catalogue/services.json';
import type { Service } from '../../schemas';

// Apart from index.ts so that the home page's chunk does not carry every service's text: only the service
// page and the search index import this module.
export const services: Service[] = servicesJson;

export function findServiceBySlug(routeSlug: string): Service | undefined {
  return services.find((service) => service.routeSlug === routeSlug);
}

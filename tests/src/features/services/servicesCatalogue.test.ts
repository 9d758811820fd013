import { describe, expect, it } from 'vitest';
import { servicesFileSchema } from '../../../../schemas';
import servicesJson from '../../../../fixtures/catalogue/services.json';
import { whatsappLinkFor } from '../../../../src/features/services/serviceLinks';
import { en } from '../../../../src/messages/en';

/**
 * Test slugs the spec names (section 3), and those added since by issue (17: cervical-cancer): the only targets
 * a service may relate to.
 */
const specTestSlugs = [
  'depression',
  'anxiety',
  'burnout',
  'ptsd',
  'social_support',
  'existential_anxiety',
  'audit',
  'physical-activity',
  'sedentary-behavior',
  'dietary-assessment',
  'lifestyle-habits',
  'digital-usage-patterns',
  'diabetes-risk',
  'family-health-risk',
  'holistic-wellbeing',
  'breast-cancer',
  'colorectal-cancer',
  'prostate-cancer',
  'lung-cancer',
  'social-media-addiction',
  'gaming-dependency',
  'digital-addiction',
  'hypertension-risk',
  'heart-disease-risk',
  'obesity-risk',
  'metabolic-syndrome',
  'contraceptive-knowledge',
  'sti-risk',
  'fertility-health',
  'menstrual-health',
  'pregnancy-health',
  'postnatal-health',
  'nutritional-deficiency',
  'healthy-eating',
  'nutritional-checks',
  'cervical-cancer',
];

describe('services catalogue', () => {
  const services = servicesFileSchema.parse(servicesJson);

  it('has the six services with their fixed slugs', () => {
    expect(services.map((service) => service.routeSlug)).toEqual([
      'talk-to-a-doctor',
      'talk-to-a-therapist',
      'talk-to-a-nutritionist',
      'lifestyle-programme',
      'chronic-care-programme',
      'wellness-checkup',
    ]);
  });

  it.each(services.map((service) => [service.routeSlug, service] as const))(
    '%s has its page content, Kiswahili keywords and related tests the spec knows',
    (_slug, service) => {
      expect(service.audience).toBeTruthy();
      expect(service.nextSteps?.length).toBeGreaterThanOrEqual(2);
      expect(service.keyWords.length).toBeGreaterThanOrEqual(5);
      expect(service.relatedTests?.length).toBeGreaterThan(0);
      for (const slug of service.relatedTests ?? []) expect(specTestSlugs).toContain(slug);
    },
  );
});

describe('whatsappLinkFor', () => {
  it('encodes a message naming the service', () => {
    expect(whatsappLinkFor({ title: 'Diet & Nutrition Talk' }, en)).toMatch(
      /^https:\/\/wa\.me\/\d+\?text=Hello%2C%20I%20would%20like%20to%20know%20more%20about%20the%20Diet%20%26%20Nutrition%20Talk%20service\.$/,
    );
  });
});

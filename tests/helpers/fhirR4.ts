import { z } from 'zod';

/**
 * The part of FHIR R4 (4.0.1) that the kept-results download emits, as zod, written from the specification:
 * no npm package here ships the R4 JSON schema offline, and adding one for a test was not worth a dependency.
 * Every object is strict (the R4 JSON schema sets additionalProperties: false), primitives carry the R4 regular
 * expressions, and the value[x] choices allow exactly one type.
 *
 * Sources (all https://hl7.org/fhir/R4/): datatypes.html (dateTime, instant, code, uri, decimal, integer,
 * string, Coding, CodeableConcept, Quantity, Reference), bundle.html (Bundle.type, entry.fullUrl/resource),
 * questionnaireresponse.html (status, item.linkId/text/answer.value[x]), observation.html (status, category,
 * code, effective[x], value[x], interpretation, derivedFrom, method, component; invariant obs-7).
 */

const year = '([0-9]([0-9]([0-9][1-9]|[1-9]0)|[1-9]00)|[1-9]000)';
const zone = '(Z|(\\+|-)((0[0-9]|1[0-3]):[0-5][0-9]|14:00))';
const time = 'T([01][0-9]|2[0-3]):[0-5][0-9]:([0-5][0-9]|60)(\\.[0-9]+)?';
const month = '(0[1-9]|1[0-2])';
const day = '(0[1-9]|[1-2][0-9]|3[0-1])';

const dateTime = z.string().regex(new RegExp(`^${year}(-${month}(-${day}(${time}${zone})?)?)?$`));
const instant = z.string().regex(new RegExp(`^${year}-${month}-${day}${time}${zone}$`));
const code = z.string().regex(/^[^\s]+(\s[^\s]+)*$/);
const uri = z.string().regex(/^\S*$/).min(1);
const fhirString = z.string().regex(/^[ \r\n\t\S]+$/);

export const codingSchema = z.strictObject({
  system: uri.optional(),
  version: fhirString.optional(),
  code: code.optional(),
  display: fhirString.optional(),
  userSelected: z.boolean().optional(),
});

const codeableConceptSchema = z.strictObject({
  coding: z.array(codingSchema).min(1).optional(),
  text: fhirString.optional(),
});

const quantitySchema = z.strictObject({
  value: z.number().optional(),
  comparator: z.enum(['<', '<=', '>=', '>']).optional(),
  unit: fhirString.optional(),
  system: uri.optional(),
  code: code.optional(),
});

const referenceSchema = z.strictObject({
  reference: fhirString.optional(),
  display: fhirString.optional(),
});

/** QuestionnaireResponse.item.answer: value[x] is one of the R4 types (those emitted here and the rest). */
const answerSchema = z.union([
  z.strictObject({ valueCoding: codingSchema }),
  z.strictObject({ valueDecimal: z.number() }),
  z.strictObject({ valueInteger: z.number().int() }),
  z.strictObject({ valueString: fhirString }),
  z.strictObject({ valueBoolean: z.boolean() }),
  z.strictObject({ valueDate: z.string() }),
  z.strictObject({ valueDateTime: dateTime }),
  z.strictObject({ valueQuantity: quantitySchema }),
]);

type Item = { linkId: string; text?: string; answer?: z.infer<typeof answerSchema>[]; item?: Item[] };
const itemSchema: z.ZodType<Item> = z.lazy(() =>
  z.strictObject({
    linkId: fhirString,
    definition: uri.optional(),
    text: fhirString.optional(),
    answer: z.array(answerSchema).min(1).optional(),
    item: z.array(itemSchema).min(1).optional(),
  }),
);

export const questionnaireResponseSchema = z.strictObject({
  resourceType: z.literal('QuestionnaireResponse'),
  id: z.string().optional(),
  language: code.optional(),
  questionnaire: uri.optional(),
  status: z.enum(['in-progress', 'completed', 'amended', 'entered-in-error', 'stopped']),
  authored: dateTime.optional(),
  item: z.array(itemSchema).min(1).optional(),
});

const componentSchema = z
  .strictObject({
    code: codeableConceptSchema,
    valueQuantity: quantitySchema.optional(),
    valueCodeableConcept: codeableConceptSchema.optional(),
    valueString: fhirString.optional(),
    valueBoolean: z.boolean().optional(),
    valueInteger: z.number().int().optional(),
  })
  .refine(
    (component) =>
      ['valueQuantity', 'valueCodeableConcept', 'valueString', 'valueBoolean', 'valueInteger'].filter(
        (key) => key in component,
      ).length <= 1,
    'value[x] takes one type',
  );

export const observationSchema = z
  .strictObject({
    resourceType: z.literal('Observation'),
    id: z.string().optional(),
    status: z.enum([
      'registered',
      'preliminary',
      'final',
      'amended',
      'corrected',
      'cancelled',
      'entered-in-error',
      'unknown',
    ]),
    category: z.array(codeableConceptSchema).min(1).optional(),
    code: codeableConceptSchema,
    effectiveDateTime: dateTime.optional(),
    valueQuantity: quantitySchema.optional(),
    interpretation: z.array(codeableConceptSchema).min(1).optional(),
    method: codeableConceptSchema.optional(),
    derivedFrom: z.array(referenceSchema).min(1).optional(),
    component: z.array(componentSchema).min(1).optional(),
  })
  // obs-7: a component's code differs from the observation's own when the observation has a value.
  .refine(
    (observation) =>
      !observation.valueQuantity ||
      !(observation.component ?? []).some((component) =>
        component.code.coding?.some((coding) =>
          observation.code.coding?.some((own) => own.system === coding.system && own.code === coding.code),
        ),
      ),
    'obs-7: a component repeats the observation code',
  );

export const bundleSchema = z.strictObject({
  resourceType: z.literal('Bundle'),
  id: z.string().optional(),
  type: z.enum([
    'document',
    'message',
    'transaction',
    'transaction-response',
    'batch',
    'batch-response',
    'history',
    'searchset',
    'collection',
  ]),
  timestamp: instant.optional(),
  entry: z
    .array(
      z.strictObject({
        fullUrl: uri.optional(),
        resource: z.union([questionnaireResponseSchema, observationSchema]),
      }),
    )
    .optional(),
});

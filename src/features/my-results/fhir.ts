import type { Answer, Question } from '../../../schemas';
import type { KeptResult } from './keptResults';
import { followUpFor } from './followUp';

/**
 * A result as a FHIR R4 Bundle (type collection) a clinician's system can read: a QuestionnaireResponse with
 * every answer and an Observation with the total, LOINC-coded where fixtures/catalogue/follow-up.json has the
 * instrument's codes, coded under the site's own system elsewhere. Built in the browser from what the visitor
 * kept or sees; it goes only where the visitor saves or sends the file. docs/api.md describes the mapping.
 */

export const fhirMediaType = 'application/fhir+json';
export const loincSystem = 'http://loinc.org';
const ucum = 'http://unitsofmeasure.org';
const observationCategory = 'http://terminology.hl7.org/CodeSystem/observation-category';

/** The site's own code systems, under its address: questions and answers by the fixture's stable ids. */
export function siteSystems(siteUrl: string, testCode: string) {
  const base = `${siteUrl.replace(/\/+$/, '')}/fhir`;
  return {
    questionnaire: `${base}/Questionnaire/${testCode}`,
    questions: `${base}/CodeSystem/${testCode}/questions`,
    answers: `${base}/CodeSystem/${testCode}/answers`,
    results: `${base}/CodeSystem/results`,
  };
}

interface Coding {
  system: string;
  code: string;
  display?: string;
}

type AnswerValue = { valueCoding: Coding } | { valueDecimal: number } | { valueString: string };

export interface QuestionnaireResponseItem {
  linkId: string;
  text?: string;
  answer?: AnswerValue[];
}

function localDate(ms: number): string {
  return new Date(ms).toISOString();
}

/** The answers a question got, as FHIR answer values. */
function answerValues(
  question: Question,
  answer: Answer,
  codeOf: (option: { id: string; text: string; score: number }) => Coding,
): AnswerValue[] {
  if (question.type === 'user-input-number') return [{ valueDecimal: answer.score }];
  if (question.type === 'user-input-text') return answer.text ? [{ valueString: answer.text }] : [];
  const chosenIds =
    question.type === 'multi-select'
      ? (answer.selectedIds ??
        question.options
          .filter((option) => answer.selected?.includes(option.text))
          .map((option) => option.id))
      : [answer.optionId ?? question.options.find((option) => option.text === answer.text)?.id];
  return question.options
    .filter((option) => chosenIds.includes(option.id))
    .map((option) => ({ valueCoding: codeOf(option) }));
}

export interface FhirBundle {
  resourceType: 'Bundle';
  type: 'collection';
  timestamp: string;
  entry: { fullUrl: string; resource: Record<string, unknown> }[];
}

/** The FHIR R4 Bundle of one result. `siteUrl`: the site whose code system our own codes live under. */
export function fhirBundle(
  kept: Pick<KeptResult, 'config' | 'result' | 'answers' | 'completedAt'>,
  siteUrl: string,
): FhirBundle {
  const { config, result, answers, completedAt } = kept;
  const codes = followUpFor(config.testCode)?.loinc;
  const own = siteSystems(siteUrl, config.testCode);
  const when = localDate(completedAt);
  const responseId = `urn:uuid:${uuidFrom(`${config.testCode}-${completedAt}-qr`)}`;
  const observationId = `urn:uuid:${uuidFrom(`${config.testCode}-${completedAt}-obs`)}`;

  const items: QuestionnaireResponseItem[] = answers.flatMap((answer) => {
    const question = config.questions.find((each) => each.id === answer.questionId);
    if (!question) return [];
    const loincItem = codes?.items[question.id];
    const loincAnswers = codes?.answersFor.includes(question.id) ? codes.answers : undefined;
    const codeOf = (option: { id: string; text: string; score: number }): Coding => {
      const loinc = loincAnswers?.[String(option.score)];
      return loinc
        ? { system: loincSystem, code: loinc.code, display: loinc.display }
        : { system: own.answers, code: option.id, display: option.text };
    };
    const values = answerValues(question, answer, codeOf);
    return [
      {
        // LOINC-coded questions are linked by their code ('/44250-9', as LOINC's own forms do); ours by id.
        linkId: loincItem ? `/${loincItem.code}` : question.id,
        text: question.question,
        ...(values.length > 0 ? { answer: values } : {}),
      },
    ];
  });

  const questionnaireResponse = {
    resourceType: 'QuestionnaireResponse',
    questionnaire: codes ? `${loincSystem}/q/${codes.panel.code}` : own.questionnaire,
    status: 'completed',
    authored: when,
    ...(config.lang ? { language: config.lang } : {}),
    item: items,
  };

  const totalCode: Coding = codes
    ? { system: loincSystem, code: codes.total.code, display: codes.total.display }
    : { system: own.results, code: `${config.testCode}-total`, display: `${config.formalTitle} total score` };

  const observation = {
    resourceType: 'Observation',
    status: 'final',
    category: [{ coding: [{ system: observationCategory, code: 'survey', display: 'Survey' }] }],
    code: { coding: [totalCode], text: `${config.formalTitle} total score` },
    effectiveDateTime: when,
    valueQuantity: { value: result.totalScore, system: ucum, code: '{score}', unit: '{score}' },
    interpretation: [{ text: result.grade }],
    derivedFrom: [{ reference: responseId }],
    ...(codes
      ? {
          method: { coding: [{ system: loincSystem, code: codes.panel.code, display: codes.panel.display }] },
        }
      : {}),
    component: [
      {
        code: { coding: [{ system: own.results, code: 'maximum', display: 'Highest possible total' }] },
        valueQuantity: { value: result.expectedTotalScore, system: ucum, code: '{score}', unit: '{score}' },
      },
      ...(result.level !== undefined
        ? [
            {
              code: { coding: [{ system: own.results, code: 'level', display: 'Severity level (0-4)' }] },
              valueInteger: result.level,
            },
          ]
        : []),
      ...(result.urgency
        ? [
            {
              code: {
                coding: [{ system: own.results, code: 'urgency', display: 'How soon care is needed' }],
              },
              valueCodeableConcept: { coding: [{ system: own.results, code: result.urgency }] },
            },
          ]
        : []),
    ],
  };

  return {
    resourceType: 'Bundle',
    type: 'collection',
    timestamp: when,
    entry: [
      { fullUrl: responseId, resource: questionnaireResponse },
      { fullUrl: observationId, resource: observation },
    ],
  };
}

/** A stable UUID-shaped id from a text (the same result gives the same file), FNV-1a over four seeds. */
function uuidFrom(text: string): string {
  const hex = [0x811c9dc5, 0x01000193, 0x12345678, 0x9e3779b9]
    .map((seed) => {
      let hash = seed;
      for (let index = 0; index < text.length; index++) {
        hash ^= text.charCodeAt(index);
        hash = Math.imul(hash, 0x01000193) >>> 0;
      }
      return hash.toString(16).padStart(8, '0');
    })
    .join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The file name of a result's FHIR download. */
export function fhirFileName(testCode: string, completedAt: number): string {
  return `kipimo-${testCode}-${new Date(completedAt).toISOString().slice(0, 10)}.fhir.json`;
}

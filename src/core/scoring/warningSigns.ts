import type { Scoring, TestFixture, WarningSign } from '../../../schemas';

/** The warning-sign catalogue by id, as the fixture loader reads it. */
export type WarningSignCatalogue = ReadonlyMap<string, WarningSign>;

// A fixture's scoring is linked to the signs it refers to once, when it loads; the engine then looks them up
// here, so a request never searches the catalogue and a fixture can never score against a missing sign.
const linked = new WeakMap<Scoring, WarningSignCatalogue>();

/** Every warning-sign id a fixture refers to, with where it does so. */
export function signReferences(fixture: TestFixture): { sign: string; path: (string | number)[] }[] {
  const references: { sign: string; path: (string | number)[] }[] = [];
  fixture.form.questions.forEach((question, questionIndex) =>
    question.options.forEach((option, optionIndex) => {
      if (option.sign) {
        references.push({
          sign: option.sign,
          path: ['form', 'questions', questionIndex, 'options', optionIndex, 'sign'],
        });
      }
    }),
  );
  fixture.scoring.signs.forEach((rule, index) =>
    references.push({ sign: rule.sign, path: ['scoring', 'signs', index, 'sign'] }),
  );
  return references;
}

/**
 * Links a fixture to the catalogue: every sign it names must exist there. Gives the references that do not
 * (an empty list when all is well); a fixture with any is not linked and must not be served.
 */
export function linkWarningSigns(
  fixture: TestFixture,
  catalogue: WarningSignCatalogue,
): { sign: string; path: (string | number)[] }[] {
  const references = signReferences(fixture);
  const missing = references.filter((reference) => !catalogue.has(reference.sign));
  if (missing.length > 0) return missing;
  linked.set(
    fixture.scoring,
    new Map(references.map(({ sign }) => [sign, catalogue.get(sign) as WarningSign])),
  );
  return [];
}

/** The catalogue entry of a sign a linked fixture refers to. A fixture that was never linked is a fault. */
export function linkedSign(scoring: Scoring, id: string): WarningSign {
  const sign = linked.get(scoring)?.get(id);
  if (!sign) {
    throw new Error(`Warning sign "${id}" is not linked: load fixtures with their warning-sign catalogue.`);
  }
  return sign;
}

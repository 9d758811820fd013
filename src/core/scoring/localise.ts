import type { Band, Scoring, TestFixture, TestTranslation } from '../../../schemas';
import { fillLoadTemplates, textValuesOf, type PlaceableLine } from './fixtureTexts';

/**
 * A fixture in another language: the same fixture with every text taken from a translation overlay. Ids,
 * scores, branches and conditions are the fixture's own, so an answer set scores the same in both
 * languages. The overlay's `{line:…}` and `{count:…}` templates are filled in its own language (fixtureTexts.ts).
 * Gives the localised fixture, or every place where the overlay and the fixture disagree (a missing or extra
 * question, option, band, flag or label) or a template cannot be filled, each with its path in the overlay.
 */
export function localiseFixture(
  fixture: TestFixture,
  overlay: TestTranslation,
  context: { crisisLines: readonly PlaceableLine[] },
): { fixture: TestFixture } | { problems: string[] } {
  const filled = fillLoadTemplates(overlay, textValuesOf(fixture, overlay.lang, context.crisisLines));
  if ('problems' in filled) return filled;
  const translation = filled.value;
  const problems: string[] = [];
  const expectSame = (path: string, english: readonly string[], translated: readonly string[]) => {
    const missing = english.filter((key) => !translated.includes(key));
    const extra = translated.filter((key) => !english.includes(key));
    if (missing.length > 0) problems.push(`${path}: missing ${missing.join(', ')}`);
    if (extra.length > 0) problems.push(`${path}: not in the English fixture: ${extra.join(', ')}`);
  };
  const expectCount = (path: string, english: number, translated: number) => {
    if (english !== translated) problems.push(`${path}: ${translated} entries, the English has ${english}`);
  };

  const { form, scoring } = fixture;
  const texts = translation.form.questions;
  expectSame(
    'form.questions',
    form.questions.map((question) => question.id),
    Object.keys(texts),
  );
  const questions = form.questions.map((question) => {
    const text = texts[question.id];
    if (!text) return question;
    const path = `form.questions.${question.id}`;
    expectSame(
      `${path}.options`,
      question.options.map((option) => option.id),
      Object.keys(text.options),
    );
    if ((question.questionHeading === undefined) !== (text.questionHeading === undefined)) {
      problems.push(`${path}.questionHeading: present in one language only`);
    }
    const unit = 'unit' in question ? question.unit : undefined;
    if ((unit === undefined) !== (text.unit === undefined))
      problems.push(`${path}.unit: present in one language only`);
    return {
      ...question,
      question: text.question,
      ...(text.questionHeading ? { questionHeading: text.questionHeading } : {}),
      ...(text.unit ? { unit: text.unit } : {}),
      options: question.options.map((option) => ({
        ...option,
        text: text.options[option.id] ?? option.text,
      })),
    } as typeof question;
  });

  const words = translation.scoring;
  expectCount('scoring.bands', scoring.grading.bands.length, words.bands.length);
  expectCount('scoring.flags', scoring.flags.length, words.flags.length);
  expectCount('scoring.answerTexts', scoring.answerTexts.length, words.answerTexts.length);
  expectCount('scoring.scaleReports', scoring.scaleReports.length, words.scaleReports.length);
  expectCount('scoring.analyses', scoring.analyses.length, words.analyses.length);
  scoring.answerTexts.forEach((mapping, index) =>
    expectSame(
      `scoring.answerTexts[${index}]`,
      Object.keys(mapping.byOption),
      Object.keys(words.answerTexts[index] ?? {}),
    ),
  );
  scoring.scaleReports.forEach((report, index) =>
    expectCount(
      `scoring.scaleReports[${index}]`,
      report.bands.length,
      words.scaleReports[index]?.length ?? 0,
    ),
  );
  scoring.analyses.forEach((analysis, index) => {
    const translated = words.analyses[index];
    expectCount(`scoring.analyses[${index}].rules`, analysis.rules.length, translated?.rules.length ?? 0);
    expectCount(`scoring.analyses[${index}].bands`, analysis.bands.length, translated?.bands.length ?? 0);
    if ((analysis.otherwise === undefined) !== (translated?.otherwise === undefined))
      problems.push(`scoring.analyses[${index}].otherwise: present in one language only`);
  });
  const reported = scoring.scores
    .filter((definition) => definition.report)
    .map((definition) => definition.name);
  expectSame('scoring.reportLabels', reported, Object.keys(words.reportLabels));
  scoring.grading.bands.forEach((band, index) => {
    const translated = words.bands[index];
    if (translated && Array.isArray(band.nextSteps) !== Array.isArray(translated.nextSteps)) {
      problems.push(`scoring.bands[${index}].nextSteps: a list in one language, a text in the other`);
    }
  });
  if (problems.length > 0) return { problems };

  const localisedScoring: Scoring = {
    ...scoring,
    scores: scoring.scores.map((definition) =>
      definition.report
        ? {
            ...definition,
            report: { ...definition.report, label: words.reportLabels[definition.name] as string },
          }
        : definition,
    ),
    grading: {
      ...scoring.grading,
      bands: scoring.grading.bands.map((band, index): Band => ({ ...band, ...words.bands[index] })),
    },
    flags: scoring.flags.map((flag, index) => ({ ...flag, text: words.flags[index] as string })),
    answerTexts: scoring.answerTexts.map((mapping, index) => ({
      ...mapping,
      byOption: words.answerTexts[index] as Record<string, string>,
    })),
    scaleReports: scoring.scaleReports.map((report, index) => ({
      ...report,
      bands: report.bands.map((band, position) => ({ ...band, ...words.scaleReports[index]?.[position] })),
    })),
    analyses: scoring.analyses.map((analysis, index) => ({
      ...analysis,
      label: words.analyses[index]?.label as string,
      rules: analysis.rules.map((rule, position) => ({
        ...rule,
        text: words.analyses[index]?.rules[position] as string,
      })),
      bands: analysis.bands.map((band, position) => ({
        ...band,
        text: words.analyses[index]?.bands[position] as string,
      })),
      ...(analysis.otherwise === undefined ? {} : { otherwise: words.analyses[index]?.otherwise as string }),
    })),
  };
  return {
    fixture: {
      ...fixture,
      card: { ...fixture.card, ...translation.card },
      form: {
        ...form,
        formHeading: translation.form.formHeading,
        resultHeading: translation.form.resultHeading,
        instructions: translation.form.instructions,
        disclaimer: translation.form.disclaimer,
        questions,
      },
      scoring: localisedScoring,
    },
  };
}

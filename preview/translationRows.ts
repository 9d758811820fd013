import type { TestFixture } from '../schemas';

/** A row of the side-by-side table: where the text sits, the English and the Kiswahili. */
export interface Row {
  where: string;
  en: string;
  sw: string;
}

const joined = (steps: string | string[]) => (Array.isArray(steps) ? steps.join(' · ') : steps);

/** Every text of a test in both languages, in the order a visitor meets them. */
export function translationRows(english: TestFixture, kiswahili: TestFixture): Row[] {
  const rows: Row[] = [
    { where: 'title', en: english.card.informalTitle, sw: kiswahili.card.informalTitle },
    { where: 'description', en: english.card.description, sw: kiswahili.card.description },
    ...english.form.instructions.map((line, index) => ({
      where: `instruction ${index + 1}`,
      en: line,
      sw: kiswahili.form.instructions[index] ?? '',
    })),
  ];
  english.form.questions.forEach((question, index) => {
    const translated = kiswahili.form.questions[index];
    rows.push({ where: question.id, en: question.question, sw: translated?.question ?? '' });
    question.options.forEach((option, position) =>
      rows.push({
        where: `  ${option.id} (${option.score})`,
        en: option.text,
        sw: translated?.options[position]?.text ?? '',
      }),
    );
  });
  english.scoring.grading.bands.forEach((band, index) => {
    const translated = kiswahili.scoring.grading.bands[index];
    rows.push({ where: `band ${band.id}`, en: band.grade, sw: translated?.grade ?? '' });
    rows.push({ where: '  description', en: band.description, sw: translated?.description ?? '' });
    rows.push({
      where: '  next steps',
      en: joined(band.nextSteps),
      sw: translated ? joined(translated.nextSteps) : '',
    });
  });
  english.scoring.flags.forEach((flag, index) =>
    rows.push({ where: `flag ${index + 1}`, en: flag.text, sw: kiswahili.scoring.flags[index]?.text ?? '' }),
  );
  return rows;
}

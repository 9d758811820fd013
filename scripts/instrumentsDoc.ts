import type { Catalogue } from '../server/fixtures';

/**
 * docs/instruments.md, written from the fixtures themselves so that it cannot drift from what the server
 * scores: each instrument's source, licence, bands and the reference of every cut-off.
 */
export function renderInstrumentsDoc(catalogue: Catalogue): string {
  const lines = [
    '# Instruments',
    '',
    'Generated from `fixtures/screenings/*.json` by `npm run docs:instruments`; do not edit by hand (a test fails',
    'when this file and the fixtures disagree). Each fixture holds the same facts beside its items.',
    '',
    '| code | route | category | instrument | licence |',
    '|---|---|---|---|---|',
  ];
  const categoryName = new Map(catalogue.categories.map((category) => [category.id, category.name]));
  for (const { card, instrument } of catalogue.tests) {
    lines.push(
      `| ${card.testCode} | /tests/${card.routeSlug} | ${categoryName.get(card.categoryId) ?? '?'} | ${cell(instrument.name)} | ${cell(instrument.licence)} |`,
    );
  }
  for (const { card, form, scoring, instrument } of catalogue.tests) {
    lines.push('', `## ${card.testCode} ${card.informalTitle} (${card.formalTitle})`, '');
    lines.push(`- Instrument: ${instrument.name}, ${instrument.version}`);
    lines.push(`- Source: ${instrument.source}`);
    lines.push(`- Licence: ${instrument.licence}`);
    lines.push(
      `- Questions: ${form.questions.length}; maximum shown: ${form.expectedTotalScore}; duration: ${card.duration}`,
    );
    if (instrument.loinc) {
      lines.push(
        `- LOINC: ${Object.entries(instrument.loinc)
          .map(([part, code]) => `${part} ${code}`)
          .join(', ')}`,
      );
    }
    const graded = scoring.grading.score ?? (typeof scoring.total === 'string' ? scoring.total : undefined);
    const rules = scoring.grading.rules.length;
    lines.push(
      '',
      rules > 0
        ? `Bands (${rules} grading rule${rules === 1 ? '' : 's'} first${graded ? `, then bands on \`${graded}\`` : ''}):`
        : `Bands on \`${graded}\`:`,
      '',
      '| from | to | grade | level | urgency | validated cut-off |',
      '|---|---|---|---|---|---|',
    );
    for (const band of scoring.grading.bands) {
      const [from, to] = band.min === undefined ? ['by a rule', ''] : [band.min, band.max];
      lines.push(
        `| ${from} | ${to} | ${cell(band.grade)} | ${band.level} | ${band.urgency} | ${band.validated ? 'yes' : 'no'} |`,
      );
    }
    const asked = signsAsked(form.questions, scoring.signs);
    if (asked.length > 0)
      lines.push('', `Warning signs asked: ${asked.map((id) => `\`${id}\``).join(', ')}.`);
    lines.push('', 'Cut-off references:', '');
    for (const reference of instrument.cutoffReferences)
      lines.push(`- ${reference.cutoff}: ${reference.reference}`);
    if (instrument.notes) lines.push('', `Notes: ${instrument.notes}`);
  }
  lines.push(...warningSignsSection(catalogue));
  return `${lines.join('\n')}\n`;
}

/** The ids of the warning signs a test asks about, in question order, each once. */
function signsAsked(
  questions: Catalogue['tests'][number]['form']['questions'],
  rules: Catalogue['tests'][number]['scoring']['signs'],
): string[] {
  const ids = [
    ...questions.flatMap((question) =>
      question.options.flatMap((option) => (option.sign ? [option.sign] : [])),
    ),
    ...rules.map((rule) => rule.sign),
  ];
  return [...new Set(ids)];
}

/** The warning-sign catalogue: each sign once, its urgency, the tests that ask it and its references. */
function warningSignsSection(catalogue: Catalogue): string[] {
  const lines = [
    '',
    '## Warning signs',
    '',
    'From `fixtures/catalogue/warning-signs/*.json`: each sign has one urgency in every test that asks it.',
    '',
    '| sign | urgency | crisis | asked by | reference |',
    '|---|---|---|---|---|',
  ];
  for (const sign of catalogue.warningSigns.values()) {
    const askedBy = catalogue.tests
      .filter((test) => signsAsked(test.form.questions, test.scoring.signs).includes(sign.id))
      .map((test) => test.card.routeSlug);
    lines.push(
      `| \`${sign.id}\` | ${sign.urgency} | ${sign.crisis ? 'yes' : ''} | ${askedBy.join(', ')} | ${cell(sign.references.join(' '))} |`,
    );
  }
  return lines;
}

function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
}

import type { Catalogue } from '../server/fixtures';

/**
 * docs/instruments.md, written from the fixtures themselves so that it cannot drift from what the server
 * scores: each instrument's source, licence, bands and the reference of every cut-off.
 */
export function renderInstrumentsDoc(catalogue: Catalogue): string {
  const lines = [
    '# Instruments',
    '',
    'Generated from `fixtures/tests/*.json` by `npm run docs:instruments`; do not edit by hand (a test fails',
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
    lines.push(
      '',
      `Bands on \`${scoring.grading.score ?? scoring.total}\`:`,
      '',
      '| from | to | grade |',
      '|---|---|---|',
    );
    for (const band of scoring.grading.bands)
      lines.push(`| ${band.min} | ${band.max} | ${cell(band.grade)} |`);
    lines.push('', 'Cut-off references:', '');
    for (const reference of instrument.cutoffReferences)
      lines.push(`- ${reference.cutoff}: ${reference.reference}`);
    if (instrument.notes) lines.push('', `Notes: ${instrument.notes}`);
  }
  return `${lines.join('\n')}\n`;
}

function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
}

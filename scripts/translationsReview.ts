import type { Catalogue } from '../server/fixtures';
import { translationRows } from '../preview/translationRows';

/**
 * docs/translations-review.md: every Kiswahili text awaiting a native speaker's review, beside its English,
 * generated from the overlays the server serves, so that the list cannot drift from what visitors read.
 */
export function renderTranslationsReview(catalogue: Catalogue, reviewed: ReadonlySet<string>): string {
  const lines = [
    '# Kiswahili texts awaiting review',
    '',
    'Generated from `fixtures/screenings/sw/*.json` and `fixtures/catalogue/sw/tests.json` by `npm run docs:translations`; do not edit by hand (a test fails',
    'when this file and the overlays disagree). Our own checklists only: a validated instrument appears in',
    'Kiswahili only in its published translation, and none is in the repository yet, so those tests are served',
    'in English with a notice in Kiswahili. The catalogue words (`fixtures/catalogue/sw/`) and the interface',
    '(`src/messages/sw/`) are marked awaiting review in their own files.',
    '',
  ];
  const tests = [...(catalogue.localised.get('sw')?.values() ?? [])];
  const waiting = tests.filter((test) => !reviewed.has(test.card.routeSlug));
  lines.push(`${waiting.length} of ${tests.length} translated tests await review.`);
  for (const kiswahili of waiting) {
    const english = catalogue.byTestCode.get(kiswahili.card.testCode);
    if (!english) continue;
    lines.push(
      '',
      `## ${english.card.testCode} ${english.card.informalTitle}`,
      '',
      '| where | English | Kiswahili |',
      '|---|---|---|',
    );
    for (const row of translationRows(english, kiswahili))
      lines.push(`| ${cell(row.where)} | ${cell(row.en)} | ${cell(row.sw)} |`);
  }
  const cards = (catalogue.site.get('sw')?.tests ?? []).filter(
    (card) => card.lang === 'sw' && card.testLang === 'en' && !reviewed.has(card.routeSlug),
  );
  if (cards.length > 0) {
    lines.push(
      '',
      '## Cards of tests served in English',
      '',
      'Our own words around a validated instrument that has no validated Kiswahili version',
      '(`fixtures/catalogue/sw/tests.json`): its card, Start button and search entry. The test itself stays in English.',
    );
    for (const card of cards) {
      const english = catalogue.byTestCode.get(card.testCode)?.card;
      if (!english) continue;
      lines.push(
        '',
        `### ${card.testCode} ${english.informalTitle}`,
        '',
        '| where | English | Kiswahili |',
        '|---|---|---|',
      );
      for (const field of ['informalTitle', 'description', 'tooltip', 'imageAlt'] as const)
        lines.push(`| card.${field} | ${cell(english[field])} | ${cell(card[field])} |`);
      lines.push(
        `| card.keyWords | ${cell(english.keyWords.join(', '))} | ${cell(card.keyWords.join(', '))} |`,
      );
    }
  }
  return `${lines.join('\n')}\n`;
}

function cell(text: string): string {
  return text.trim().replace(/\|/g, '\\|').replace(/\n/g, ' ');
}

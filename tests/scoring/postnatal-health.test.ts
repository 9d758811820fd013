import { describe, expect, it } from 'vitest';
import { scoreAnswers } from '../../src/core/scoring';
import { chooseScore, fixtureByCode, walkPath, type Pick } from '../helpers/fixtures';
import { phq9BandVectors } from '../helpers/phq9';

const postnatal = fixtureByCode('GW-009');
const phq9 = fixtureByCode('MH-001');
const PHQ = ['Not at all', 'Several days', 'More than half the days', 'Nearly every day'];

/** PHQ-9 items 1-8 filled up to `total` with item 9 as given, plus any other picks. */
function score(total: number, item9 = 0, picks: Record<string, Pick> = {}) {
  const items = Array.from({ length: 8 }, () => 0);
  let rest = total - item9;
  for (let index = 0; rest > 0; index += 1) {
    items[index] = Math.min(3, rest);
    rest -= items[index]!;
  }
  const itemPicks = Object.fromEntries(
    [...items, item9].map((value, index) => [`q${index + 1}`, PHQ[value]!]),
  );
  return scoreAnswers(postnatal, walkPath(postnatal, { ...itemPicks, ...picks }));
}

describe('GW-009 postnatal health: PHQ-9 (cut-off 10 in postpartum women)', () => {
  it.each(phq9BandVectors)('total %i is "%s"', (total, grade) => {
    const result = score(total);
    expect(result).toMatchObject({ totalScore: total, expectedTotalScore: 27, grade });
  });

  it.each([
    [9, false],
    [10, true],
  ])('at %i the result does (%s) say to be checked for postnatal depression', (total, positive) => {
    expect(
      /10 or more, the level at which women after birth should be checked/.test(
        score(total).description ?? '',
      ),
    ).toBe(positive);
  });

  it('asks the PHQ-9 items and answers exactly as MH-001 does', () => {
    const items = (questions: typeof phq9.form.questions) =>
      questions.slice(0, 10).map(({ question, options }) => ({ question, options }));
    expect(items(postnatal.form.questions)).toEqual(items(phq9.form.questions));
  });

  it('gives crisis help when item 9 is above 0, whatever the total', () => {
    for (const item9 of [1, 2, 3]) {
      const result = score(item9, item9);
      expect(result.grade).toBe('Minimal or no depression');
      expect(result.urgency).toBe('emergency');
      expect(result.suicideRisk).toMatch(/1199/);
      expect((result.nextSteps as string[])[0]).toMatch(/1199/);
    }
    expect(score(24, 0).suicideRisk).toBeUndefined();
  });

  it('gives crisis help and the baby-safety action first for thoughts of harming the baby', () => {
    const result = score(12, 1, { q12: 'Yes' });
    expect(result.suicideRisk).toMatch(/harming yourself or your baby/);
    expect(result.suicideRisk).toMatch(/1199/);
    expect(result.urgency).toBe('emergency');
    // Both crisis actions lead, in the order asked (item 9 before question 12), each naming 1199.
    const steps = result.nextSteps as string[];
    expect(steps[0]).toMatch(/^Please talk to someone today: call 1199/);
    expect(steps[1]).toMatch(/^Make sure your baby is with another adult you trust.*1199/);
    const babyOnly = score(0, 0, { q12: 'Yes' });
    expect((babyOnly.nextSteps as string[])[0]).toMatch(
      /^Make sure your baby is with another adult you trust/,
    );
    expect(result.urgencyReasons).toEqual([
      expect.stringMatching(/better off dead/),
      expect.stringMatching(/harming your baby/),
    ]);
  });

  it('never adds the difficulty, warning-sign or harm questions to the total', () => {
    const result = score(7, 0, {
      q10: 'Extremely difficult',
      q11: ['Fits (convulsions)', 'Chest pain, or difficulty breathing'],
      q12: 'Yes',
    });
    expect(result.totalScore).toBe(7);
    expect(result.impact).toMatch(/extremely difficult/);
  });

  it('records why the EPDS is not shipped and how a licensee adds it', () => {
    expect(postnatal.instrument.notes).toMatch(/Royal College of Psychiatrists/);
    expect(postnatal.instrument.notes).toMatch(/LICENSED_FIXTURES_DIR/);
    expect(chooseScore(postnatal, 'q9', 0).text).toBe('Not at all');
  });

  it('names 1199 and 999 or 112 in the instructions, before any answer is sent', () => {
    const text = postnatal.form.instructions.join(' ');
    expect(text).toMatch(/1199/);
    expect(text).toMatch(/999 or 112/);
  });

  it('marks the self-harm and harm-to-baby answers as crisis options', () => {
    const crisis = postnatal.form.questions.flatMap((question) =>
      question.options.filter((option) => option.crisis).map((option) => `${question.id}:${option.sign}`),
    );
    expect(crisis).toEqual([
      'q9:self-harm-thoughts',
      'q9:self-harm-thoughts',
      'q9:self-harm-thoughts',
      'q12:harm-to-baby-thoughts',
      'q13:postpartum-psychosis-signs',
    ]);
  });
});

// Review finding (postnatal a, b): a warning sign after birth sat under a green "Minimal or no depression",
// with "See a doctor now" only as the last section's first line, and the sign was never named.
describe('GW-009 warning signs after birth: an honest grade, the sign named, its urgency', () => {
  const signs: [string, RegExp, 'emergency' | 'today'][] = [
    [
      'Heavy bleeding from the vagina (soaking a pad in an hour or less, or passing large clots)',
      /Heavy bleeding from the vagina after birth/,
      'emergency',
    ],
    ['Fever, shivering, belly pain or bad-smelling discharge from the vagina', /infection/, 'today'],
    ['A severe headache, changes in your eyesight, or pain under the ribs', /pre-eclampsia/, 'emergency'],
    ['Fits (convulsions)', /Fits \(convulsions\)/, 'emergency'],
    ['Pain or swelling in one calf', /blood clot in the leg/, 'today'],
    ['Chest pain, or difficulty breathing', /Chest pain, or fast or difficult breathing/, 'emergency'],
  ];

  it('asks one option per sign group, each with its own warning sign', () => {
    const q11 = postnatal.form.questions.find((question) => question.id === 'q11')!;
    const signed = q11.options.filter((option) => option.score > 0);
    expect(signed.map((option) => option.text)).toEqual(signs.map(([text]) => text));
    expect(new Set(signed.map((option) => option.sign)).size).toBe(signs.length);
  });

  it.each(signs)('"%s" alone, with a PHQ-9 total of 0', (text, reason, urgency) => {
    const result = score(0, 0, { q11: [text] });
    expect(result.grade).toBe('Warning sign after birth');
    expect(result.grade).not.toMatch(/minimal|no depression/i);
    expect(result).toMatchObject({ totalScore: 0, level: 4, validated: false, urgency });
    expect(result.urgencyReasons).toEqual([expect.stringMatching(reason)]);
    const steps = result.nextSteps as string[];
    expect(steps[0]).toMatch(urgency === 'emergency' ? /999 or 112/ : /today/);
    expect(steps.some((step) => /^See a doctor (now|soon)/.test(step))).toBe(false);
    expect(result.detailedAnalysis?.['Mood (PHQ-9 total)']).toMatch(/0-4: minimal or no depression/);
  });

  it('keeps the PHQ-9 total and its band under a warning sign, and names every sign ticked', () => {
    const result = score(16, 0, { q11: ['Pain or swelling in one calf', 'Fits (convulsions)'] });
    expect(result).toMatchObject({ totalScore: 16, grade: 'Warning sign after birth', urgency: 'emergency' });
    expect(result.detailedAnalysis?.['Mood (PHQ-9 total)']).toMatch(/15-19: moderately severe depression/);
    expect(result.urgencyReasons).toEqual([expect.stringMatching(/Fits/), expect.stringMatching(/calf/)]);
  });

  // The riskiest answer sets, each with the lowest total: none may reassure.
  it.each([
    ['item 9 above 0', { q9: 'Several days' }, 'emergency'],
    ['thoughts of harming the baby', { q12: 'Yes' }, 'emergency'],
    ['heavy bleeding', { q11: [signs[0]![0]] }, 'emergency'],
    ['calf swelling', { q11: ['Pain or swelling in one calf'] }, 'today'],
  ] as [string, Record<string, Pick>, string][])('%s alone (%j): urgency %s', (_name, picks, urgency) => {
    const result = scoreAnswers(postnatal, walkPath(postnatal, picks));
    expect(result.urgency).toBe(urgency);
    expect(result.urgencyReasons.length).toBeGreaterThan(0);
  });
});

// Issue 32: the WHO IMCI general danger signs, asked of the baby, each by its catalogue sign id.
describe('GW-009 danger signs in the baby (WHO IMCI)', () => {
  const q14 = postnatal.form.questions.find((question) => question.id === 'q14')!;
  const babySigns = q14.options.filter((option) => option.score > 0);

  it('asks every IMCI general danger sign of the catalogue once, with "None of these" last', () => {
    expect(babySigns.map((option) => option.sign)).toEqual([
      'child-convulsions',
      'child-lethargic-unconscious',
      'child-unable-to-drink',
      'child-vomits-everything',
      'child-fast-breathing-indrawing',
      'child-swallowed-poison',
    ]);
    expect(q14.options.at(-1)).toMatchObject({ text: 'None of these', score: 0, exclusive: true });
  });

  it.each(babySigns.map((option) => [option.text, option.sign!] as const))(
    '"%s" alone, with a PHQ-9 total of 0: the catalogue’s urgency, the sign named',
    (text, sign) => {
      const urgency = sign === 'child-fast-breathing-indrawing' ? 'today' : 'emergency';
      const result = score(0, 0, { q14: [text] });
      expect(result).toMatchObject({ totalScore: 0, grade: 'Warning sign after birth', level: 4, urgency });
      expect(result.urgencyReasons).toHaveLength(1);
      expect(result.healthRisks).toContain('A danger sign in your baby.');
      expect((result.nextSteps as string[])[0]).toMatch(urgency === 'emergency' ? /999 or 112/ : /today/);
    },
  );
});

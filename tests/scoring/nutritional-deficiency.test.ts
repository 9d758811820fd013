import { describe, expect, it } from 'vitest';
import { scoreAnswers } from '../../src/core/scoring';
import { catalogue, fixtureByCode, walkPath, type Pick } from '../helpers/fixtures';

function sign(id: string) {
  const found = catalogue.warningSigns.get(id);
  if (!found) throw new Error(`No warning sign ${id}`);
  return found;
}

const noSigns = 'No clear signs of a shortfall';
const checking = 'Signs that need checking';
// Review 2026-11-28 (F7): today signs are level 3 'see a doctor today', emergency signs level 4, as in every test.
const urgentGrade = {
  today: 'Warning signs: see a doctor today',
  emergency: 'Warning signs: emergency care needed now',
} as const;
const urgentLevel = { today: 3, emergency: 4 } as const;

const fixture = fixtureByCode('DN-002');
const score = (picks: Record<string, Pick>) => scoreAnswers(fixture, walkPath(fixture, picks));

const woman = { q1: 'Woman, not pregnant' };
const heavy =
  'Heavy: I change a pad every 1 to 2 hours, pass clots bigger than a coin, or bleed for more than 8 days';
const ironSigns = [
  'Very tired or weak',
  'Short of breath on light effort, such as climbing stairs or walking',
  'Dizzy or light-headed',
  'Heart racing or pounding',
];

describe('DN-002 nutritional deficiency checklist (action grades, no validated band)', () => {
  it.each([
    ['iron 1 (one symptom)', { q3: ironSigns.slice(0, 1) }, noSigns],
    ['iron 2 (two symptoms)', { q3: ironSigns.slice(0, 2) }, 'A check-up would help'],
    ['iron 3', { q3: ironSigns.slice(0, 3) }, 'A check-up would help'],
    ['iron 4', { q3: ironSigns }, checking],
    ['vitamin A 1 (leaves some days)', { q5: 'Some days each week' }, noSigns],
    ['vitamin A 2 (night blindness)', { q6: 'Yes' }, 'A check-up would help'],
    ['B12 1 (over 50)', { q9: ['I am over 50'] }, noSigns],
    [
      'B12 2 (over 50, metformin)',
      { q9: ['I am over 50', 'I take metformin for diabetes'] },
      'A check-up would help',
    ],
    ['numbness or sore tongue', { q10: 'Yes' }, checking],
    ['goitre', { q8: 'Yes' }, checking],
    ['non-iodised salt alone', { q7: "Rock salt, salt that is not iodised, or I don't know" }, noSigns],
    ['heavy periods without a symptom', { ...woman, q2: heavy }, 'A check-up would help'],
    ['heavy periods with one symptom', { ...woman, q2: heavy, q3: ironSigns.slice(0, 1) }, checking],
    [
      'pregnant with one symptom (iron 2)',
      { q1: 'Woman, pregnant', q3: ironSigns.slice(0, 1) },
      'A check-up would help',
    ],
  ])('%s gives "%s"', (_name, picks, grade) => {
    expect(score(picks).grade).toBe(grade);
  });

  // Review 2026-11 and issue 16: one sign per option, from the shared catalogue, so "black stool" (today) and
  // "vomiting blood" (emergency) are no longer one option with one urgency. The riskiest answers: each sign
  // alone with the lowest total (a man with no other sign or habit), and with everything else ticked.
  it.each([
    ['Chest pain, pressure or tightness', 'chest-pain', 'emergency'],
    ['Fainting', 'fainting', 'today'],
    ['Struggling to breathe, even at rest', 'breathless-at-rest', 'emergency'],
    ['Black, tarry stool', 'black-stool', 'today'],
    ['Vomiting blood', 'vomiting-blood', 'emergency'],
    [
      'Very heavy bleeding from the vagina now (soaking a pad every hour for 2 hours or more)',
      'heavy-vaginal-bleeding-now',
      'today',
    ],
  ])('"%s" alone raises %s (%s), first in the next steps, whatever else is ticked', (text, id, urgency) => {
    expect(sign(id).urgency).toBe(urgency);
    for (const picks of [{ q1: 'Man' }, { q1: 'Woman, not pregnant', q8: 'Yes', q3: ironSigns }] as Record<
      string,
      Pick
    >[]) {
      const result = score({ ...picks, q11: [text] });
      expect(result).toMatchObject({
        grade: urgentGrade[urgency as 'today' | 'emergency'],
        urgency,
        level: urgentLevel[urgency as 'today' | 'emergency'],
        totalScore: 4,
      });
      expect(result.urgencyReasons).toEqual([sign(id).reason]);
      expect((result.nextSteps as string[])[0]).toBe(sign(id).action);
    }
  });

  it('keeps one sign per option in the warning-sign question, and no combined option', () => {
    const options = fixture.form.questions.find((question) => question.id === 'q11')!.options;
    for (const option of options) {
      if (option.score > 0) expect(option.sign, option.text).toBeDefined();
      expect(option.text).not.toMatch(/, or /);
    }
    expect(options.filter((option) => option.sign).map((option) => option.sign)).toEqual([
      'chest-pain',
      'fainting',
      'breathless-at-rest',
      'black-stool',
      'vomiting-blood',
      'heavy-vaginal-bleeding-now',
    ]);
  });

  it('leads with the emergency when a today sign and an emergency sign are both ticked', () => {
    const result = score({ q1: 'Man', q11: ['Black, tarry stool', 'Vomiting blood'] });
    expect(result.urgency).toBe('emergency');
    expect(result.urgencyReasons).toEqual([sign('vomiting-blood').reason, sign('black-stool').reason]);
    expect((result.nextSteps as string[])[0]).toBe(sign('vomiting-blood').action);
  });

  it.each([
    [{ q1: 'Man' }, 0, 'none'],
    [{ q6: 'Yes' }, 1, 'routine'],
    [{ q8: 'Yes' }, 2, 'soon'],
  ])('%j has level %i and urgency %s, shown as the badge over 4', (picks, level, urgency) => {
    expect(score(picks)).toMatchObject({
      level,
      urgency,
      totalScore: level,
      expectedTotalScore: 4,
      validated: false,
    });
  });

  it('counts signs and habits as a subscale score and reports points per nutrient', () => {
    const result = score({
      ...woman,
      q2: heavy,
      q3: ironSigns.slice(0, 2),
      q4: 'Rarely or never',
      q6: 'Yes',
    });
    expect(result.subscaleScores?.['Signs and habits ticked (of 30)']).toBe(2 + 2 + 2 + 2);
    expect(result).toMatchObject({ totalScore: 2, expectedTotalScore: 4, grade: checking });
    expect(result.subscaleScores).toMatchObject({
      'Iron: signs and habits (of 11)': 6,
      'Vitamin A: signs and habits (of 4)': 2,
      'Vitamin B12: signs and habits (of 9)': 2,
    });
    expect(result.healthRisks).toEqual(
      expect.arrayContaining([expect.stringMatching(/low iron/), expect.stringMatching(/vitamin A/)]),
    );
  });

  it('skips the periods question for men, and tells pregnant women to keep taking iron and folic acid', () => {
    expect(walkPath(fixture, { q1: 'Man' }).map((answer) => answer.questionId)).not.toContain('q2');
    expect(score({ q1: 'Woman, pregnant' }).overallInterpretation).toMatch(/iron and folic acid/);
  });

  it('says the checklist has no validated score', () => {
    expect(score({}).description).toMatch(/no validated score/);
  });
});

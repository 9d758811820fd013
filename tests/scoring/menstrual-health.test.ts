import { describe, expect, it } from 'vitest';
import { scoreAnswers } from '../../src/core/scoring';
import { catalogue, fixtureByCode, walkPath, type Pick } from '../helpers/fixtures';

const fixture = fixtureByCode('GW-007');
const adult = { q2: '3 years ago or more' };
const teen = { q2: 'Less than 3 years ago' };
const score = (picks: Record<string, Pick>) => scoreAnswers(fixture, walkPath(fixture, picks));

describe('GW-007 menstrual health (FIGO 2018 limits; action grades)', () => {
  it.each([
    ['adult, 24-38 days', { ...adult, q3b: '24 to 38 days' }, 'Within the usual range'],
    ['adult, under 24 days', { ...adult, q3b: 'Less than 24 days' }, 'See a doctor soon'],
    ['adult, over 38 days', { ...adult, q3b: 'More than 38 days' }, 'See a doctor soon'],
    ['teen, under 21 days', { ...teen, q3a: 'Less than 21 days' }, 'See a doctor soon'],
    ['teen, 21-45 days', { ...teen, q3a: '21 to 45 days' }, 'Within the usual range'],
    ['teen, over 45 days', { ...teen, q3a: 'More than 45 days' }, 'See a doctor soon'],
    ['variation 7 days or less', { ...adult, q4: '7 days or less' }, 'Within the usual range'],
    ['variation 8 or 9 days', { ...adult, q4: '8 or 9 days' }, 'Mention it at your next check-up'],
    ['variation 10 days or more', { ...adult, q4: '10 days or more' }, 'See a doctor soon'],
    ['bleeding 8 days or fewer', { ...adult, q5: '8 days or fewer' }, 'Within the usual range'],
    ['bleeding more than 8 days', { ...adult, q5: 'More than 8 days' }, 'See a doctor soon'],
    [
      'one heavy-bleeding sign',
      { ...adult, q6: ['I have to get up at night to change'] },
      'Mention it at your next check-up',
    ],
    [
      'two heavy-bleeding signs',
      {
        ...adult,
        q6: ['I have to get up at night to change', 'Blood leaks through onto my clothes or bedding'],
      },
      'See a doctor soon',
    ],
    [
      'pain managed with painkillers',
      { ...adult, q7: 'I need painkillers, but I can manage' },
      'Within the usual range',
    ],
    [
      'pain that stops school or work',
      { ...adult, q7: "It stops me going to school or work, or painkillers don't help" },
      'See a doctor soon',
    ],
    ['bleeding after sex', { ...adult, q8: ['Bleeding after sex'] }, 'See a doctor soon'],
    [
      'no period for 3 months',
      {
        q1: 'I have had no period for 3 months or more, and I am not pregnant, breastfeeding or past menopause',
      },
      'See a doctor soon',
    ],
    [
      'past menopause, no bleeding',
      { q1: 'My periods have stopped for good: no period for 12 months or more (menopause)' },
      'Within the usual range',
    ],
    [
      'bleeding after menopause',
      {
        q1: 'My periods have stopped for good: no period for 12 months or more (menopause)',
        q8: ['Any bleeding after menopause (after 12 months or more without a period)'],
      },
      'See a doctor soon',
    ],
  ])('%s: "%s"', (_name, picks, grade) => {
    expect(score(picks).grade).toBe(grade);
  });

  it.each([
    [
      'Soaking a pad every hour for 2 hours or more',
      'See a doctor today',
      'today',
      'heavy-vaginal-bleeding-now',
    ],
    [
      'Feeling dizzy, faint or breathless with bleeding',
      'See a doctor now',
      'emergency',
      'dizzy-faint-with-bleeding',
    ],
    [
      'Sudden, severe pain low in the belly',
      'See a doctor now',
      'emergency',
      'sudden-severe-lower-belly-pain',
    ],
    [
      'I might be pregnant and I am bleeding or in pain',
      'See a doctor now',
      'emergency',
      'possible-ectopic-pregnancy',
    ],
  ])('an urgent sign (%s) gives "%s", urgency %s, its own action first', (sign, grade, urgency, id) => {
    const result = score({ ...adult, q3b: 'Less than 24 days', q9: [sign] });
    expect(result).toMatchObject({ grade, urgency, validated: false });
    expect(result.level).toBeGreaterThanOrEqual(3);
    expect(result.urgencyReasons).toEqual([catalogue.warningSigns.get(id)!.reason]);
    expect((result.nextSteps as string[])[0]).toBe(catalogue.warningSigns.get(id)!.action);
  });

  it('uses the ids the cervical-cancer and fertility tests share', () => {
    const ids = fixture.form.questions
      .flatMap((question) => question.options.map((option) => option.sign))
      .filter(Boolean);
    expect(ids).toEqual([
      'bleeding-between-periods',
      'bleeding-after-sex',
      'postmenopausal-bleeding',
      'heavy-vaginal-bleeding-now',
      'dizzy-faint-with-bleeding',
      'sudden-severe-lower-belly-pain',
      'possible-ectopic-pregnancy',
    ]);
  });

  // The riskiest answer sets, each alone on a usual cycle: none may reassure.
  it.each([
    ['bleeding between periods', { q8: ['Bleeding between periods'] }, 'soon'],
    ['bleeding after sex', { q8: ['Bleeding after sex'] }, 'soon'],
    [
      'bleeding after menopause',
      { q8: ['Any bleeding after menopause (after 12 months or more without a period)'] },
      'soon',
    ],
    ['very heavy bleeding now', { q9: ['Soaking a pad every hour for 2 hours or more'] }, 'today'],
    ['dizzy with bleeding', { q9: ['Feeling dizzy, faint or breathless with bleeding'] }, 'emergency'],
    [
      'possible pregnancy with pain',
      { q9: ['I might be pregnant and I am bleeding or in pain'] },
      'emergency',
    ],
  ])('%s alone (%j): urgency %s', (_name, picks, urgency) => {
    const result = score({ ...adult, q3b: '24 to 38 days', ...(picks as Record<string, Pick>) });
    expect(result.urgency).toBe(urgency);
    expect(result.level).toBeGreaterThanOrEqual(1);
    expect(result.grade).not.toBe('Within the usual range');
  });

  it('tells a pregnant visitor that bleeding or pain needs care straight away, as the pregnancy test does', () => {
    const result = score({ q1: 'I am pregnant', q9: ['I might be pregnant and I am bleeding or in pain'] });
    expect(result.urgency).toBe('emergency');
    expect(score({ q1: 'I am pregnant' }).overallInterpretation).toMatch(/straight away/);
  });

  it('asks teens the wider cycle question and skips the variation question', () => {
    const asked = walkPath(fixture, teen).map((answer) => answer.questionId);
    expect(asked).toEqual(['q1', 'q2', 'q3a', 'q5', 'q6', 'q7', 'q8', 'q9']);
    expect(walkPath(fixture, adult).map((answer) => answer.questionId)).toEqual([
      'q1',
      'q2',
      'q3b',
      'q4',
      'q5',
      'q6',
      'q7',
      'q8',
      'q9',
    ]);
  });

  it('sends a pregnant visitor to the danger-sign questions and the pregnancy test', () => {
    const result = score({ q1: 'I am pregnant' });
    expect(result.grade).toBe('Within the usual range');
    expect(result.overallInterpretation).toMatch(/\/tests\/pregnancy-health/);
  });

  it('counts signs outside the usual range as the total, out of 17', () => {
    const result = score({
      ...adult,
      q3b: 'More than 38 days',
      q4: '10 days or more',
      q6: ['I need two pads at once, or a pad and a tampon'],
    });
    expect(result).toMatchObject({ totalScore: 4, expectedTotalScore: 17 });
  });
});

import { describe, expect, it } from 'vitest';
import { scoreAnswers } from '../../src/core/scoring';
import { catalogue, fixtureByCode, walkPath, type Pick } from '../helpers/fixtures';

const fixture = fixtureByCode('GW-008');
const score = (picks: Record<string, Pick>) => scoreAnswers(fixture, walkPath(fixture, picks));
const dangerSigns = fixture.form.questions
  .find((question) => question.id === 'q3')!
  .options.filter((option) => option.score > 0)
  .map((option) => option.text);

describe('GW-008 pregnancy danger signs and WHO antenatal schedule', () => {
  // WHO 2016: contacts by 12 weeks, then at 20, 26, 30, 34, 36, 38 and 40 weeks.
  it.each([
    [11, 0, 'On track'],
    [12, 0, 'Antenatal visit due this week'],
    [12, 1, 'On track'],
    [19, 1, 'On track'],
    [20, 1, 'Antenatal visit due this week'],
    [20, 2, 'On track'],
    [25, 2, 'On track'],
    [26, 2, 'Antenatal visit due this week'],
    [26, 3, 'On track'],
    [29, 3, 'On track'],
    [30, 3, 'Antenatal visit due this week'],
    [30, 4, 'On track'],
    [33, 4, 'On track'],
    [34, 4, 'Antenatal visit due this week'],
    [34, 5, 'On track'],
    [35, 5, 'On track'],
    [36, 5, 'Antenatal visit due this week'],
    [36, 6, 'On track'],
    [37, 6, 'On track'],
    [38, 6, 'Antenatal visit due this week'],
    [38, 7, 'On track'],
    [39, 7, 'On track'],
    [40, 7, 'Antenatal visit due this week'],
    [40, 8, 'On track'],
    [0, 0, 'Antenatal visit due this week'],
    [0, 1, 'On track'],
  ])('%i weeks with %i visits: "%s"', (weeks, visits, grade) => {
    expect(score({ q1: weeks, q2: visits }).grade).toBe(grade);
  });

  it.each(dangerSigns)('the danger sign "%s" means care now: an emergency, its own sign first', (sign) => {
    const result = score({ q1: 30, q2: 4, q3: [sign] });
    expect(result).toMatchObject({ grade: 'See a doctor now', level: 4, urgency: 'emergency' });
    expect(result.urgencyReasons).toHaveLength(1);
    expect((result.nextSteps as string[])[0]).toMatch(/now/);
  });

  it('has the nine WHO danger signs, each its own emergency warning sign', () => {
    expect(dangerSigns).toHaveLength(9);
    const q3 = fixture.form.questions.find((question) => question.id === 'q3')!;
    const signs = q3.options.filter((option) => option.score > 0).map((option) => option.sign);
    expect(new Set(signs).size).toBe(9);
    for (const id of signs) expect(catalogue.warningSigns.get(id!)?.urgency, id).toBe('emergency');
  });

  it('puts a danger sign above other symptoms and feeling unsafe, each action once, most urgent first', () => {
    const result = score({ q1: 12, q2: 0, q3: [dangerSigns[0]!], q4: ['A fever'], q6: 'Yes' });
    const steps = result.nextSteps as string[];
    expect(result).toMatchObject({ grade: 'See a doctor now', urgency: 'emergency' });
    expect(steps[0]).toMatch(/maternity unit or hospital now/);
    expect(steps[1]).toMatch(/^See a health worker today: fever in pregnancy/);
    expect(steps[2]).toMatch(/1195/);
    expect(result.urgencyReasons).toHaveLength(3);
  });

  // Review finding: the "See a doctor soon" band said "within a day" and its flag "today or tomorrow".
  it.each([
    'A fever',
    'Burning or pain when you pass urine',
    'Vomiting so much that you cannot keep food or drink down',
  ])('"%s" gives one urgency, today, even if behind schedule', (symptom) => {
    const result = score({ q1: 30, q2: 0, q4: [symptom] });
    expect(result).toMatchObject({ grade: 'See a doctor today', level: 3, urgency: 'today' });
    const text = [result.description, ...(result.nextSteps as string[])].join(' ');
    expect(text).not.toMatch(/tomorrow|within a day|See a doctor soon|1 to 2 weeks/);
    expect((result.nextSteps as string[])[0]).toMatch(/today/);
  });

  // Review finding: feeling unsafe at home was a nextSteps line under "On track".
  it('feeling unsafe at home is a warning sign for today, with the 1195 line first', () => {
    const result = score({ q1: 20, q2: 2, q6: 'Yes' });
    expect(result).toMatchObject({ grade: 'Your safety: get support today', level: 3, urgency: 'today' });
    expect(result.urgencyReasons).toEqual([expect.stringMatching(/hurts you, threatens you/)]);
    expect((result.nextSteps as string[])[0]).toMatch(/1195/);
    expect(score({ q1: 20, q2: 2, q6: "I'd rather not say" }).grade).toBe('On track');
  });

  it('low mood on most days is not "On track": talk to a health worker within 2 weeks', () => {
    const result = score({ q1: 20, q2: 2, q5: 'Yes' });
    expect(result).toMatchObject({
      grade: 'Talk to a health worker about your mood',
      level: 1,
      urgency: 'soon',
    });
    expect(result.description).toMatch(/no validated mood score/);
  });

  it('still says a visit is due when a higher grade hides the schedule', () => {
    const steps = score({ q1: 30, q2: 0, q5: 'Yes' }).nextSteps as string[];
    expect(steps.at(-1)).toMatch(/fewer antenatal visits than WHO recommends/);
  });

  // The riskiest answer sets, each alone with everything else on track.
  const riskiest: [string, Record<string, Pick>, string][] = [
    ...dangerSigns.map((sign): [string, Record<string, Pick>, string] => [sign, { q3: [sign] }, 'emergency']),
    ['fever', { q4: ['A fever'] }, 'today'],
    ['unsafe at home', { q6: 'Yes' }, 'today'],
    ['low mood', { q5: 'Yes' }, 'soon'],
    ['behind schedule', { q2: 1 }, 'soon'],
  ];
  it.each(riskiest)('%s alone (%j): urgency %s, a grade that does not reassure', (_name, picks, urgency) => {
    const result = score({ q1: 20, q2: 2, ...picks });
    expect(result.urgency).toBe(urgency);
    expect(result.level).toBeGreaterThanOrEqual(1);
    expect(result.grade).not.toBe('On track');
  });

  it('links low mood to the depression test with the 1199 line', () => {
    const steps = score({ q1: 20, q2: 2, q5: 'Yes' }).nextSteps as string[];
    expect(steps.some((step) => step.includes('/tests/depression') && step.includes('1199'))).toBe(true);
  });

  it.each([
    [3, /still to do/],
    [4, /done all four/],
  ])('explains the care checklist with %i steps done', (done, text) => {
    const care = fixture.form.questions.find((question) => question.id === 'q7')!.options.slice(0, done);
    const result = score({ q1: 20, q2: 2, q7: care.map((option) => option.text) });
    expect(result.subscaleScores).toEqual({ 'Care checklist done (of 4)': done });
    expect(result.detailedAnalysis?.['Care checklist']).toMatch(text);
    expect(result.grade).toBe('On track');
  });

  it('counts danger signs and concerns as the total, out of 14', () => {
    expect(score({ q1: 20, q2: 2, q3: dangerSigns.slice(0, 2), q5: 'Yes' })).toMatchObject({
      totalScore: 3,
      expectedTotalScore: 14,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { describeAnalysis, describeGrading, describeTotal } from '../../preview/describeScoring';
import { fixtureByCode } from '../helpers/fixtures';

/** The preview shows how a grade is chosen as a reviewer reads it: answers by their text, bands by their grade. */
describe('the scoring rules in words', () => {
  it('names the answer and the band of each grading rule, first match first, then the bands over the score', () => {
    const lines = describeGrading(fixtureByCode('GW-005'));
    expect(lines[0]).toBe('if q9torsion is Yes: sudden, severe pain in one testicle: See a doctor now');
    expect(lines.at(-1)).toBe('otherwise: No risk signs found');
    expect(lines.join('\n')).not.toMatch(/\bvalue\b|\d+ ?→/);
  });

  it('names the answers of a multi-select that a rule counts (postnatal danger signs)', () => {
    const [rule] = describeGrading(fixtureByCode('GW-009'));
    expect(rule).toMatch(
      /^if \(q11 has Heavy bleeding from the vagina .* ticked or q13 is Yes or q14 has Your baby has fits .* ticked\): Warning sign after birth$/,
    );
  });

  it('reads a special band reached by a rule before the bands over the total (AUDIT, not drinking now)', () => {
    const [rule, bands] = describeGrading(fixtureByCode('MH-007'));
    expect(rule).toMatch(/^if q1 is Never and \(the score total is at least 8 or .*\): Not drinking now/);
    expect(bands).toMatch(/^otherwise, by the score total: 0-7 Low-risk drinking \(zone I\); 8-15 Hazardous/);
  });

  it('shows a templated analysis text once, and a total given per band by the band’s grade', () => {
    const heart = fixtureByCode('LD-003');
    const lines = describeAnalysis(heart.scoring.analyses[0]!, heart);
    expect(lines.filter((line) => line.includes('{riskHigh} in 100'))).toHaveLength(2);
    expect(describeTotal(heart)).toMatch(/^0 for 10-year risk: under 5%; 1 for /);
  });
});

// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ScoringView } from '../../preview/ScoringView';
import { fixtureByCode } from '../helpers/fixtures';

/** The preview's scoring rules as a reviewer reads them: answers by their text, grades by their name. */
describe('ScoringView', () => {
  it('lists how the postnatal grade is chosen, the warning-sign band first, then the EPDS bands', () => {
    render(<ScoringView fixture={fixtureByCode('GW-009')} />);
    const rules = within(screen.getByRole('list', { name: 'Grading rules' })).getAllByRole('listitem');
    expect(rules[0]).toHaveTextContent(/^if .*q13 is Yes.*: Warning sign after birth$/);
    expect(rules[1]).toHaveTextContent(/^otherwise, by the score total: 0-4 Minimal or no depression; /);
    const bands = screen.getByRole('table', { name: 'Bands' });
    expect(within(bands).getByText('Warning sign after birth').closest('tr')).toHaveTextContent(/^by a rule/);
  });

  it('names a flag’s answers by their text (PHQ-9 item 9)', () => {
    render(<ScoringView fixture={fixtureByCode('MH-001')} />);
    expect(screen.getByRole('region', { name: 'Scoring rules' })).toHaveTextContent(
      'When q9 is Several days or More than half the days or Nearly every day',
    );
  });

  it('says which values the texts place and where they come from: crisis lines, counts', () => {
    const raw = JSON.parse(readFileSync('fixtures/screenings/social_support.json', 'utf8')) as unknown;
    render(<ScoringView fixture={fixtureByCode('MH-005')} raw={raw} />);
    const placed = within(screen.getByRole('list', { name: 'Values placed in the texts' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(placed).toContain(
      '{line:red-cross} = 1199, Kenya Red Cross counselling line, from the crisis-line catalogue (in 2 texts)',
    );
    expect(placed).toContain(
      '{count:questions:Word} = "Twelve", the number of questions, in words (in 1 text)',
    );
  });

  it('says the heart chart is read once and gives the lowest risk beside the highest', () => {
    render(<ScoringView fixture={fixtureByCode('LD-003')} />);
    expect(screen.getByRole('region', { name: 'Scoring rules' })).toHaveTextContent(
      /riskHigh = the "tableLookup" rule with \{"table":"chart","pick":"max","outOfRange":0\}; the same rule gives riskLow = its min/,
    );
  });
});

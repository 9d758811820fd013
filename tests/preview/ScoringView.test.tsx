// @vitest-environment jsdom
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
});

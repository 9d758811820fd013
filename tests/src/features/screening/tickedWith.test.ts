import { describe, expect, it } from 'vitest';
import type { Option } from '../../../../schemas';
import { tickedWith } from '../../../../src/features/screening/QuestionStep';
import { fixtureByCode, questionById } from '../../../helpers/fixtures';

const option = (id: string, exclusive?: boolean): Option => ({
  id,
  text: id,
  score: 0,
  nextQuestion: null,
  ...(exclusive ? { exclusive } : {}),
});
const options = [option('fits'), option('bleeding'), option('none', true)];

describe('tickedWith: an exclusive option ("None of these") stands alone', () => {
  it('adds an ordinary tick to the others', () => {
    expect(tickedWith(options, ['fits'], 'bleeding')).toEqual(['fits', 'bleeding']);
  });

  it('clears every other tick when the exclusive option is ticked', () => {
    expect(tickedWith(options, ['fits', 'bleeding'], 'none')).toEqual(['none']);
  });

  it('clears the exclusive option when another is ticked', () => {
    expect(tickedWith(options, ['none'], 'fits')).toEqual(['fits']);
  });

  it('decides from the data flag, not the words: an option named "None of these" without it is ordinary', () => {
    const unflagged = [option('fits'), { ...option('none'), text: 'None of these' }];
    expect(tickedWith(unflagged, ['fits'], 'none')).toEqual(['fits', 'none']);
  });

  it('is flagged on the postnatal warning-sign question', () => {
    const signs = questionById(fixtureByCode('GW-009'), 'q11');
    expect(signs.options.filter((each) => each.exclusive).map((each) => each.id)).toEqual(['q11-6']);
  });
});

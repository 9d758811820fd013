import { describe, expect, it, vi } from 'vitest';
import { lazyTexts, withAreas } from '../../../src/i18n/lazyTexts';
import { en } from '../../../src/messages/en';
import { resultScreenMessages } from '../../../src/messages/en/resultScreen';

describe('withAreas', () => {
  it('merges a part into the app’s texts area by area, keeping the app’s keys of a shared area', () => {
    const t = withAreas(en, resultScreenMessages);
    expect(t.result.submitFailed).toBe(en.result.submitFailed);
    expect(t.result.description).toBe(resultScreenMessages.result.description);
    expect(t.urgency.fallbackTitle).toBe(en.urgency.fallbackTitle);
    expect(t.urgency.emergency.title).toBe('Get help now');
    expect(t.print.grade('X')).toBe('Result: X');
    expect(t.intro).toBe(en.intro);
  });
});

describe('lazyTexts', () => {
  it('downloads another language once, tries a failed download again, and has English at once', async () => {
    const kiswahili = { result: { description: 'Maana' } };
    const loader = vi
      .fn<() => Promise<typeof kiswahili>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(kiswahili);
    const texts = lazyTexts('test-texts', { result: { description: 'Meaning' } }, { sw: loader });
    await expect(texts.preload('en')).resolves.toEqual({ result: { description: 'Meaning' } });
    await expect(texts.preload('sw')).rejects.toThrow('offline');
    await expect(texts.preload('sw')).resolves.toBe(kiswahili);
    await texts.preload('sw');
    expect(loader).toHaveBeenCalledTimes(2);
  });
});

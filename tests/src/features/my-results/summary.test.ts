import { describe, expect, it } from 'vitest';
import { toTestConfig } from '../../../../schemas';
import {
  changeSentence,
  recheckCalendar,
  recheckWindow,
  summaryText,
  whatsappLink,
} from '../../../../src/features/my-results/summary';
import { followUpFor } from '../../../../src/features/my-results/followUp';
import { myResultsMessages as en } from '../../../../src/messages/en/myResults';
import { myResultsMessages as sw } from '../../../../src/messages/sw/myResults';
import { scoreAnswers } from '../../../../src/core/scoring';
import { chooseScores, fixtureByCode } from '../../../helpers/fixtures';

const phq9 = fixtureByCode('MH-001');
const phq9Mid = followUpFor('MH-001')!.mid;

describe('what changed between two results', () => {
  it('calls a PHQ-9 change of 5 points or more real, and 4 about the same', () => {
    expect(changeSentence(en, phq9Mid, 14, 9)).toMatch(
      /^Your total went down from 14 to 9\..*real improvement/,
    );
    expect(changeSentence(en, phq9Mid, 14, 10)).toMatch(/about the same\.$/);
    expect(changeSentence(en, phq9Mid, 9, 14)).toMatch(/went up from 9 to 14.*talk to a health worker/);
    expect(changeSentence(en, phq9Mid, 10, 14)).toMatch(/about the same\.$/);
  });

  it('says so where no minimal important difference is published', () => {
    expect(followUpFor('MH-004')).toBeUndefined();
    expect(changeSentence(en, undefined, 30, 20)).toMatch(/No smallest important change has been published/);
    expect(changeSentence(sw, undefined, 30, 20)).toMatch(/Hakuna kiwango cha mabadiliko muhimu/);
  });
});

describe('the WhatsApp summary', () => {
  const answers = chooseScores(phq9, [3, 3, 3, 3, 2, 0, 0, 0, 0, 1]);
  const result = scoreAnswers(phq9, answers);

  it("carries test, date, total, grade and urgency in the visitor's language", () => {
    const english = summaryText(en, toTestConfig(phq9), result, '28 November 2026');
    expect(english.split('\n')).toEqual([
      'My PHQ-9 (Depression Screening Test) result',
      'Date: 28 November 2026',
      'Total: 14 out of 27',
      'Result: Moderate depression',
      'Urgency: see a health worker soon (within about two weeks)',
    ]);
    const kiswahili = summaryText(sw, toTestConfig(phq9), result, '28 Novemba 2026');
    expect(kiswahili).toContain('Tarehe: 28 Novemba 2026');
    expect(kiswahili).toContain('Jumla: 14 kati ya 27');
    expect(kiswahili).toContain('Uharaka: muone mhudumu wa afya hivi karibuni');
  });

  it('goes in a wa.me link, to the provider or to anyone', () => {
    expect(whatsappLink('a b\nc', '254700000000')).toBe('https://wa.me/254700000000?text=a%20b%0Ac');
    expect(whatsappLink('hi')).toBe('https://wa.me/?text=hi');
  });
});

describe('when to check again', () => {
  it('suggests 2 to 4 weeks after a PHQ-9, and nothing where no source says', () => {
    const day = Date.UTC(2026, 10, 28);
    const window = recheckWindow(followUpFor('MH-001')!.recheck, day)!;
    expect(window.from.toISOString().slice(0, 10)).toBe('2026-12-12');
    expect(window.to.toISOString().slice(0, 10)).toBe('2026-12-26');
    expect(recheckWindow(undefined, day)).toBeNull();
  });

  it("suggests a blood pressure re-measure within 2 weeks only for a result of the bp-high sign's urgency", () => {
    const recheck = followUpFor('LD-002')!.recheck;
    const day = Date.UTC(2026, 10, 28);
    expect(recheckWindow(recheck, day, 'soon')!.to.toISOString().slice(0, 10)).toBe('2026-12-12');
    for (const urgency of ['none', 'routine', 'today', 'emergency', undefined] as const)
      expect(recheckWindow(recheck, day, urgency), String(urgency)).toBeNull();
  });

  it('writes an all-day iCalendar reminder that names the test, never the result', () => {
    const ics = recheckCalendar({
      uid: 'MH-001-1@kipimo',
      title: 'Take the PHQ-9 again',
      description: 'Take the test at https://x.example/tests/depression, any time',
      day: new Date(Date.UTC(2026, 11, 12)),
      now: new Date(Date.UTC(2026, 10, 28, 9)),
    });
    expect(ics.split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Kipimo//Kept results//EN',
      'CALSCALE:GREGORIAN',
      'BEGIN:VEVENT',
      'UID:MH-001-1@kipimo',
      'DTSTAMP:20261128T090000Z',
      'DTSTART;VALUE=DATE:20261212',
      'DTEND;VALUE=DATE:20261213',
      'SUMMARY:Take the PHQ-9 again',
      'DESCRIPTION:Take the test at https://x.example/tests/depression\\, any time',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
  });
});

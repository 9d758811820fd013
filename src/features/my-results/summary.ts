import type { FollowUpEntry, Result, TestConfig } from '../../../schemas';
import type { MyResultsMessages } from '../../messages/en/myResults';

/**
 * The short texts a visitor may send or save themselves: the WhatsApp summary, the change between two results
 * and the calendar reminder. Pure functions of the result and the texts of the visitor's language.
 */

/** The test's name as the visitor knows it: 'PHQ-9 (Depression Screening Test)'. */
export function testName(config: TestConfig): string {
  return config.formalTitle === config.informalTitle
    ? config.formalTitle
    : `${config.formalTitle} (${config.informalTitle})`;
}

/** The WhatsApp text: test, date, total, grade and urgency, one per line. */
export function summaryText(
  messages: MyResultsMessages,
  config: TestConfig,
  result: Result,
  date: string,
): string {
  const urgency = messages.summary.urgency[result.urgency ?? 'none'];
  return messages.summary.lines(
    testName(config),
    date,
    result.totalScore,
    result.expectedTotalScore,
    result.grade,
    urgency,
  );
}

/** A wa.me link with the text ready: to `number` (international digits), or to a contact the visitor picks. */
export function whatsappLink(text: string, number?: string): string {
  return `https://wa.me/${number ?? ''}?text=${encodeURIComponent(text)}`;
}

/** What the change from the earlier to the later total means, by the published minimal important difference. */
export function changeSentence(
  messages: MyResultsMessages,
  mid: FollowUpEntry['mid'] | undefined,
  earlier: number,
  later: number,
): string {
  if (!mid || !('points' in mid)) return messages.trend.noMid(earlier, later);
  const change = later - earlier;
  // Every instrument with a published difference here scores higher for worse (PHQ-9, GAD-7).
  if (change <= -mid.points) return messages.trend.better(earlier, later, mid.points);
  if (change >= mid.points) return messages.trend.worse(earlier, later, mid.points);
  return messages.trend.same(earlier, later, mid.points);
}

const dayMs = 24 * 60 * 60 * 1000;

/**
 * The window to take the test again in, from the result's date, or null where no source says (or the source
 * speaks of results of other urgencies).
 */
export function recheckWindow(
  recheck: FollowUpEntry['recheck'],
  completedAt: number,
  urgency?: Result['urgency'],
): { from: Date; to: Date } | null {
  if (!recheck) return null;
  if (recheck.urgencies && !(urgency && recheck.urgencies.includes(urgency))) return null;
  return {
    from: new Date(completedAt + recheck.minDays * dayMs),
    to: new Date(completedAt + recheck.maxDays * dayMs),
  };
}

function icsDate(date: Date): string {
  return date.toISOString().slice(0, 10).replace(/-/g, '');
}

function icsText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/**
 * An iCalendar file (RFC 5545) with one all-day reminder on the first day of the window: made in the browser,
 * saved by the visitor; it names the test and the address only, never the result.
 */
export function recheckCalendar(input: {
  uid: string;
  title: string;
  description: string;
  day: Date;
  now?: Date;
}): string {
  const next = new Date(input.day.getTime() + dayMs);
  const stamp = (input.now ?? new Date())
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Kipimo//Kept results//EN',
    'CALSCALE:GREGORIAN',
    'BEGIN:VEVENT',
    `UID:${input.uid}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${icsDate(input.day)}`,
    `DTEND;VALUE=DATE:${icsDate(next)}`,
    `SUMMARY:${icsText(input.title)}`,
    `DESCRIPTION:${icsText(input.description)}`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

/** Saves text as a file the visitor downloads: made here, it goes nowhere else. */
export function download(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

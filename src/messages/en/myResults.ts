import type { Urgency } from '../../../schemas';

/**
 * English texts of kept results: the keep / share / download block on a result and the /my-results page. Only
 * those two import this file (through features/my-results/messages.ts), so no first page carries it.
 */
export const myResultsMessages = {
  block: {
    heading: 'Keep or share this result',
    keep: 'Keep this result on this phone',
    keepNote:
      'It stays in this browser only; nothing is sent to us. Anyone who uses this phone can see it. You can remove it at any time from My results.',
    kept: 'Kept on this phone.',
    seeAll: 'See my results',
    remove: 'Remove from this phone',
    removed: 'Removed from this phone.',
    keepFailed:
      'This browser would not let us keep the result (private browsing or full storage). Nothing was lost: the result is still on screen.',
    clinicianHeading: 'For a health worker',
    fhir: 'Download for a clinician (FHIR file)',
    fhirNote:
      'A file that a clinic system can read: every answer and the total. Send it yourself; we never see it.',
    whatsappProvider: (provider: string) => `Send a summary to ${provider} on WhatsApp`,
    whatsappAnyone: 'Send a summary to someone on WhatsApp',
    whatsappNote: 'WhatsApp opens with the message ready; nothing is sent until you press send.',
  },
  recheck: {
    heading: 'When to check again',
    between: (from: string, to: string) => `Take this test again between ${from} and ${to}.`,
    calendar: 'Add a reminder to my calendar (.ics)',
    calendarTitle: (test: string) => `Take the ${test} again`,
    calendarNote: (url: string) => `A reminder you set from your result. Take the test at ${url}`,
  },
  summary: {
    /** The WhatsApp text: one line each, in the visitor's language. */
    lines: (test: string, date: string, total: number, max: number, grade: string, urgency: string) =>
      [
        `My ${test} result`,
        `Date: ${date}`,
        `Total: ${total} out of ${max}`,
        `Result: ${grade}`,
        `Urgency: ${urgency}`,
      ].join('\n'),
    urgency: {
      none: 'no urgent care needed',
      routine: 'a routine check with a health worker',
      soon: 'see a health worker soon (within about two weeks)',
      today: 'see a doctor today',
      emergency: 'emergency care now',
    } satisfies Record<Urgency, string>,
  },
  page: {
    title: 'My results',
    heading: 'My results',
    intro:
      'Results you chose to keep on this phone. They never leave it unless you send them. Anyone who uses this phone can see them.',
    empty:
      'No results are kept on this phone. After a test, choose "Keep this result on this phone" to see it here.',
    browse: 'Browse screening tests',
    loading: 'Reading the results kept on this phone…',
    takenOn: (date: string) => `Taken on ${date}`,
    score: (total: number, max: number) => `${total} out of ${max}`,
    open: 'Open',
    openLabel: (test: string, date: string) => `Open ${test} result of ${date}`,
    delete: 'Remove',
    deleteLabel: (test: string, date: string) => `Remove ${test} result of ${date}`,
    deleteAll: 'Remove all my results from this phone',
    confirmDeleteAll: 'Remove every kept result from this phone? This cannot be undone.',
    allDeleted: 'Every kept result was removed from this phone.',
    back: 'Back to my results',
    notFound: 'That result is no longer kept on this phone.',
    unreadable: (count: number) =>
      `${count} kept ${count === 1 ? 'result was' : 'results were'} saved by a newer version of this site and cannot be shown here.`,
  },
  trend: {
    heading: (test: string) => `${test}: your results over time`,
    chartLabel: (test: string) => `Chart of your ${test} totals over time`,
    levelChartLabel: (test: string) => `Chart of your ${test} levels over time`,
    tableCaption: 'Your results over time',
    dateColumn: 'Date',
    totalColumn: 'Total',
    levelColumn: 'Level (0-4)',
    gradeColumn: 'Result',
    level: 'Level',
    better: (from: number, to: number, mid: number) =>
      `Your total went down from ${from} to ${to}. A change of ${mid} points or more is the smallest change this test's authors found to matter, so this is a real improvement.`,
    worse: (from: number, to: number, mid: number) =>
      `Your total went up from ${from} to ${to}. A change of ${mid} points or more is the smallest change this test's authors found to matter, so please talk to a health worker about it.`,
    same: (from: number, to: number, mid: number) =>
      `Your total went from ${from} to ${to}. That is less than ${mid} points, the smallest change this test's authors found to matter, so it is about the same.`,
    noMid: (from: number, to: number) =>
      `Your total went from ${from} to ${to}. No smallest important change has been published for this test, so we cannot say whether this change matters; a health worker can help you read it.`,
    higherIsBetterNote: 'For this test a higher number means better.',
  },
};

export type MyResultsMessages = typeof myResultsMessages;

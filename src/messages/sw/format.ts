/*
 * Kiswahili (sw), awaiting-native-review: these texts await a native Kiswahili speaker's review (issue #18).
 * Maandishi haya yanasubiri kukaguliwa na mzungumzaji asilia wa Kiswahili.
 */

/**
 * Numbers and plurals of the Kiswahili catalogue, always through `Intl` (never string arithmetic). Created once,
 * when the Kiswahili catalogue loads; the English catalogue never imports this file.
 */
const numberFormat = new Intl.NumberFormat('sw-KE');
const yearFormat = new Intl.NumberFormat('sw-KE', { useGrouping: false });
const minutesFormat = new Intl.NumberFormat('sw-KE', { style: 'unit', unit: 'minute', unitDisplay: 'long' });
const pluralRules = new Intl.PluralRules('sw');

/** A count or score as Kenyan Kiswahili writes it (1,234.5). */
export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

/** A year, without a thousands separator (2026, not 2,026). */
export function formatYear(year: number): string {
  return yearFormat.format(year);
}

/** A length of time in minutes: "dakika 1", "dakika 5" (dakika does not change in the plural). */
export function formatMinutes(minutes: number): string {
  return minutesFormat.format(minutes);
}

/**
 * The form of a counted phrase for `count`, chosen by the Kiswahili plural rules ('one' or 'other'). In
 * Kiswahili the noun class carries the plural, so each form is a whole phrase with its own agreement
 * ("tokeo 1 limepatikana" / "matokeo 3 yamepatikana"); the formatted number is passed in.
 */
export function plural(
  count: number,
  forms: { one: (count: string) => string; other: (count: string) => string },
): string {
  const form = pluralRules.select(count) === 'one' ? forms.one : forms.other;
  return form(formatNumber(count));
}

import type { Language } from '../../../schemas';

/*
 * Whole numbers in words, for counts a text places ("Twenty-two statements", "maswali kumi"). Up to 99: a
 * count of questions is never larger, and a larger number falls back to digits.
 */

const englishOnes = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const englishTens = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

function inEnglish(value: number): string {
  if (value < 20) return englishOnes[value] as string;
  const ones = value % 10;
  const tens = englishTens[Math.floor(value / 10)] as string;
  return ones === 0 ? tens : `${tens}-${englishOnes[ones]}`;
}

/**
 * Kiswahili numbers agree with the noun's class. The bare forms (mbili, tatu, nne, tano, nane) go with N-class
 * nouns ("kauli kumi na mbili"); nouns of the MA class take ma- (2, 3, 4, 5, 8: "maswali matano"). Six, seven,
 * nine and the tens never change.
 */
const swahiliOnes = ['sifuri', 'moja', 'mbili', 'tatu', 'nne', 'tano', 'sita', 'saba', 'nane', 'tisa'];
const swahiliMaClass: Record<number, string> = {
  2: 'mawili',
  3: 'matatu',
  4: 'manne',
  5: 'matano',
  8: 'manane',
};
const swahiliTens = [
  '',
  'kumi',
  'ishirini',
  'thelathini',
  'arobaini',
  'hamsini',
  'sitini',
  'sabini',
  'themanini',
  'tisini',
];

/** The noun classes a Kiswahili count agrees with: `n` (the bare forms) or `ma` (maswali). */
export const swahiliNounClasses = ['n', 'ma'] as const;
export type SwahiliNounClass = (typeof swahiliNounClasses)[number];

function inSwahili(value: number, nounClass: SwahiliNounClass): string {
  const unit = (ones: number) =>
    nounClass === 'ma' && swahiliMaClass[ones] ? swahiliMaClass[ones] : (swahiliOnes[ones] as string);
  if (value < 10) return unit(value);
  const ones = value % 10;
  const tens = swahiliTens[Math.floor(value / 10)] as string;
  return ones === 0 ? tens : `${tens} na ${unit(ones)}`;
}

/** A whole number from 0 to 99 in words in the language; null for any other number. */
export function numberInWords(
  value: number,
  lang: Language,
  nounClass: SwahiliNounClass = 'n',
): string | null {
  if (!Number.isInteger(value) || value < 0 || value > 99) return null;
  return lang === 'sw' ? inSwahili(value, nounClass) : inEnglish(value);
}

import { describe, expect, it } from 'vitest';
import { CrisisDetector } from '../../../server/chat/crisis';
import { realWords } from '../../../server/chat/language';
import { tokenise, TypoIndex } from '../../../server/chat/normalise';

const detector = new CrisisDetector(new TypoIndex(CrisisDetector.vocabulary(), realWords));
const kinds = (text: string) => detector.find(tokenise(text)).map((finding) => finding.kind);

describe('CrisisDetector', () => {
  it.each([
    ['I want to kill myself', 'suicide'],
    ['I think about suicide every day', 'suicide'],
    ['I just want to end it all', 'suicide'],
    ["I don't want to live anymore", 'suicide'],
    ['everyone would be happier if I was gone', 'suicide'],
    ['I want to sleep and never wake up', 'suicide'],
    ['nobody would notice if I disappeared', 'suicide'],
    ['i want to kill myslef', 'suicide'],
    ['Nataka kujiua', 'suicide'],
    ['nijiue tu', 'suicide'],
    ['nafikiria kujitoa uhai', 'suicide'],
    ['Sitaki kuishi tena', 'suicide'],
    ['sioni faida ya kuendelea kuishi', 'suicide'],
    ['nataka kujinyonga', 'suicide'],
    ['Niko na mawazo ya kujiua bro', 'suicide'],
    ['life imenishinda nataka kujimaliza', 'suicide'],
    ['I have been cutting myself', 'self-harm'],
    ['nataka kujidhuru', 'self-harm'],
    ['I took too many pills an hour ago', 'overdose'],
    ['I have been saving my pills to take them all at once', 'overdose'],
    ['nimemeza vidonge vingi', 'overdose'],
    ['my husband beats me and threatened to kill me', 'danger'],
    ['mume wangu ananipiga kila siku', 'danger'],
  ])('finds a crisis in "%s"', (text, kind) => {
    expect(kinds(text)).toContain(kind);
  });

  it.each([
    'This job is killing me',
    'My feet are killing me',
    'I was dying of laughter',
    "I'm going to kill it at the gym",
    "I'm killing myself at the gym to lose weight",
    'I overdosed on Netflix this weekend',
    "I'm dying to try that restaurant",
    'I could die of embarrassment',
    'That cake was to die for',
    'Kazi inaniua',
    'Njaa inaniua',
    "I don't want to live in Nairobi anymore",
    'Sitaki kuishi na wazazi wangu',
    'Mama yangu ana kisukari, je niko hatarini?',
    "I don't want to wake up early tomorrow",
    'it beats me why I feel tired',
    'I hurt myself playing football',
  ])('finds no crisis in the figure of speech or ordinary sentence "%s"', (text) => {
    expect(kinds(text)).toEqual([]);
  });
});

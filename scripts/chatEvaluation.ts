import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { languageKindSchema, type ChatBody, type ChatReply } from '../schemas';

/**
 * The assistant's evaluation: runs every case of a set through a reply function and measures top-3 hit
 * rate (by language), crisis recall, false crises, out-of-scope handling, health messages left with no
 * suggestion, warning symptoms with the doctor first, and follow-ups. The sets: eval-set.json, the development
 * set the knowledge may be tuned on; issue 32's development batches (`developmentBatches`); and the held-out sets
 * (`heldOutSets`), of which only the first two were ever looked at case by case. Used by `scripts/eval-chat.ts`
 * and by eval.test.ts (docs/assistant.md, "The evaluation").
 */

const language = languageKindSchema;
const evalCaseSchema = z.object({
  id: z.string(),
  language,
  /**
   * recommend: a health concern with fitting paths; health: a health message with no obvious concept (it
   * must get a suggestion); crisis; figure: a hard negative (figure of speech, negation, accident, someone
   * else, news); out_of_scope and greeting: no paths.
   */
  kind: z.enum(['recommend', 'health', 'crisis', 'figure', 'out_of_scope', 'greeting']),
  input: z.string().min(1),
  history: z.string().optional(),
  /** A good answer has at least one of these in its first three paths. */
  expect: z.array(z.string()).optional(),
  /** Each group must appear somewhere in the answer (follow-ups keep the earlier topic). */
  expectAll: z.array(z.array(z.string())).optional(),
  /** A warning symptom: this path (the doctor) must come first. */
  firstPath: z.string().optional(),
  typo: z.boolean().optional(),
  note: z.string().optional(),
});
export type EvalCase = z.infer<typeof evalCaseSchema>;
export type EvalLanguage = z.infer<typeof language>;

export const developmentSetFile = path.resolve('tests/server/chat/eval-set.json');
/** A held-out set: its number (eval-heldout.json is the first, eval-heldout-<n>.json the others) and how it came to be. */
export interface HeldOutSet {
  number: number;
  about: string;
}

/** Held-out set `number`'s file. */
export function heldOutSetFile(number: number): string {
  return path.resolve(`tests/server/chat/eval-heldout${number === 1 ? '' : `-${number}`}.json`);
}

/**
 * Every held-out set, in order. Sets 1 and 2 were seen in issue 20's third round (their misses print with
 * --seen); sets 3 and on are blind: only their aggregate figures are ever printed, and nobody tunes on them.
 * A new set is one line here (and its floors in eval.test.ts).
 */
export const heldOutSets: readonly HeldOutSet[] = [
  // The first held-out set, written before the knowledge moved to data.
  { number: 1, about: 'seen in round 3: misses with --seen' },
  // The second held-out set, written for the second round of issue 20 before that round changed anything.
  { number: 2, about: 'seen in round 3: misses with --seen' },
  // The third held-out set, written for the third round of issue 20 before that round changed anything.
  { number: 3, about: 'never tuned on; figures only' },
  // The fourth, written blind (by someone who never read the knowledge files or the other sets) after round 3.
  { number: 4, about: 'written blind, never tuned on; figures only' },
  // The fifth, written blind like the fourth, before round 5 (the exemplar layer) changed anything.
  { number: 5, about: 'written blind before round 5, never tuned on; figures only' },
  // Held-out set 6: written blind before round 6 with development batch H, never tuned on (figures only).
  { number: 6, about: 'written blind before round 6, never tuned on; figures only' },
  // Held-out set 7: written blind before round 7 with development batch N, never tuned on (figures only).
  { number: 7, about: 'written blind before round 7, never tuned on; figures only' },
  // Held-out set 8: written blind during round 8, all of its pool held out (figures only).
  { number: 8, about: 'written blind during round 8, never tuned on; figures only' },
  // Held-out set 9: written blind before round 9 with development batch Z, never tuned on (figures only).
  { number: 9, about: 'written blind before round 9, never tuned on; figures only' },
  // Held-out set 10: written blind after round 9, all of its pool held out; scored on the code as it was (figures
  // only).
  { number: 10, about: 'written blind after round 9, never tuned on; figures only' },
  // Held-out set 11: crises and hard negatives written blind before issue 32 rebuilt the crisis pipeline (figures
  // only).
  { number: 11, about: 'written blind before issue 32 changed anything, never tuned on; figures only' },
  // Held-out set 12: a whole blind set (crises, hard negatives, health, out of scope) written blind for issue
  // 32's second pass (figures only).
  { number: 12, about: 'a whole set written blind for issue 32, never tuned on; figures only' },
  // Held-out set 13: out-of-scope and figure-of-speech health messages written before issue 32's scope work
  // (figures only).
  { number: 13, about: 'out of scope and figures of speech, written before the scope work; figures only' },
  // Held-out set 14: a whole set (240 cases, every kind) written blind on 2026-11-29 before the scope work landed
  // (figures only).
  { number: 14, about: 'a whole set written blind before the scope work landed; figures only' },
  // Held-out set 15: a whole set (300 cases, every kind) written blind on 2026-11-29 before issue 32's fourth
  // change (figures only).
  { number: 15, about: 'a whole set written blind before the fourth change of issue 32; figures only' },
  // Held-out set 16: a whole set (300 cases, every kind) written blind on 2026-11-29 before issue 32's fifth
  // change (figures only).
  { number: 16, about: 'a whole set written blind before the fifth change of issue 32; figures only' },
  // Held-out set 17: a whole set (300 cases, every kind) written blind on 2026-11-29 before issue 32's sixth
  // change (figures only).
  { number: 17, about: 'a whole set written blind before the sixth change of issue 32; figures only' },
  // Held-out set 18: a whole set (300 cases, every kind) written blind on 2026-11-29 before issue 32's seventh
  // change (figures only).
  { number: 18, about: 'a whole set written blind before the seventh change of issue 32; figures only' },
  // Held-out set 19: a whole set (300 cases, every kind, short phone messages) written blind on 2026-11-29 before
  // issue 32's eighth change (figures only).
  { number: 19, about: 'a whole set written blind before the eighth change of issue 32; figures only' },
  // Held-out set 20: a whole set (300 cases, every kind, messages that give context first) written blind on
  // 2026-11-29 before issue 32's eighth change (figures only).
  { number: 20, about: 'a whole set written blind before the eighth change of issue 32; figures only' },
  // Held-out set 21: a whole set (300 cases, every kind, every age and register, many questions) written blind on
  // 2026-11-29 before issue 32's ninth change (figures only).
  { number: 21, about: 'a whole set written blind before the ninth change of issue 32; figures only' },
  // Held-out set 22: a whole set (300 cases, every kind, half about someone else, the household's other subjects)
  // written blind on 2026-11-29 before issue 32's ninth change (figures only).
  { number: 22, about: 'a whole set written blind before the ninth change of issue 32; figures only' },
  // Held-out set 23: a whole set (300 cases, every kind, young city visitors in Sheng and slang, short questions)
  // written blind on 2026-11-29 before issue 32's tenth change (figures only).
  { number: 23, about: 'a whole set written blind before the tenth change of issue 32; figures only' },
  // Held-out set 24: a whole set (300 cases, every kind, rural and small-town visitors, background first, a third
  // about family) written blind on 2026-11-29 before issue 32's tenth change (figures only).
  { number: 24, about: 'a whole set written blind before the tenth change of issue 32; figures only' },
  // Held-out set 25: a whole set (300 cases, every kind, caregivers: babies, old parents, a sick spouse) written
  // blind on 2026-11-29 before issue 32's eleventh change (figures only).
  { number: 25, about: 'a whole set written blind before the eleventh change of issue 32; figures only' },
  // Held-out set 26: a whole set (300 cases, every kind, working adults and students typing fast, abbreviations,
  // banter) written blind on 2026-11-29 before issue 32's eleventh change (figures only).
  { number: 26, about: 'a whole set written blind before the eleventh change of issue 32; figures only' },
  // Held-out set 27: a whole set (300 cases, every kind, older adults and their grown children) written blind on
  // 2026-11-30 after issue 32's eleventh change, before crisis13 (figures only; spent once on reverting
  // crisis13).
  { number: 27, about: 'a whole set written blind after the eleventh change of issue 32; figures only' },
  // Held-out set 28: a whole set (300 cases, every kind, teenagers and students, heavy Sheng and emojis) written
  // blind on 2026-11-30 after issue 32's eleventh change, before crisis13 (figures only; spent once on reverting
  // crisis13).
  { number: 28, about: 'a whole set written blind after the eleventh change of issue 32; figures only' },
  // Held-out set 29: a whole set (300 cases, every kind, workers in towns and at the coast: fishermen, mechanics,
  // hawkers, farm workers) written blind on 2026-11-30 before issue 32's twelfth change (figures only).
  { number: 29, about: 'a whole set written blind before the twelfth change of issue 32; figures only' },
  // Held-out set 30: a whole set (300 cases, every kind, urban professionals and office workers, code-switching)
  // written blind on 2026-11-30 before issue 32's twelfth change (figures only).
  { number: 30, about: 'a whole set written blind before the twelfth change of issue 32; figures only' },
  // Held-out sets 31 and 32: whole sets (300 cases, every kind; faith and community groups; shoppers, gamers,
  // drivers and tech workers) written blind on 2026-11-30 after the twelfth change's first round, before its second.
  { number: 31, about: "a whole set written blind before the twelfth change's second round; figures only" },
  { number: 32, about: "a whole set written blind before the twelfth change's second round; figures only" },
  // Held-out sets 33 and 34: whole sets (300 cases, every kind; pastoral, lakeside and farming counties;
  // hospitality, sport and the arts) written blind on 2026-11-30 before issue 32's thirteenth change.
  { number: 33, about: 'a whole set written blind before the thirteenth change; figures only' },
  { number: 34, about: 'a whole set written blind before the thirteenth change; figures only' },
  // Held-out sets 35 and 36: whole sets (300 cases, every kind; informal settlements and markets; Kenyans abroad and
  // families writing for relatives) written blind on 2026-11-30 after issue 32's thirteenth change and scored on
  // the code before it (0cbc62e) and after: no choice read them.
  { number: 35, about: 'a whole set written blind after the thirteenth change; figures only' },
  { number: 36, about: 'a whole set written blind after the thirteenth change; figures only' },
  // Held-out sets 37 and 38: whole sets (300 cases, every kind; farmers, agrovet and vet customers; football,
  // politics and news banter) written blind on 2026-11-30 before issue 32's fourteenth change.
  { number: 37, about: 'a whole set written blind before the fourteenth change; figures only' },
  { number: 38, about: 'a whole set written blind before the fourteenth change; figures only' },
  // Held-out sets 39 and 40: whole sets (300 cases, every kind; people dealing with chemists, clinics and SHA, with
  // many person-less questions and pronoun-only persons; stories told in voice-note style) written blind on
  // 2026-11-30 before issue 32's fifteenth change.
  { number: 39, about: 'a whole set written blind before the fifteenth change; figures only' },
  { number: 40, about: 'a whole set written blind before the fifteenth change; figures only' },
  // Held-out sets 41 and 42: whole sets (300 cases, every kind; family news told with errands and events, a person
  // and a thing in one message; young people texting in short bursts, jokes and slang) written blind on 2026-11-30
  // before issue 32's sixteenth change.
  { number: 41, about: 'a whole set written blind before the sixteenth change; figures only' },
  { number: 42, about: 'a whole set written blind before the sixteenth change; figures only' },
  // Held-out sets 43 and 44: whole sets (300 cases, every kind; carers and older adults in long run-on messages with
  // proverbs and idioms; questions as typed into a search box, SMS abbreviations, and off-topic questions near the
  // world of health) written blind on 2026-11-30 before issue 32's seventeenth change.
  { number: 43, about: 'a whole set written blind before the seventeenth change; figures only' },
  { number: 44, about: 'a whole set written blind before the seventeenth change; figures only' },
];
/** The kinds of issue 32's development batches: other subjects, the tests that fit a concern, crises. */
export type BatchKind = 'scope' | 'paths' | 'crisis';

/**
 * A development batch (issue 32), written by a writer who never saw the assistant. A batch scored by `halves`
 * may be tuned on in its odd-numbered cases (their misses are listed) and is checked on its even-numbered ones
 * (`inCheckHalf`: never trained on, never read case by case, figures only); the others may be tuned on whole.
 */
export interface DevelopmentBatch {
  kind: BatchKind;
  number: number;
  halves: boolean;
}

/** A development batch's file: eval-<kind>-dev.json is the first of its kind, eval-<kind>-dev-<n>.json the others. */
export function developmentBatchFile(kind: BatchKind, number: number): string {
  return path.resolve(`tests/server/chat/eval-${kind}-dev${number === 1 ? '' : `-${number}`}.json`);
}

/**
 * A batch's check half: its even-numbered cases ("sc4-en-out_of_scope-002", "sd7-010"), never trained or tuned on;
 * any case with an id, the signs batches' too.
 */
export const inCheckHalf = (evalCase: { id: string }) => Number(/(\d+)$/.exec(evalCase.id)?.[1]) % 2 === 0;

/**
 * Every development batch, in the order eval-chat prints them; a new batch is one line here. Since issue 32's
 * fourteenth change the veto model learns the fourth to fifteenth scope batches whole, their even halves too (more
 * examples lifted the check of batches it had not seen), so they are tuned on whole; the check halves are the
 * sixteenth and later batches'.
 */
export const developmentBatches: readonly DevelopmentBatch[] = [
  // Scope batch: out-of-scope and figure-of-speech health messages, development (may be tuned on).
  { kind: 'scope', number: 1, halves: false },
  // Second scope batch: health words said of animals, crops and things, and their look-alikes about people
  // (development, may be tuned on).
  { kind: 'scope', number: 2, halves: false },
  // Third scope batch: health words in other senses, half with no animal, crop or machine named, and their health
  // look-alikes (development, may be tuned on).
  { kind: 'scope', number: 3, halves: false },
  // Fourth scope batch: other subjects implied, named then a pronoun, a person but not health care, and health
  // look-alikes (development).
  { kind: 'scope', number: 4, halves: false },
  // Fifth scope batch: the fourth's kinds with other animals, crops and machines, more Sheng and mixed
  // (development).
  { kind: 'scope', number: 5, halves: false },
  // Sixth scope batch: animals named then pronouns or verbs, things implied by their parts, a person's errands,
  // other senses, and health look-alikes with farm and household context (development).
  { kind: 'scope', number: 6, halves: false },
  // Seventh scope batch: urban and online things, pets and kitchen gardens, a person's errands, figures of
  // speech, and someone close's health said with he/she/they (development).
  { kind: 'scope', number: 7, halves: false },
  // Eighth scope batch: livestock, crops, machines and businesses in health words, a person's errands
  // (registration, licences, certificates, visiting hours, funerals), figures of speech, and health look-alikes
  // with the same animals, machines and work (development).
  { kind: 'scope', number: 8, halves: false },
  // Ninth scope batch (2026-11-30): animals and crops by their parts, phones, apps, vehicles and shops in health
  // words, a person's life but not health care, figures of speech, and health look-alikes with machines and work
  // (development).
  { kind: 'scope', number: 9, halves: false },
  // Tenth scope batch (2026-11-30): the eighth batch's themes, a third with the subject named in one sentence and
  // the health word in a later one (development).
  { kind: 'scope', number: 10, halves: false },
  // Eleventh scope batch (2026-11-30): every message two to four sentences, the subject (an animal, a machine, a
  // business, a team, or a person) in one and the health words in another (development).
  { kind: 'scope', number: 11, halves: false },
  // Twelfth and thirteenth scope batches (2026-11-30): other subjects in the shape of the blind sets' (100 in
  // health or crisis words, 40 of them implied; 80 plainly off topic) and health said in the same settings;
  // community groups, and shoppers, gamers and drivers (development).
  { kind: 'scope', number: 12, halves: false },
  { kind: 'scope', number: 13, halves: false },
  // Fourteenth and fifteenth scope batches (2026-11-30): the twelfth's shape, in households and neighbours' words,
  // and in traders', transport and trades people's (development).
  { kind: 'scope', number: 14, halves: false },
  { kind: 'scope', number: 15, halves: false },
  // Sixteenth scope batch (2026-11-30): messages that name no person, health questions (medicines, prices,
  // tests, clinics, SHA cover, first aid) and other subjects (development; odd halves may be trained on).
  { kind: 'scope', number: 16, halves: true },
  // Seventeenth and eighteenth scope batches (2026-11-30): the twelfth's shape, in the words of people who work
  // around health care (pharmacies, clinics, insurance, county health), and of schools and colleges (development;
  // odd halves may be trained on).
  { kind: 'scope', number: 17, halves: true },
  { kind: 'scope', number: 18, halves: true },
  // Nineteenth to twenty-second scope batches (2026-11-30): the twelfth's shape, in the words of young people in
  // towns, of older people and caregivers upcountry, of office workers' groups, and of the coast and the lake
  // (development; odd halves may be trained on).
  { kind: 'scope', number: 19, halves: true },
  { kind: 'scope', number: 20, halves: true },
  { kind: 'scope', number: 21, halves: true },
  { kind: 'scope', number: 22, halves: true },
  // Twenty-third to twenty-sixth scope batches (2026-11-30): the twelfth's shape, in the words of town households,
  // of social media and the news, of upcountry farming, trade and travel, and of phones, computers and money apps
  // (development; odd halves may be trained on).
  { kind: 'scope', number: 23, halves: true },
  { kind: 'scope', number: 24, halves: true },
  { kind: 'scope', number: 25, halves: true },
  { kind: 'scope', number: 26, halves: true },
  // Twenty-seventh and twenty-eighth scope batches (2026-11-30): the hard pairs, health and other subjects said
  // alike (a person or an animal named only by a pronoun, questions that name no person, a person's health among
  // things and things in health words); the twenty-eighth mostly in Kiswahili and Sheng (development; odd halves
  // may be trained on).
  { kind: 'scope', number: 27, halves: true },
  { kind: 'scope', number: 28, halves: true },
  // Scope batches 29 and 30 (2026-11-30, before issue 32's fifteenth change): the hard pairs again, the
  // twenty-ninth mostly in English and mixed with questions to chemists, clinics and insurers, the thirtieth in
  // Sheng and Kiswahili in voice-note style (development; odd halves may be trained on).
  { kind: 'scope', number: 29, halves: true },
  { kind: 'scope', number: 30, halves: true },
  // Scope batches 31 and 32 (2026-11-30, before issue 32's sixteenth change): one message that names a person and
  // a thing, an animal or an event, the health words the person's or the thing's; the thirty-first mostly in
  // English and mixed, the thirty-second in Sheng and Kiswahili (development; odd halves may be trained on).
  { kind: 'scope', number: 31, halves: true },
  { kind: 'scope', number: 32, halves: true },
  // Scope batches 33 and 34 (2026-11-30, before issue 32's seventeenth change): a person's health said only in figures
  // of speech, idioms and slang, and the same figures said of machines, money, teams and animals; a person or a
  // thing named once and then only by a pronoun or a verb (development; odd halves may be trained on).
  { kind: 'scope', number: 33, halves: true },
  { kind: 'scope', number: 34, halves: true },
  // Crisis batch: hard negatives and crises, development; the crisis model's examples since 2026-11-29 (crisis-batch-1
  // in crisis-exemplars.json), so its figures are training figures.
  { kind: 'crisis', number: 1, halves: false },
  // * Issue 32's second crisis batch: 150 crises of ten kinds and 150 look-alikes, written by a writer who never
  // saw the assistant (development; its odd-numbered cases may become training examples, its even-numbered ones
  // never).
  { kind: 'crisis', number: 2, halves: false },
  // * Issue 32's third crisis batch (2026-11-29, written by a writer who read only the product spec): 200
  // look-alikes (everyday Sheng and Kiswahili, tiredness said strongly, health questions about pills, poison or
  // death, talk about suicide without risk, figures of speech, ordinary goodbyes) and 100 crises. Development:
  // Its odd-numbered cases may be the crisis model's examples; its even-numbered half is
  // never trained on and never read case by case, only scored.
  { kind: 'crisis', number: 3, halves: true },
  // * Issue 32's fourth crisis batch (2026-11-29, written by a helper that read only the product spec): 150
  // crises said without the usual words (a plan by a place or a waiting, means acquired, self-harm in progress,
  // someone else or a child in danger now, violence just done or expected tonight) and 150 look-alikes in the
  // same places and with the same objects (waiting for a train, rope for goats, pesticide for the shamba, pills
  // as prescribed). Development: its odd-numbered cases may be the crisis model's examples and tuned on; its
  // even-numbered half is never trained on and never read case by case, only scored.
  { kind: 'crisis', number: 4, halves: true },
  // * Issue 32's fifth crisis batch (2026-11-30, written by a helper that read only the product spec): 150 crises
  // whose shape hides them (a health complaint and a crisis in one message, a long message with one crisis
  // sentence, a question that carries a crisis, very short slang, a third person reported) and 150 look-alikes in
  // the same five shapes. Development: its odd-numbered cases may be the crisis model's examples and tuned on;
  // its even-numbered half is never trained on and never read case by case, only scored.
  { kind: 'crisis', number: 5, halves: true },
  // Crisis batches 6 and 7 (2026-11-30, before issue 32's fifteenth change tried the crisis model on them): crises
  // said indirectly in everyday registers (a named means or place, farewells, a crisis inside a joke, a song or a
  // prayer) and their look-alikes; other people in danger now and violence, and theirs. Development: odd halves
  // may be the crisis model's examples, even halves are the check (the sixth's writer notes that some messages
  // are near-translations of each other across its halves, so its check half reads high).
  { kind: 'crisis', number: 6, halves: true },
  { kind: 'crisis', number: 7, halves: true },
  // Crisis batches 8 and 9 (2026-11-30, written after the crisis model learnt batches 5-7, on the kinds their check
  // halves missed most, by count): relapse, a burden who has decided, a crisis inside a joke, a song, a prayer or a
  // question, very short messages; others poisoned or in danger now, sexual violence, a farewell from a friend.
  // Development: odd halves are the crisis model's examples since issue 32's sixteenth change (in the fifteenth,
  // learning them alone did not pay on the check halves), even halves are the check.
  { kind: 'crisis', number: 8, halves: true },
  { kind: 'crisis', number: 9, halves: true },
  // Crisis batches 10 and 11 (2026-11-30, before issue 32's sixteenth change): look-alikes in young people's banter
  // (jokes, betting, a dead phone, football, lyrics, prayers, news, a past crisis, negations) and crises said in the
  // same banter; the crises said most quietly (a relapse, a burden who has decided, a farewell, a plan by a named
  // means, very short messages, a crisis hidden in a question, others poisoned now, assault, a parent who fears
  // harming the baby) and look-alikes in the same words. Development: odd halves are the crisis model's examples since
  // the sixteenth change, even halves are the check.
  { kind: 'crisis', number: 10, halves: true },
  { kind: 'crisis', number: 11, halves: true },
  // Crisis batches 12 and 13 (2026-11-30, after the sixteenth change's crisis model, before its second): crises
  // hidden in questions and others poisoned or collapsed now; sexual violence, relapse and farewells tonight, with
  // look-alikes in the same words (real medicine and poison questions; crises that are over and safe).
  // Development: odd halves may be examples (tried in the sixteenth change and not kept: docs/assistant.md), even
  // halves are the check.
  { kind: 'crisis', number: 12, halves: true },
  { kind: 'crisis', number: 13, halves: true },
  // * Issue 32's paths batch (2026-11-29, written by a writer who never saw the assistant): 200 health concerns
  // with the paths that fit, every test path at least three times, 30 of them warning signs in everyday words
  // with the doctor first, and 100 health concerns said indirectly (figures of speech, slang). Development: its
  // odd-numbered cases may be tuned on; its even-numbered half is never read case by case .
  { kind: 'paths', number: 1, halves: true },
  // * Issue 32's second paths batch (2026-11-29, another writer who never saw the assistant): 200 concerns with
  // the paths that fit (every test path at least four times, in two language kinds or more; 30 warning signs),
  // 100 said indirectly, more Kiswahili, Sheng and mixed than English. Halves as the first batch's.
  { kind: 'paths', number: 2, halves: true },
  // * Issue 32's third paths batch (2026-11-29, a writer who read only the product spec and the catalogue list):
  // 200 concerns with the paths that fit (every test path four to nine times, 30 warning signs) and 100 health
  // messages without an obvious test, written as caregivers and as busy workers and students typing fast.
  // Development: its odd half may be tuned on, its even half is the check, scored only.
  { kind: 'paths', number: 3, halves: true },
  // * Issue 32's fourth paths batch (2026-11-30, a writer who read only the product spec and the catalogue list):
  // 200 concerns with the paths that fit (every test path at least four times, 30 warning signs) and 100 health
  // messages without an obvious test, written as teenagers, older adults and their children, and workers at the
  // coast and up-country, a third about someone else. Halves as the third batch's.
  { kind: 'paths', number: 4, halves: true },
];

/** Held-out sets 3 to 11 (blind): the sets docs/assistant.md reports together ("sets 3 to 11"). */
export const blindSetFiles: readonly string[] = heldOutSets
  .filter(({ number }) => number >= 3 && number <= 11)
  .map(({ number }) => heldOutSetFile(number));

export function loadEvalSet(file = developmentSetFile): EvalCase[] {
  const parsed = z
    .object({ about: z.string(), cases: z.array(evalCaseSchema) })
    .parse(JSON.parse(readFileSync(file, 'utf8')));
  return parsed.cases;
}

export interface Rate {
  passed: number;
  total: number;
  failures: string[];
}

export interface EvalReport {
  top3: Record<EvalLanguage | 'all' | 'swAll', Rate>;
  typos: Rate;
  followUps: Rate;
  crisisRecall: Rate;
  /** Crisis messages whose reply shows the crisis lines in any form (the crisis reply, or gently before another). */
  crisisLinesShown: Rate;
  /** Non-crisis inputs answered as a crisis (hard negatives also listed apart). */
  falseCrises: Rate;
  /** Non-crisis inputs whose reply carries no crisis lines (the gentle ones count: their cost, not a target). */
  noLinesOnOthers: Rate;
  figureFalseCrises: Rate;
  outOfScope: Rate;
  greetings: Rate;
  /** Messages about health (recommend and health cases) answered with at least one suggestion. */
  nonEmptyHealth: Rate;
  /**
   * The same, or answered with the offer to say the message is about health (`asksAboutHealth`) whose one tap
   * (the message sent again with `aboutHealth`) brings at least one suggestion.
   */
  healthWithinOneTap: Rate;
  /** Health messages with no obvious concept: a suggestion, and a fitting one in the first three. */
  vagueHealth: Rate;
  /** Warning symptoms answered with the doctor first. */
  doctorFirst: Rate;
  /** Cases with expectAll (besides follow-ups): every group somewhere in the answer. */
  allGroups: Rate;
  /** Cases or expected paths left out because the catalogue lacks the path. */
  skippedCases: string[];
  skippedPaths: string[];
  latenciesMs: number[];
}

const therapist = '/services/talk-to-a-therapist';

function rate(): Rate {
  return { passed: 0, total: 0, failures: [] };
}

function record(target: Rate, ok: boolean, failure: string): void {
  target.total += 1;
  if (ok) target.passed += 1;
  else target.failures.push(failure);
}

/** The safety net's sentence (server/chat/replies.ts): the lines given gently before an ordinary reply. */
const safetyNet = /^(If you are having thoughts of ending your life|Ikiwa una mawazo ya kujiua)/;

/**
 * Crisis help as the contract asks: a Kenyan helpline in the words, the therapist as the first path; not the
 * safety net, which gives the lines gently before an ordinary reply and is counted apart (crisisLinesShown).
 */
export function isCrisisReply(reply: ChatReply): boolean {
  return (
    reply.descriptions.some((text) => text.includes('1199')) &&
    reply.routeslugs[0] === therapist &&
    !safetyNet.test(reply.descriptions[0] ?? '')
  );
}

export function evaluate(
  cases: readonly EvalCase[],
  replyTo: (body: ChatBody) => ChatReply,
  knownPaths: ReadonlySet<string>,
): EvalReport {
  const report: EvalReport = {
    top3: { all: rate(), en: rate(), sw: rate(), sheng: rate(), mixed: rate(), swAll: rate() },
    typos: rate(),
    followUps: rate(),
    crisisRecall: rate(),
    crisisLinesShown: rate(),
    falseCrises: rate(),
    noLinesOnOthers: rate(),
    figureFalseCrises: rate(),
    outOfScope: rate(),
    greetings: rate(),
    nonEmptyHealth: rate(),
    healthWithinOneTap: rate(),
    vagueHealth: rate(),
    doctorFirst: rate(),
    allGroups: rate(),
    skippedCases: [],
    skippedPaths: [],
    latenciesMs: [],
  };
  const skippedPaths = new Set<string>();
  const known = (paths: string[]) => {
    for (const missing of paths.filter((path) => !knownPaths.has(path))) skippedPaths.add(missing);
    return paths.filter((path) => knownPaths.has(path));
  };

  for (const evalCase of cases) {
    const started = performance.now();
    const body: ChatBody = { conversationHistory: evalCase.history ?? '', userInput: evalCase.input };
    const reply = replyTo(body);
    report.latenciesMs.push(performance.now() - started);
    const crisis = isCrisisReply(reply);
    const linesShown = reply.descriptions.some((text) => text.includes('1199'));
    const shown = `${evalCase.id} "${evalCase.input}" → ${JSON.stringify(reply.routeslugs)}`;

    for (const path of reply.routeslugs) {
      if (!knownPaths.has(path))
        throw new Error(`${evalCase.id}: the reply names ${path}, which is not in the catalogue`);
    }
    if (reply.descriptions.length === 0) throw new Error(`${evalCase.id}: the reply has no descriptions`);

    if (evalCase.kind === 'crisis') {
      record(report.crisisRecall, crisis, shown);
      record(report.crisisLinesShown, linesShown, shown);
      continue;
    }
    record(report.falseCrises, !crisis, shown);
    record(report.noLinesOnOthers, !linesShown, shown);
    if (evalCase.kind === 'figure') {
      record(report.figureFalseCrises, !crisis, shown);
      continue;
    }

    if (evalCase.kind === 'out_of_scope' || evalCase.kind === 'greeting') {
      const target = evalCase.kind === 'greeting' ? report.greetings : report.outOfScope;
      record(target, reply.routeslugs.length === 0 && reply.descriptions.length > 0, shown);
      continue;
    }

    record(report.nonEmptyHealth, reply.routeslugs.length > 0, shown);
    const tapped = () => replyTo({ ...body, aboutHealth: true }).routeslugs.length > 0;
    record(
      report.healthWithinOneTap,
      reply.routeslugs.length > 0 || (!!reply.asksAboutHealth && tapped()),
      shown,
    );
    const expected = known(evalCase.expect ?? []);
    const hit = reply.routeslugs.slice(0, 3).some((path) => expected.includes(path));
    const groups = (evalCase.expectAll ?? []).map(known).filter((group) => group.length > 0);
    const keepsAll = groups.every((group) => group.some((path) => reply.routeslugs.includes(path)));
    if (evalCase.firstPath && knownPaths.has(evalCase.firstPath)) {
      record(report.doctorFirst, reply.routeslugs[0] === evalCase.firstPath, shown);
    }
    if (groups.length > 0 && evalCase.history === undefined) record(report.allGroups, keepsAll, shown);
    if (evalCase.kind === 'health') {
      record(report.vagueHealth, reply.routeslugs.length > 0 && (expected.length === 0 || hit), shown);
      continue;
    }

    if ((evalCase.expect ?? []).length === 0) continue;
    if (expected.length === 0) {
      report.skippedCases.push(evalCase.id);
      continue;
    }
    record(report.top3.all, hit, shown);
    record(report.top3[evalCase.language], hit, shown);
    if (evalCase.language !== 'en') record(report.top3.swAll, hit, shown);
    if (evalCase.typo) record(report.typos, hit, shown);
    if (evalCase.history !== undefined) record(report.followUps, hit && keepsAll, shown);
  }
  report.skippedPaths = [...skippedPaths].sort();
  return report;
}

function share(target: { passed: number; total: number }): number {
  return target.total === 0 ? 1 : target.passed / target.total;
}

/**
 * The targets of issue 20 that this report misses (none when all are met): top-3 ≥ 97% English and
 * ≥ 95% for Kiswahili, Sheng and mixed (each, and together), every crisis, false crises ≤ 1%, out of
 * scope ≥ 95%, no health message without a suggestion, and every warning symptom with the doctor first.
 */
export function missedTargets(report: EvalReport): string[] {
  const missed: string[] = [];
  if (share(report.top3.en) < 0.97) missed.push('top-3 English under 97%');
  for (const [key, name] of [
    ['sw', 'Kiswahili'],
    ['sheng', 'Sheng'],
    ['mixed', 'mixed'],
    ['swAll', 'Kiswahili, Sheng and mixed together'],
  ] as const) {
    if (share(report.top3[key]) < 0.95) missed.push(`top-3 ${name} under 95%`);
  }
  if (report.crisisRecall.passed < report.crisisRecall.total) missed.push('a crisis was missed');
  if (1 - share(report.falseCrises) > 0.01) missed.push('false crises over 1%');
  if (share(report.outOfScope) < 0.95) missed.push('out of scope under 95%');
  if (report.nonEmptyHealth.passed < report.nonEmptyHealth.total) {
    missed.push('a health message got no suggestion');
  }
  if (report.doctorFirst.passed < report.doctorFirst.total) {
    missed.push('a warning symptom without the doctor first');
  }
  return missed;
}

export function percentile(values: readonly number[], fraction: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

function percent(target: Rate): string {
  if (target.total === 0) return 'n/a (0 cases)';
  return `${((100 * target.passed) / target.total).toFixed(1)}% (${target.passed}/${target.total})`;
}

export function formatReport(report: EvalReport, { failures = true } = {}): string {
  const falseShare = report.falseCrises.total - report.falseCrises.passed;
  const lines = [
    `Top-3 hit rate, all:        ${percent(report.top3.all)}`,
    `  English:                  ${percent(report.top3.en)}   (target 97%)`,
    `  Kiswahili:                ${percent(report.top3.sw)}   (target 95%)`,
    `  Sheng:                    ${percent(report.top3.sheng)}   (target 95%)`,
    `  mixed:                    ${percent(report.top3.mixed)}   (target 95%)`,
    `  Kiswahili+Sheng+mixed:    ${percent(report.top3.swAll)}   (target 95%)`,
    `  with typos:               ${percent(report.typos)}`,
    `  follow-ups (keep topic):  ${percent(report.followUps)}`,
    `Crisis recall:              ${percent(report.crisisRecall)}   (target 100%)`,
    `  crisis lines shown at all: ${percent(report.crisisLinesShown)}`,
    `False crises:               ${falseShare} of ${report.falseCrises.total}   (target ≤ 1%)`,
    `  hard negatives, no crisis: ${percent(report.figureFalseCrises)}`,
    `  crisis lines on others:   ${report.noLinesOnOthers.total - report.noLinesOnOthers.passed} of ${report.noLinesOnOthers.total}   (the gentle ones too)`,
    `Out of scope, no paths:     ${percent(report.outOfScope)}   (target 95%)`,
    `Greetings, no paths:        ${percent(report.greetings)}`,
    `Health, not empty:          ${percent(report.nonEmptyHealth)}   (target 100%)`,
    `  within one tap:           ${percent(report.healthWithinOneTap)}`,
    `  no obvious concept, fits: ${percent(report.vagueHealth)}`,
    `Warning sign, doctor first: ${percent(report.doctorFirst)}   (target 100%)`,
    `All expected groups:        ${percent(report.allGroups)}`,
  ];
  if (report.skippedPaths.length > 0) {
    lines.push(
      `Not in the catalogue (skipped): ${report.skippedPaths.join(', ')}; cases skipped: ${report.skippedCases.length}`,
    );
  }
  if (failures) {
    const misses = [
      ...report.top3.all.failures.map((line) => `miss    ${line}`),
      ...report.crisisRecall.failures.map((line) => `crisis  ${line}`),
      ...report.falseCrises.failures.map((line) => `false   ${line}`),
      ...report.outOfScope.failures.map((line) => `scope   ${line}`),
      ...report.greetings.failures.map((line) => `greet   ${line}`),
      ...report.nonEmptyHealth.failures.map((line) => `empty   ${line}`),
      ...report.healthWithinOneTap.failures.map((line) => `no tap  ${line}`),
      ...report.vagueHealth.failures.map((line) => `vague   ${line}`),
      ...report.doctorFirst.failures.map((line) => `doctor  ${line}`),
      ...report.allGroups.failures.map((line) => `groups  ${line}`),
      ...report.followUps.failures.map((line) => `follow  ${line}`),
    ];
    if (misses.length > 0) lines.push('', ...misses);
  }
  return lines.join('\n');
}

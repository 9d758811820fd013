import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadKnowledge } from '../../../server/chat/knowledge';
import { KiswahiliVerbReader } from '../../../server/chat/kiswahiliVerbs';
import { tokenise } from '../../../server/chat/normalise';

import { propertyRuns } from '../../helpers/propertyRuns';

const { crisis } = loadKnowledge('fixtures/assistant');
const reader = new KiswahiliVerbReader(crisis.kiswahiliVerbs);
const read = (text: string) => reader.read(tokenise(text)).join(' ');

describe('KiswahiliVerbReader', () => {
  it('reads a verb done to oneself, in any tense, as its "ji" stem', () => {
    expect(read('nimejikata')).toBe('jikata');
    expect(read('nilijikata jana')).toBe('jikata jana');
    expect(read('nikijichoma')).toBe('jichoma');
    expect(read('nataka kujinyonga')).toBe('nataka jinyonga');
    expect(read('nijiue tu')).toBe('jiue tu');
  });

  it('marks the negative forms with "not"', () => {
    expect(read('sitajiua')).toBe('not jiua');
    expect(read('sijidhuru')).toBe('not jidhuru');
  });

  it('leaves other people’s verbs alone, their infinitives too', () => {
    expect(read('alijinyonga')).toBe('alijinyonga');
    expect(read('alitaka kujiua')).toBe('alitaka kujiua');
  });

  it('reads someone doing something to me as its "ni" form', () => {
    expect(read('ananipiga kila siku')).toBe('nipiga kila siku');
    expect(read('alijaribu kuniua')).toBe('alijaribu niua');
    expect(read('inaniua')).toBe('inaniua');
  });

  it('reads Sheng: verbs written apart, and English verbs after a Kiswahili start', () => {
    expect(read('kuji-kill')).toBe('jikill');
    expect(read('nataka ku-jump')).toBe('nataka jump');
    expect(read('nimecut')).toBe('cut');
    expect(read('nikiscratch')).toBe('scratch');
    expect(read('kujifunza')).toBe('jifunza');
  });

  it('reads the starts texting shortens ("nta-" for "nita-", "nme-" for "nime-") as the starts they stand for', () => {
    expect(read('ntajiua kesho')).toBe('jiua kesho');
    expect(read('nmejikata')).toBe('jikata');
    expect(read('nliswallow pills')).toBe('swallowed pills');
    expect(read('nshacut')).toBe('cut');
  });

  it('reads a Sheng start written apart from its English verb, in the tense the start gives', () => {
    expect(read('nime-cut mkono')).toBe('cut mkono');
    expect(read('niliswallow pills')).toBe('swallowed pills');
    expect(read('nimeswallow')).toBe('swallowed');
    expect(read('nikiscratch')).toBe('scratch');
  });

  it('reads an infinitive done to me only after a person’s verb, not a thing’s', () => {
    expect(read('anataka kuniua')).toBe('anataka niua');
    expect(read('dawa hii inaweza kuniua')).toBe('dawa hii inaweza kuniua');
  });

  it('reads a row as a new reader does, whatever rows it read before (property)', () => {
    // The reader remembers what it found of each word alone; nothing of a word's neighbours may carry over.
    const { myself, others, englishActs, toMe } = crisis.kiswahiliVerbs;
    const words = [
      ...['ku', 'kuji', 'kujiua', 'kuniua', 'alitaka', 'inaweza', 'nitajiua', 'sitajiua', 'kill', 'jump'],
      ...myself.slice(0, 4),
      ...others.slice(0, 4),
      ...toMe.slice(0, 4).map((start) => `${start}niua`),
      ...englishActs.slice(0, 4),
      ...myself.slice(0, 4).map((start) => `${start}${englishActs[0]}`),
    ];
    const warm = new KiswahiliVerbReader(crisis.kiswahiliVerbs);
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...words), { maxLength: 8 }), (row) => {
        const fresh = new KiswahiliVerbReader(crisis.kiswahiliVerbs);
        expect(warm.read(row)).toEqual(fresh.read(row));
        for (const word of row) expect(warm.mayChange(word)).toBe(fresh.mayChange(word));
      }),
      { numRuns: propertyRuns(300, 3000), seed: 30 },
    );
    // Someone else's infinitive, then mine: the same word read otherwise beside another.
    expect(warm.read(['alitaka', 'kujiua'])).toEqual(['alitaka', 'kujiua']);
    expect(warm.read(['kujiua'])).toEqual(['jiua']);
  });

  it('reads a row of words none of which may change as itself, whatever their order (property)', () => {
    // What the crisis model relies on to skip reading such a row (exemplarModel.ts, runsOf).
    const { myself, notMyself, others, englishActs, toMe } = crisis.kiswahiliVerbs;
    const starts = [...myself, ...notMyself, ...others, ...toMe, 'ku', 'kuji', 'kuni'];
    const words = [
      ...starts,
      ...starts.flatMap((start) => [
        `${start}ji`,
        `${start}jiua`,
        `${start}niua`,
        `${start}${englishActs[0]}`,
      ]),
      ...englishActs,
      ...Object.values(crisis.classes)
        .flat()
        .flatMap((entry) => tokenise(entry)),
    ];
    const quiet = words.filter((word) => !reader.mayChange(word));
    expect(quiet.length).toBeGreaterThan(100);
    expect(words.length - quiet.length).toBeGreaterThan(100);
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...quiet), { maxLength: 30 }), (row) => {
        expect(reader.read(row)).toEqual(row);
      }),
      { numRuns: propertyRuns(200, 2000), seed: 30 },
    );
  });
});

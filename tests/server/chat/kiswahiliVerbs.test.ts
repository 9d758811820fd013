import { describe, expect, it } from 'vitest';
import { loadKnowledge } from '../../../server/chat/knowledge';
import { KiswahiliVerbReader } from '../../../server/chat/kiswahiliVerbs';
import { tokenise } from '../../../server/chat/normalise';

const reader = new KiswahiliVerbReader(loadKnowledge('fixtures/assistant').crisis.kiswahiliVerbs);
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
});

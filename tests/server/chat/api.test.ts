import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { chatReplySchema } from '../../../schemas';
import { buildApp } from '../../../server/app';
import { readSettings } from '../../../server/settings';
import { catalogue } from '../../helpers/fixtures';
import { expectApiError, postJson, useServer } from '../../helpers/server';

const server = useServer();
const url = () => `${server.url}/api/chat/`;
const known = new Set([
  ...catalogue.tests.map((test) => `/tests/${test.card.routeSlug}`),
  ...catalogue.services.map((service) => `/services/${service.routeSlug}`),
]);

/** A message with no history (and any added body fields), answered 200 with every field of the reply. */
const ask = async (userInput: string, added: Record<string, unknown> = {}) => {
  const response = await postJson(url(), { conversationHistory: '', userInput, ...added });
  expect(response.status).toBe(200);
  return chatReplySchema.required().parse(response.body);
};

describe('POST /api/chat/', () => {
  it('answers with descriptions and in-app paths the catalogue has, best first', async () => {
    const response = await postJson(url(), { conversationHistory: '', userInput: 'I feel sad and hopeless' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    const reply = chatReplySchema.parse(response.body);
    expect(reply.routeslugs[0]).toBe('/tests/depression');
    expect(reply.descriptions.length).toBeGreaterThan(0);
    for (const path of reply.routeslugs) expect(known).toContain(path);
  });

  it('gives crisis help with a Kenyan helpline and the therapist first', async () => {
    const reply = await ask('nataka kujiua');
    expect(reply.routeslugs[0]).toBe('/services/talk-to-a-therapist');
    expect(reply.descriptions.join(' ')).toMatch(/1199/);
  });

  it.each([
    'I am afraid of death and keep asking what the meaning of life is',
    'naogopa kufa, maisha hayana maana',
  ])('suggests the existential anxiety test (MH-006) first for "%s"', async (userInput) => {
    const reply = await ask(userInput);
    expect(reply.routeslugs[0]).toBe('/tests/existential_anxiety');
    expect(reply.routeslugs).toContain('/services/talk-to-a-therapist');
  });

  describe("the reply's meaning as data (issue 32)", () => {
    it('an emergency sign: its catalogue urgency, its id, no crisis, and the visitor words behind each path', async () => {
      const reply = await ask('I have chest pain since morning');
      expect(reply).toMatchObject({ urgency: 'emergency', signs: ['chest-pain'], crisis: false });
      expect(reply.routeslugs[0]).toBe('/services/talk-to-a-doctor');
      expect(reply.suggestions.map((entry) => entry.path)).toEqual(reply.routeslugs);
      expect(reply.suggestions[0]!.words).toContain('chest pain');
    });

    it('a reading with no other health word: its sign, its urgency, the doctor first (issue 32, paths batch)', async () => {
      const reply = await ask('readings zangu 184/118 leo');
      expect(reply).toMatchObject({ urgency: 'today', signs: ['bp-very-high'], crisis: false });
      expect(reply.routeslugs[0]).toBe('/services/talk-to-a-doctor');
    });

    it('crisis help for someone else poisoned and collapsed now, in Kiswahili (issue 32, second crisis batch)', async () => {
      const reply = await ask('bibi ameanguka baada ya kunywa dawa ya shamba, hasemi chochote');
      expect(reply.crisis).toBe(true);
      expect(reply.routeslugs[0]).toBe('/services/talk-to-a-therapist');
      expect(reply.descriptions.join(' ')).toMatch(/1199/);
    });

    it('crisis help: crisis, an emergency, and no reason given for the therapist, whom no words asked for', async () => {
      const reply = await ask('nataka kujiua');
      expect(reply).toMatchObject({ urgency: 'emergency', signs: ['self-harm-thoughts'], crisis: true });
      expect(reply.suggestions[0]).toEqual({ path: '/services/talk-to-a-therapist', words: [] });
      expect(reply.descriptions.join(' ')).not.toMatch(/because|kwa sababu/i);
    });

    it('a bite: the catalogue’s urgency and action (the rabies vaccine the same day; a snake, now)', async () => {
      const dog = await ask('a stray dog bit my son on the way home');
      expect(dog).toMatchObject({ urgency: 'today', signs: ['animal-bite'], crisis: false });
      expect(dog.routeslugs[0]).toBe('/services/talk-to-a-doctor');
      expect(dog.descriptions.join(' ')).toMatch(/rabies vaccine/);
      const snake = await ask('nyoka ameniuma mguu shambani');
      expect(snake).toMatchObject({ urgency: 'emergency', signs: ['snake-bite'], crisis: false });
    });

    it.each([
      ['my uncle collapsed on the floor at work and we cannot wake him', 'unresponsive'],
      ['my neighbour is having a seizure on the ground right now', 'adult-seizure'],
    ])(
      'someone unconscious, an adult’s fit (issue 32, sixteenth change): "%s" is the catalogue’s emergency',
      async (text, sign) => {
        const reply = await ask(text);
        expect(reply).toMatchObject({ urgency: 'emergency', crisis: false });
        expect(reply.signs).toContain(sign);
        expect(reply.routeslugs[0]).toBe('/services/talk-to-a-doctor');
        expect(reply.descriptions.join(' ')).toMatch(/\b(999|112)\b/);
      },
    );

    it('a sign in everyday Sheng (sign-phrases.json): the catalogue’s urgency, the doctor first, 999', async () => {
      const reply = await ask('kadogo anakatika kila kitu anakula, hata maji inarudi juu saa hii');
      expect(reply).toMatchObject({
        urgency: 'emergency',
        signs: ['child-vomits-everything'],
        crisis: false,
      });
      expect(reply.routeslugs[0]).toBe('/services/talk-to-a-doctor');
      expect(reply.descriptions.join(' ')).toMatch(/\b(999|112)\b/);
    });

    it('a cow’s meal and milk, word by word, are the cow’s: no paths, urgency none', async () => {
      const reply = await ask('ng’ombe wangu amekataa kula na maziwa yamepungua, nimpe dawa gani');
      expect(reply).toMatchObject({ routeslugs: [], urgency: 'none', signs: [], crisis: false });
    });

    it('health words said of an animal only: no paths, urgency none', async () => {
      const reply = await ask('kuku wangu wanaharisha, dawa gani');
      expect(reply).toMatchObject({ routeslugs: [], urgency: 'none', signs: [], crisis: false });
    });

    it('no sign: urgency none; every reason quotes words the visitor wrote, never "a health check"', async () => {
      const input = 'i feel tired all the time and my blood sugar was high';
      const reply = await ask(input);
      expect(reply).toMatchObject({ urgency: 'none', signs: [], crisis: false });
      const text = reply.descriptions.join(' ');
      expect(text).not.toMatch(/health check/);
      const quoted = [...text.matchAll(/“([^”]+)”/g)].map((match) => match[1]!);
      expect(quoted.length).toBeGreaterThan(0);
      for (const words of quoted) expect(input).toContain(words);
      for (const entry of reply.suggestions) for (const words of entry.words) expect(input).toContain(words);
    });
  });

  it('answers words about something else with no paths and a request for a health concern', async () => {
    const response = await postJson(url(), { conversationHistory: '', userInput: 'what is the weather' });
    expect(response.body).toEqual({
      descriptions: [expect.stringMatching(/health concern or goal/)],
      routeslugs: [],
      urgency: 'none',
      signs: [],
      crisis: false,
      suggestions: [],
      // No path: the panel offers one tap to say it is about a person's health after all.
      asksAboutHealth: true,
    });
  });

  it('answers an animal said only by its udder and milk with no paths (the veto model)', async () => {
    const reply = await ask('maziwa yamepungua na kiwele kimevimba upande mmoja');
    expect(reply.routeslugs).toEqual([]);
    expect(reply.descriptions[0]).toMatch(/afya/i);
  });

  it('answers bees said by their hive with no paths, though the words sound like health (issue 32, ninth change)', async () => {
    const reply = await ask('the hive is weak and there are tiny mites on the comb, what treatment');
    expect(reply.routeslugs).toEqual([]);
    expect(reply.descriptions[0]).toMatch(/health concern or goal/);
  });

  it('says, over HTTP, that health words were read as another subject’s and how to ask again (issue 32)', async () => {
    const reply = await ask('the shop is bleeding money');
    expect(reply.routeslugs).toEqual([]);
    expect(reply).toMatchObject({ urgency: 'none', signs: [], crisis: false, suggestions: [] });
    expect(reply.descriptions).toEqual([
      expect.stringMatching(/health concern or goal/),
      expect.stringMatching(/about something other than a person’s health.*who it is and how they feel/),
    ]);
  });

  it('asks, over HTTP, who is unwell when a message may be health in words it does not know (issue 32)', async () => {
    const reply = await ask(
      'grandpa keeps asking me the same thing over and over, is that normal at his age',
    );
    expect(reply).toMatchObject({
      routeslugs: [],
      urgency: 'none',
      signs: [],
      crisis: false,
      suggestions: [],
    });
    expect(reply.descriptions).toEqual([
      expect.stringMatching(/not sure I understood.*health concern or goal.*who it is and how they feel/),
    ]);
  });

  it('offers, over HTTP, one tap to say a message is about health; the tap brings a doctor and the checks (issue 32)', async () => {
    const message = 'grandpa keeps asking me the same thing over and over, is that normal at his age';
    const first = await ask(message);
    expect(first).toMatchObject({ routeslugs: [], crisis: false, asksAboutHealth: true });
    const tapped = await ask(message, { aboutHealth: true });
    expect(tapped.routeslugs).toContain('/services/talk-to-a-doctor');
    expect(tapped.routeslugs.every((path) => known.has(path))).toBe(true);
    expect(tapped).toMatchObject({ urgency: 'none', crisis: false, asksAboutHealth: false });
    // `aboutHealth: false` is the same as leaving it out.
    const untapped = await ask(message, { aboutHealth: false });
    expect(untapped).toEqual(first);
  });

  it('reads the whole conversation', async () => {
    const response = await postJson(url(), {
      conversationHistory: "I can't sleep at night",
      userInput: 'and I also drink a lot',
    });
    const reply = chatReplySchema.parse(response.body);
    expect(reply.routeslugs).toContain('/tests/lifestyle-habits');
  });

  it('takes a message of exactly 2,000 characters', async () => {
    const response = await postJson(url(), { conversationHistory: '', userInput: 'a'.repeat(2000) });
    expect(response.status).toBe(200);
  });

  it.each([
    [{ conversationHistory: '', userInput: 'a'.repeat(2001) }, 400, 'message_too_long'],
    [{ conversationHistory: '', userInput: '   \n ' }, 400, 'blank_message'],
    [{ conversationHistory: '', userInput: '' }, 400, 'blank_message'],
    [{ userInput: 'hello' }, 400, 'invalid_body'],
    [{ conversationHistory: '', userInput: 42 }, 400, 'invalid_body'],
    [{ conversationHistory: '', userInput: 'hello', aboutHealth: 'yes' }, 400, 'invalid_body'],
    [[], 400, 'invalid_body'],
  ])('refuses %j with %i %s', async (body, status, code) => {
    expectApiError(await postJson(url(), body), code, { status });
  });

  it('refuses a body that is not JSON with 415 and one too large with 413', async () => {
    const notJson = await fetch(url(), {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'hi',
    });
    expectApiError({ status: notJson.status, body: await notJson.json() }, 'unsupported_media_type', {
      status: 415,
    });
    const huge = await postJson(url(), { conversationHistory: 'x'.repeat(40_000), userInput: 'hi' });
    expectApiError(huge, 'body_too_large', { status: 413 });
  });

  it('never writes what the visitor typed to the log', async () => {
    const stream = new PassThrough();
    const lines: string[] = [];
    stream.on('data', (chunk: Buffer) => lines.push(chunk.toString()));
    const settings = { ...readSettings({ LOG_LEVEL: 'trace' }) };
    const app = buildApp({ settings, catalogue, logStream: stream });
    // Every kind of reply: recommendations, crisis help, a warning sign, a fallback and out of scope.
    for (const userInput of [
      'my secret worry about sukari',
      'secretword I want to kill myself',
      'nimejikata secretneno',
      'secretword blood in my stool',
      'my secretword knee is swollen',
      'secretword weather',
    ]) {
      await app.inject({
        method: 'POST',
        url: '/api/chat/?q=secret-query',
        payload: { conversationHistory: 'my secret history', userInput },
      });
    }
    await app.close();
    const log = lines.join('');
    expect(log).toContain('/api/chat/');
    expect(log).not.toMatch(/secret|kill myself|nimejikata|stool|swollen/);
  });
});

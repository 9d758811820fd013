import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { crisisKindSchema, type TestFixture } from '../../../schemas';
import { fillLoadTemplates, textValuesOf } from '../../../src/core/scoring';
import { Assistant } from '../../../server/chat/assistant';
import { loadKnowledge } from '../../../server/chat/knowledge';
import { englishOnlySw } from '../../../server/chat/replies';
import { catalogue } from '../../helpers/fixtures';
import { knowledgeDir, problemsOf, useKnowledgeCopies } from '../../helpers/knowledgeCopy';

/** The assistant's knowledge as data: validated at start, and every path and sign it names is real. */

const knowledge = loadKnowledge(knowledgeDir);
const catalogueAssistant = new Assistant(catalogue, knowledge);
const known = new Set(catalogueAssistant.recommender.items.map((item) => item.path));

/** Paths whose tests another engineer is adding; the assistant already points at them (they are skipped until then). */
const awaitedPaths: string[] = [];
/** Warning-sign ids the assistant uses that the warning-sign catalogue does not have yet (proposed). */
const proposedSigns = ['new-lump'];

/**
 * Warning signs of the catalogue that no concept or reading names, and how the assistant reaches them all the
 * same (docs/assistant.md, "Every warning sign").
 */
const signsReachedOtherwise: Record<string, string> = {
  'self-harm-thoughts': 'the crisis rules and layers: crisis help first',
};

const { brokenCopy } = useKnowledgeCopies();

describe('the assistant’s knowledge files', () => {
  it('load and validate: concepts in every area, crisis rules of every kind, greetings and names', () => {
    expect(knowledge.concepts.length).toBeGreaterThan(60);
    expect(new Set(knowledge.crisis.rules.map((rule) => rule.kind))).toEqual(
      new Set(crisisKindSchema.options),
    );
    expect(knowledge.smallTalk.greetings).toContain('habari');
  });

  it('stop the start with the file and the field when a concept is incomplete', () => {
    const dir = brokenCopy('concepts/cancer.json', (json) => {
      delete (json.concepts as Record<string, unknown>[])[0]!.label;
    });
    const [file, ...problems] = problemsOf(dir);
    expect(file).toMatch(/concepts[/\\]cancer\.json$/);
    expect(problems.join('\n')).toMatch(/concepts\[0\]\.label/);
    expect(() => new Assistant(catalogue, loadKnowledge(knowledgeDir))).not.toThrow();
  });

  it('refuse a crisis phrase naming a word class that does not exist', () => {
    const dir = brokenCopy('crisis.json', (json) => {
      (json.rules as { en: string[] }[])[0]!.en.push('{no-such-class} myself');
    });
    expect(problemsOf(dir).join('\n')).toMatch(
      /rules\[0\]\.en\[\d+\]: no word class is named "no-such-class"/,
    );
  });

  // Issue 32: one vocabulary, one phrase syntax. The rules and the model read one list of word classes, each
  // entry in one syntax, and a phrase a file's reader would misread is refused, not read another way.
  it('keep one list of word classes, read by the rules as {name} and by the model as features', () => {
    const raw = JSON.parse(readFileSync(path.join(knowledgeDir, 'crisis.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    expect(Object.keys(raw)).not.toContain('modelClasses');
    expect(Object.keys(knowledge.crisis.classes)).toEqual(expect.arrayContaining(['cut', 'means', 'death']));
    expect(knowledge.crisis.classNotes.means).toMatch(/blades, pills/);
  });

  it('refuse a class entry outside the one entry syntax, and an entry listed twice', () => {
    const dir = brokenCopy('crisis.json', (json) => {
      const classes = json.classes as Record<string, { words: string[] }>;
      classes.means!.words.push('rope/noose');
      classes.cut!.words.push(classes.cut!.words[0]!);
    });
    const problems = problemsOf(dir).join('\n');
    expect(problems).toMatch(/classes\.means\.words\[\d+\]: lower-case words/);
    expect(problems).toMatch(/classes\.cut\.words\[\d+\]: ".+" is listed twice in the class/);
  });

  it('refuse "&" or "=" in a crisis phrase, and a word class in a concept phrase', () => {
    const crisisDir = brokenCopy('crisis.json', (json) => {
      (json.rules as { en: string[] }[])[0]!.en.push('pills & tonight');
      (json.figures as string[]).push('=killing me');
    });
    const crisisProblems = problemsOf(crisisDir).join('\n');
    expect(crisisProblems).toMatch(/rules\[0\]\.en\[\d+\]: a crisis phrase has no "=" and no "&"/);
    expect(crisisProblems).toMatch(/figures\[\d+\]: a crisis phrase has no "=" and no "&"/);
    const conceptDir = brokenCopy('concepts/cancer.json', (json) => {
      (json.concepts as { en: string[] }[])[0]!.en.push('{means} in my chest');
    });
    expect(problemsOf(conceptDir).join('\n')).toMatch(/a concept phrase names no word class/);
  });

  it('refuse a rule naming a context that does not exist, in evenWith or unlessAnywhere too', () => {
    const dir = brokenCopy('crisis.json', (json) => {
      const rules = json.rules as { evenWith?: string[]; unlessAnywhere?: string[] }[];
      rules[0]!.evenWith = ['no-such-context'];
      rules[1]!.unlessAnywhere = ['nor-this-one'];
    });
    const problems = problemsOf(dir).join('\n');
    expect(problems).toMatch(/rules\[0\]\.evenWith\[0\]: no context is named "no-such-context"/);
    expect(problems).toMatch(/rules\[1\]\.unlessAnywhere\[0\]: no context is named "nor-this-one"/);
  });

  it('refuse another subject without cues, and a plain word that is not one lower-case word', () => {
    const dir = brokenCopy('small-talk.json', (json) => {
      (json.otherSubjects as { cues: string[] }[])[0]!.cues = [];
      (json.plainWords as string[]).push('Two Words');
    });
    const problems = problemsOf(dir).join('\n');
    expect(problems).toMatch(/otherSubjects\[0\]\.cues/);
    expect(problems).toMatch(/plainWords\[\d+\]/);
  });

  it('list no symptom, condition or feeling among the words of another subject', () => {
    const words = knowledge.smallTalk.otherSubjects.flatMap((subject) => [...subject.cues, ...subject.words]);
    for (const health of [
      'pain',
      'binge',
      'sleep',
      'stress',
      'tired',
      'blood',
      'sugar',
      'diabetes',
      'weight',
    ]) {
      expect(words, health).not.toContain(health);
    }
  });

  it('refuse a misspelt field, which would otherwise vanish silently', () => {
    const dir = brokenCopy('crisis.json', (json) => {
      (json.rules as { unles?: string[] }[])[1]!.unles = ['accident'];
    });
    expect(problemsOf(dir).join('\n')).toMatch(/rules\[1\]\.unles: unknown field/);
  });

  it('refuse a concept id used in two files', () => {
    const dir = brokenCopy('concepts/movement.json', (json) => {
      (json.concepts as { id: string }[])[0]!.id = 'low-mood';
    });
    expect(problemsOf(dir).join('\n')).toMatch(/concept "low-mood" is also defined in mental-health\.json/);
  });

  it('refuse word forms with a past start that is no start, or a start that is not a plain word', () => {
    const past = brokenCopy('word-forms.json', (json) => {
      (json.pastStarts as string[]).push('walipo');
    });
    expect(problemsOf(past).join('\n')).toMatch(
      /word-forms\.json[\s\S]*"walipo" is not one of shengVerbStarts/,
    );
    const start = brokenCopy('word-forms.json', (json) => {
      (json.othersToMine as Record<string, string>)['A-'] = 'ni';
    });
    expect(problemsOf(start).join('\n')).toMatch(/word-forms\.json[\s\S]*othersToMine/);
  });

  it('refuse sign phrases for a sign no concept names, a word list the file lacks, and a misspelt language', () => {
    const dir = brokenCopy('sign-phrases.json', (json) => {
      const signs = json.signs as Record<string, Record<string, string[]>>;
      signs['no-such-sign'] = { en: ['a phrase'], sw: [] };
      signs['chest-pain']!.en!.push('{my-body} hurts');
      signs['chest-pain']!.sheng = ['kifua inaniuma'];
      (json.words as Record<string, string[]>)['bad-entry'] = ['chest & arm'];
    });
    const problems = problemsOf(dir).join('\n');
    expect(problems).toMatch(/sign-phrases\.json/);
    expect(problems).toMatch(/no word list "my-body"/);
    expect(problems).toMatch(/words\.bad-entry.*no other sign/);
    expect(problems).toMatch(/signs\.chest-pain: .*"sheng"/);
    const unnamed = brokenCopy('sign-phrases.json', (json) => {
      (json.signs as Record<string, unknown>)['no-such-sign'] = { en: ['a phrase'], sw: [] };
    });
    expect(problemsOf(unnamed).join('\n')).toMatch(/sign "no-such-sign" is named by no concept/);
  });

  it("refuse a concept's notAfter that names a word list sign-phrases.json lacks", () => {
    const dir = brokenCopy('concepts/warning-signs.json', (json) => {
      const concepts = json.concepts as { id: string; notAfter?: string[] }[];
      concepts.find((concept) => concept.notAfter)!.notAfter = ['{no-such-list}'];
    });
    expect(problemsOf(dir).join('\n')).toMatch(/notAfter names "\{no-such-list\}"/);
  });

  it('point only at paths the catalogue has, or at tests being added', () => {
    const named = new Set(knowledge.concepts.flatMap((concept) => Object.keys(concept.targets)));
    const unknown = [...named].filter((path) => !known.has(path) && !awaitedPaths.includes(path));
    expect(unknown).toEqual([]);
    expect(named).toContain('/tests/existential_anxiety');
    expect(known).toContain('/tests/existential_anxiety');
  });

  it('keep no Kiswahili names of their own: those are the catalogue’s', () => {
    expect(existsSync(path.join(knowledgeDir, 'kiswahili-names.json'))).toBe(false);
  });

  it('name warning signs the warning-sign catalogue has (or the proposed ones)', () => {
    const signs = [
      ...knowledge.concepts.flatMap((concept) => (concept.sign ? [concept.sign] : [])),
      knowledge.crisis.sign,
    ];
    const missing = signs.filter(
      (sign) => !catalogue.warningSigns.has(sign) && !proposedSigns.includes(sign),
    );
    expect(missing).toEqual([]);
    expect(proposedSigns.filter((sign) => catalogue.warningSigns.has(sign))).toEqual([]);
  });

  it('reach every warning sign of the catalogue: by a concept, by a reading, or by the crisis help', () => {
    const byConcept = new Set(knowledge.concepts.flatMap((concept) => (concept.sign ? [concept.sign] : [])));
    const readingTest = catalogue.tests.find(
      (test) => test.card.routeSlug === knowledge.readings.bloodPressure.test,
    );
    const byReading = new Set(readingTest?.scoring.signs.map((rule) => rule.sign));
    // A crisis rule's own sign: crisis help first, then the sign's action (rape-now, violence-now).
    const byCrisisRule = new Set(knowledge.crisis.rules.flatMap((rule) => (rule.sign ? [rule.sign] : [])));
    expect([...byCrisisRule].filter((sign) => !catalogue.warningSigns.has(sign))).toEqual([]);
    expect(byReading.size).toBeGreaterThan(0);
    const reached = (sign: string) =>
      byConcept.has(sign) || byReading.has(sign) || byCrisisRule.has(sign) || sign in signsReachedOtherwise;
    expect([...catalogue.warningSigns.keys()].filter((sign) => !reached(sign))).toEqual([]);
    // A sign with a reason of its own here is not also named by a concept or a reading.
    expect(
      Object.keys(signsReachedOtherwise).filter(
        (sign) => byConcept.has(sign) || byReading.has(sign) || byCrisisRule.has(sign),
      ),
    ).toEqual([]);
    // The one sign named through another's concept has that sign's urgency.
    expect(catalogue.warningSigns.get('unprotected-sex-4-5-days')?.urgency).toBe(
      catalogue.warningSigns.get('unprotected-sex-72h')?.urgency,
    );
  });

  it('answer the signs left to the crisis help with crisis help', () => {
    for (const words of [
      'I think I would be better off dead',
      'Nina mawazo ya kumdhuru mtoto wangu',
      'I was raped last night',
      'Nilibakwa jana usiku',
      'my husband beats me and I am not safe at home',
    ]) {
      const reply = catalogueAssistant.reply({ conversationHistory: '', userInput: words });
      expect(reply.routeslugs[0], words).toBe('/services/talk-to-a-therapist');
      expect(reply.descriptions.join(' '), words).toMatch(/1199/);
    }
  });

  it('give every warning-sign concept the doctor as its strongest target', () => {
    for (const concept of knowledge.concepts.filter((candidate) => candidate.sign)) {
      const doctor = concept.targets['/services/talk-to-a-doctor'] ?? 0;
      expect(doctor, concept.id).toBe(Math.max(...Object.values(concept.targets)));
    }
  });
});

describe('the Kiswahili names of what the assistant suggests', () => {
  // The catalogue's Kiswahili overlays, read from the files: the cards of our own checklists and the services.
  const cardsSw = new Map(
    readdirSync('fixtures/screenings/sw')
      .filter((file) => file.endsWith('.json'))
      .map((file) => {
        const { card } = JSON.parse(readFileSync(path.join('fixtures/screenings/sw', file), 'utf8')) as {
          card: { informalTitle: string; description: string };
        };
        // As served: a card may place a count ("Kauli {count:items:correct:word}"), filled in Kiswahili.
        const english = JSON.parse(
          readFileSync(path.join('fixtures/screenings', file), 'utf8'),
        ) as TestFixture;
        const served = fillLoadTemplates(card, textValuesOf(english, 'sw', []));
        return [
          `/tests/${file.replace(/\.json$/, '')}` as string,
          'value' in served ? served.value : card,
        ] as const;
      }),
  );
  // Our own card words for the tests served in English (validated instruments without a validated translation).
  const { tests: cardWordsSw } = JSON.parse(readFileSync('fixtures/catalogue/sw/tests.json', 'utf8')) as {
    tests: Record<string, { informalTitle: string; description: string }>;
  };
  const { services: servicesSw } = JSON.parse(
    readFileSync('fixtures/catalogue/sw/services.json', 'utf8'),
  ) as { services: Record<string, { title: string; description: string }> };

  it('come from the catalogue for every path the assistant can suggest, as the site’s Kiswahili cards show them', () => {
    for (const item of catalogueAssistant.recommender.items) {
      expect(item.kiswahili, item.path).toBeDefined();
      const overlay =
        item.kind === 'service'
          ? servicesSw[item.service.routeSlug] && {
              name: servicesSw[item.service.routeSlug]!.title,
              about: servicesSw[item.service.routeSlug]!.description,
            }
          : cardsSw.get(item.path) && {
              name: cardsSw.get(item.path)!.informalTitle,
              about: cardsSw.get(item.path)!.description,
            };
      if (overlay) {
        expect({ name: item.kiswahili!.name, about: item.kiswahili!.about }, item.path).toEqual(overlay);
        expect(item.kiswahili!.inEnglish, item.path).toBe(false);
      } else {
        // No Kiswahili version in the catalogue (a validated instrument): our own card words, as the site shows
        // them, and the test itself in English.
        expect(item.kind, item.path).toBe('test');
        const words = item.kind === 'test' ? cardWordsSw[item.card.routeSlug] : undefined;
        expect(words, item.path).toBeDefined();
        expect(item.kiswahili, item.path).toMatchObject({
          inEnglish: true,
          name: words!.informalTitle,
          about: words!.description,
        });
      }
    }
    // Every service and every own checklist with an overlay runs in Kiswahili; every other test in English.
    const inKiswahili = catalogueAssistant.recommender.items.filter((item) => !item.kiswahili!.inEnglish);
    expect(inKiswahili.length).toBe(cardsSw.size + Object.keys(servicesSw).length);
  });

  it('name a checklist by its Kiswahili title and a validated instrument in English, saying so', () => {
    const breast = catalogueAssistant.reply({
      conversationHistory: '',
      userInput: 'Nataka kupima saratani ya matiti',
    });
    expect(breast.descriptions.join(' ')).toContain(cardsSw.get('/tests/breast-cancer')!.informalTitle);
    const mood = catalogueAssistant.reply({
      conversationHistory: '',
      userInput: 'Nina huzuni nyingi sana siku hizi',
    });
    expect(mood.descriptions.join(' ')).toContain(
      `${cardWordsSw.depression!.informalTitle} (${englishOnlySw})`,
    );
  });
});

import { z } from 'zod';

/**
 * The assistant's knowledge as data (fixtures/assistant, docs/assistant.md): concepts that point at the
 * catalogue's paths, crisis rules, greetings and other subjects (the Kiswahili names of tests and services
 * are the catalogue's own). The server validates every file at start; the content preview shows them to
 * reviewers.
 */

const slug = '[a-z0-9]+(?:[-_][a-z0-9]+)*';
const id = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'an id is lower-case words joined by -');

/** An in-app path of a test or service: /tests/{routeSlug} or /services/{slug}. */
export const assistantPathSchema = z
  .string()
  .regex(new RegExp(`^/(?:tests|services)/${slug}$`), 'a path reads /tests/{slug} or /services/{slug}');

/**
 * A phrase, in the one phrase syntax of every vocabulary file (docs/assistant.md, "Writing phrases"): words;
 * `*` at a word's start or end for any beginning or ending; `a/b` for either word; `...` for up to three other
 * words; `#` for a number of eight or more. Words written together stand together, except that in a concept
 * phrase one other word may stand between them unless `=` leads it. Crisis files name word classes as
 * `{name}`; concepts join parts that may stand anywhere in the message with ` & ` ("blood & long call").
 */
const phrase = z
  .string()
  .trim()
  .min(1)
  .regex(/^=?[\p{L}\p{N} '’*{}/.#&-]+$/u, 'a phrase has letters, digits, spaces and * { } / ... # & only');

/** A concept phrase: the one phrase syntax, without word classes (concept files have none). */
const conceptPhrase = phrase.refine((text) => !/[{}]/.test(text), {
  message: 'a concept phrase names no word class ({name} is for crisis.json)',
});

export const assistantConceptSchema = z.object({
  id,
  /** Short words for "Suggested because you mentioned …", in each reply language. */
  label: z.object({ en: z.string().min(1), sw: z.string().min(1) }),
  /** Paths with a weight: 3 is the best fit. Paths the catalogue lacks are left out when it loads. */
  targets: z.record(assistantPathSchema, z.number().positive().max(10)),
  /** English phrases; "=" in front means no other words may stand between its words. */
  en: z.array(conceptPhrase),
  /** Kiswahili, Sheng and mixed phrases. */
  sw: z.array(conceptPhrase),
  /** A warning symptom: the id of its sign in the warning-sign catalogue. The doctor comes first. */
  sign: id.optional(),
  /**
   * Words that, right before one of the concept's phrases or parts, say the thing is not there ("no blisters",
   * "bila malengelenge", "sina kizunguzungu wala kutapika"): that phrase or part does not count. For signs whose
   * look-alikes are the same words denied (an injury with no danger sign). Each entry is one word or `{name}`, a
   * word list of sign-phrases.json (`{absent}`: written once for every sign that shares it).
   */
  notAfter: z
    .array(
      z
        .string()
        .regex(
          /^(?:[a-z0-9]+|\{[a-z0-9-]+\})$/,
          'one lower-case word, as the message is read, or {a word list of sign-phrases.json}',
        ),
    )
    .optional(),
  /** Context, not a concern ("work"): adds weight to what else was said, never enough alone. */
  context: z.literal(true).optional(),
  /** Counts only when nothing more specific matched: the closest tests and a professional. */
  fallback: z.literal(true).optional(),
  /**
   * A concern close to suicide (hopelessness): when the new message names it, the reply carries the
   * crisis lines gently before its suggestions, as the gentle net's does, whatever the crisis layers read.
   */
  crisisLines: z.literal(true).optional(),
  /**
   * In a conversation that names this concept, what the other phrases give one path goes to another: after a
   * birth, the mood screen is the postnatal one ({ "/tests/depression": "/tests/postnatal-health" }).
   */
  moves: z.record(assistantPathSchema, assistantPathSchema).optional(),
  /** A word for reviewers: why the concept is there or points where it does. */
  note: z.string().min(1).optional(),
});

export const assistantConceptFileSchema = z.object({
  area: z.string().min(1),
  concepts: z.array(assistantConceptSchema).min(1),
});

export const crisisKindSchema = z.enum(['suicide', 'self-harm', 'overdose', 'danger', 'child']);

const contextName = id;

export const crisisRuleSchema = z.object({
  id,
  kind: crisisKindSchema,
  /** What the rule catches, in plain words for a reviewer. */
  about: z.string().min(1),
  en: z.array(phrase),
  sw: z.array(phrase),
  /** Contexts that cancel the rule when anywhere in the message ("while cooking" for a cut). */
  unless: z.array(contextName).optional(),
  /** Contexts of which one must be in the message ("until it bleeds" for scratching). */
  needs: z.array(contextName).optional(),
  /** Contexts that cancel the rule anywhere in the message ("financially" for "if I died tomorrow"). */
  unlessAnywhere: z.array(contextName).optional(),
  /**
   * Contexts that keep the rule even near an `unless` context, when anywhere in the message ("on purpose"
   * beside "iron box"; "again" beside "used to").
   */
  evenWith: z.array(contextName).optional(),
  /**
   * The warning sign of the catalogue this rule's crisis is, when it is not the file's own `sign` (violence at
   * home: unsafe-at-home): the crisis reply then says that sign's action, as the catalogue words it.
   */
  sign: id.optional(),
});

/**
 * An entry of a word class (crisis.json `classes`), one syntax for the rules and the model alike: lower-case
 * words in a row, each with an optional `*` at its start or end for any beginning or ending ("nime*",
 * "*jiua"), or `#` for a number of eight or more. No `{class}`, `a/b` or `...`: write two entries.
 */
const classEntry = z
  .string()
  .trim()
  .regex(
    /^(?:\*?[a-z0-9]+\*?|#)(?: (?:\*?[a-z0-9]+\*?|#))*$/,
    'lower-case words, each with an optional * at its start or end, or # for a number',
  );

/** A word class: read by the rules as `{name}` and by the crisis model as a feature. */
const wordClassSchema = z.object({
  /** What the class holds and why, for a reviewer. */
  about: z.string().min(1).optional(),
  words: z.array(classEntry).min(1),
});

export const crisisFileSchema = z
  .object({
    about: z.string().min(1),
    /** The warning-sign id every crisis stands for. */
    sign: id,
    /**
     * The word classes, one list: the rules name them as {name} in phrases, contexts and figures, and the crisis
     * model reads every one as a feature. Each entry once.
     */
    classes: z.record(id, wordClassSchema),
    rules: z.array(crisisRuleSchema).min(1),
    /** Named contexts for `unless` and `needs`. */
    contexts: z.record(contextName, z.array(phrase).min(1)),
    /** Figures of speech: a crisis phrase inside one does not count ("killing myself laughing"). */
    figures: z.array(phrase),
    /**
     * Negation: a crisis phrase right after one of these words (only `fillers` between) or with one
     * between its own words does not count ("I would never hurt myself").
     */
    negation: z.object({ words: z.array(phrase).min(1), fillers: z.array(z.string().min(1)) }),
    /** Words about death or harm: outside a figure and not negated, they add the crisis lines gently. */
    harmWords: z.array(z.string().min(1)),
    /**
     * How Kiswahili verbs show who does what to whom, by how they start: `myself` (ni-me-ji-kata, I cut
     * myself), `notMyself` (si-ji-dhuru, I do not harm myself), `others` (a-li-ji-nyonga, someone else:
     * left alone) and `toMe` (a-na-ni-piga, someone beats me); Sheng puts English verbs after the same
     * starts (`englishActs`: nime-cut). See docs/assistant.md.
     */
    kiswahiliVerbs: z.object({
      myself: z.array(z.string().regex(/^[a-z]+$/)).min(1),
      notMyself: z.array(z.string().regex(/^[a-z]+$/)),
      others: z.array(z.string().regex(/^[a-z]+$/)),
      toMe: z.array(z.string().regex(/^[a-z]+$/)),
      /** English verbs Sheng puts after a start of `myself` (nime-cut, niki-scratch): read as the verb. */
      englishActs: z.array(z.string().regex(/^[a-z]+$/)),
    }),
  })
  .superRefine((file, context) => {
    const classes = new Set(Object.keys(file.classes));
    const contexts = new Set(Object.keys(file.contexts));
    const check = (phrases: readonly string[], where: (string | number)[]) => {
      phrases.forEach((text, index) => {
        // Crisis phrases are read word by word with no gap unless `...` says so: `=` would add nothing, and
        // the crisis reader has no parts anywhere in the message (` & `), which would read as adjacent words.
        if (/(^=|&)/.test(text)) {
          context.addIssue({
            code: 'custom',
            path: [...where, index],
            message: 'a crisis phrase has no "=" and no "&" (write ... for words between, or two phrases)',
          });
        }
        for (const [, name] of text.matchAll(/\{([^}]*)\}/g)) {
          if (!classes.has(name!)) {
            context.addIssue({
              code: 'custom',
              path: [...where, index],
              message: `no word class is named "${name}"`,
            });
          }
        }
      });
    };
    file.rules.forEach((rule, index) => {
      check(rule.en, ['rules', index, 'en']);
      check(rule.sw, ['rules', index, 'sw']);
      for (const [key, names] of [
        ['unless', rule.unless],
        ['needs', rule.needs],
        ['evenWith', rule.evenWith],
        ['unlessAnywhere', rule.unlessAnywhere],
      ] as const) {
        (names ?? []).forEach((name, at) => {
          if (!contexts.has(name)) {
            context.addIssue({
              code: 'custom',
              path: ['rules', index, key, at],
              message: `no context is named "${name}"`,
            });
          }
        });
      }
    });
    for (const [name, phrases] of Object.entries(file.contexts)) check(phrases, ['contexts', name]);
    check(file.figures, ['figures']);
    check(file.negation.words, ['negation', 'words']);
    for (const [name, { words }] of Object.entries(file.classes)) {
      const seen = new Set<string>();
      words.forEach((entry, index) => {
        if (seen.has(entry)) {
          context.addIssue({
            code: 'custom',
            path: ['classes', name, 'words', index],
            message: `"${entry}" is listed twice in the class`,
          });
        }
        seen.add(entry);
      });
    }
    const ids = new Set<string>();
    file.rules.forEach((rule, index) => {
      if (ids.has(rule.id)) {
        context.addIssue({
          code: 'custom',
          path: ['rules', index, 'id'],
          message: `"${rule.id}" is used twice`,
        });
      }
      ids.add(rule.id);
    });
  })
  // Read as before by the rules and the model: each class's words by name, and its note apart for reviewers.
  .transform(({ classes, ...file }) => ({
    ...file,
    classes: Object.fromEntries(Object.entries(classes).map(([name, { words }]) => [name, words])),
    classNotes: Object.fromEntries(
      Object.entries(classes).flatMap(([name, { about }]) => (about ? [[name, about]] : [])),
    ),
  }));

/** A short example message as a visitor would write it (any case and punctuation). */
const exemplarText = z.string().trim().min(2).max(300);

/** The kinds of language the evaluation and the exemplar file tell apart: English, Kiswahili, Sheng, mixed. */
export const languageKindSchema = z.enum(['en', 'sw', 'sheng', 'mixed']);

/** Example messages of one kind, by language kind. */
const exemplarGroupSchema = z.object({
  /** What the group holds, in plain words for a reviewer. */
  about: z.string().min(1),
  en: z.array(exemplarText),
  sw: z.array(exemplarText),
  sheng: z.array(exemplarText),
  mixed: z.array(exemplarText),
} satisfies { about: z.ZodString } & Record<LanguageKind, z.ZodArray<typeof exemplarText>>);

/** How an example is compared when looking for one written twice: lower-case words only. */
const exemplarKey = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * The crisis model's reviewed examples (crisis-exemplars.json, docs/assistant.md): crises by kind and look-alikes
 * by what makes them no crisis, from which scripts/train-crisis-model.ts trains, offline, a logistic regression
 * over their pieces (character n-grams, words, pairs of words, word classes); the server loads its weights
 * (crisis-model.json). No example may be written twice, nor be both a crisis and a look-alike.
 */
export const crisisExemplarsFileSchema = z
  .object({
    about: z.string().min(1),
    settings: z.object({
      /** Character n-grams of each word, from `min` to `max` letters. */
      charGrams: z.object({ min: z.number().int().min(1).max(8), max: z.number().int().min(1).max(8) }),
      /**
       * What a word or a pair of words weighs against one character n-gram. At least 1: a piece weighs
       * 1 + ln(its count), 0 or less at a count of 1/e or less (a word would count against a crisis) and
       * -Infinity at 0 (every score NaN: the layer silent).
       */
      wordWeight: z.number().min(1).max(10),
      /**
       * What a word class of crisis.json (its `classes`) found in the message weighs: 0 (classes not
       * used) or, as wordWeight, at least 1.
       */
      classWeight: z
        .number()
        .max(10)
        .refine((weight) => weight === 0 || weight >= 1, 'classWeight is 0 (no classes) or at least 1'),
      /** Training: passes over the examples, L2 penalty, and what a crisis example counts against a look-alike. */
      epochs: z.number().int().min(1).max(200),
      l2: z.number().min(0).max(1),
      crisisWeight: z.number().positive().max(10),
      /** A message longer than this many words is also read in half-overlapping windows of this many words. */
      window: z.number().int().min(4).max(200),
    }),
    /**
     * Crises, by kind: a group for every kind of crisisKindSchema, named by it; a further group (appended
     * after these, named by an id such as "sw-round-7-suicide") says its `kind`.
     */
    crisis: z
      .object(
        Object.fromEntries(crisisKindSchema.options.map((kind) => [kind, exemplarGroupSchema])) as Record<
          CrisisKind,
          typeof exemplarGroupSchema
        >,
      )
      .catchall(exemplarGroupSchema.extend({ kind: crisisKindSchema })),
    /** Look-alikes (no crisis), by what makes them no crisis: figure, negation, someone-else, news-fiction… */
    lookalikes: z.record(id, exemplarGroupSchema),
  })
  .superRefine((file, context) => {
    if (file.settings.charGrams.min > file.settings.charGrams.max) {
      context.addIssue({
        code: 'custom',
        path: ['settings', 'charGrams'],
        message: 'charGrams.min is more than charGrams.max',
      });
    }
    const seen = new Map<string, string>();
    let crises = 0;
    let lookalikes = 0;
    for (const [side, groups] of [
      ['crisis', file.crisis],
      ['lookalikes', file.lookalikes],
    ] as const) {
      for (const [name, group] of Object.entries(groups)) {
        for (const language of languageKindSchema.options) {
          group[language].forEach((text, index) => {
            if (side === 'crisis') crises += 1;
            else lookalikes += 1;
            const key = exemplarKey(text);
            const where = `${side}.${name}.${language}`;
            const earlier = seen.get(key);
            if (earlier) {
              context.addIssue({
                code: 'custom',
                path: [side, name, language, index],
                message: `"${text}" is also in ${earlier}`,
              });
            }
            seen.set(key, where);
          });
        }
      }
    }
    if (crises === 0 || lookalikes === 0) {
      context.addIssue({
        code: 'custom',
        path: [],
        message: 'the layer needs at least one crisis and one look-alike to learn from',
      });
    }
  });

/**
 * A subject other than health (shopping, gadgets, cooking, school): `cues` say the message is about it
 * ("recipe", "kununua", "which phone"); its cues and `words` ("chapati", "phone") are then set aside, and
 * when no health words are left the message is out of scope ("how do I make chapati soft"), while "where
 * can I buy condoms" still counts as health. Words list only what the subject is about: a word that is
 * health on its own ("chips", "phone") is set aside only when a cue names the subject; never list a
 * symptom, a condition or a feeling.
 */
export const otherSubjectSchema = z.object({
  id,
  about: z.string().min(1),
  cues: z.array(phrase).min(1),
  words: z.array(phrase),
});

export const smallTalkFileSchema = z.object({
  /** Greetings open a message (in its first two words); the same words later say something else ("vipi", how). */
  greetings: z.array(phrase).min(1),
  /** Farewells open or close a message (in its first or last two words). */
  farewells: z.array(phrase).min(1),
  /** Thanks anywhere in a message. */
  thanks: z.array(phrase).min(1),
  /** Subjects other than health: see otherSubjectSchema. */
  otherSubjects: z.array(otherSubjectSchema),
  /**
   * Everyday words typed as meant and never read as a typo of a health word ("kupika", to cook, is not
   * "kupima", to test).
   */
  plainWords: z.array(z.string().regex(/^[a-z]+$/, 'a plain word is lower-case letters only')),
});

/**
 * Whose health a message is about (bearers.json): words naming an animal, a crop, a machine or public affairs
 * (`notPeople`), and words showing that a person's own health is in question (`people`: a person, the body, a
 * meal, an injury done to someone). Groups by name, for the reviewer; the assistant reads only the two sides.
 */
export const bearersFileSchema = z
  .object({
    about: z.string().min(1),
    notPeople: z.record(id, z.array(phrase).min(1)),
    people: z.record(id, z.array(phrase).min(1)),
    /**
     * Words a person and an animal may both have (the `people` groups named: the body, a meal), read word by
     * word: the visitor's when a word of `mine` stands beside one ("my leg", "mguu wangu"), else the bearer's
     * named within `reach` words when its `notPeople` group is one of `owners` (an animal has a leg and a meal;
     * a football match or a car has neither: "knee pain after the match" is a person's), else a person's.
     */
    shared: z
      .object({
        groups: z.array(id).min(1),
        reach: z.number().int().min(1).max(20),
        mine: z.array(phrase).min(1),
        owners: z.array(id).min(1),
      })
      .optional(),
    /** The visitor asking ("what can I give it", "how do I report"): a person word inside says who asks. */
    asking: z.array(phrase).optional(),
    /**
     * Words of what an animal, a crop, a machine or a business has and a person has not (an udder, hooves, an
     * engine, a till), by group: read by the veto model as the groups above are, never by the bearer rule, so a
     * message that names one without its owner ("the udder is swollen") is still weighed by the model alone.
     */
    hints: z.record(id, z.array(phrase).min(1)).optional(),
    /** Words that make a bearer one or two words after them a figure ("kama ngoma", "like an old engine"). */
    similes: z.array(z.string().regex(/^[a-z]+$/)).optional(),
    /**
     * Endings a one-word bearer of either side (three letters or more) may take and stay the same bearer: an
     * English possessive, whose apostrophe normalising drops ("grandma's" is read "grandmas"), and the plural it
     * looks like.
     */
    possessive: z.array(z.string().regex(/^[a-z]+$/)).optional(),
    /**
     * An animal, a crop or a machine named and then spoken of ("our cow … she's coughing", "kuku … wanakohoa"):
     * `words` (pronouns, Kiswahili and Sheng verbs with a third person's start) that follow a bearer of one of
     * `groups` when no person is named before them are that bearer's, and so is a person word right after one
     * ("her babies"). `notAfter`: a word of `words` right after one of these asks about the message ("is it
     * serious?") and speaks of nobody. `of`: a bearer followed by one of these and a body word is the body's,
     * a figure ("battery ya mwili").
     */
    linked: z
      .object({
        groups: z.array(id).min(1),
        words: z.array(phrase).min(1),
        /** Verbs with a third person's start ("anakohoa", "imekufa"): one right after a body word is the body's. */
        verbs: z.array(phrase),
        notAfter: z.array(phrase),
        /** "of" words: a bearer followed by one and a body word is the body's, a figure ("battery ya mwili"). */
        of: z.array(z.string().regex(/^[a-z]+$/)),
      })
      .optional(),
  })
  .refine((file) => (file.shared?.groups ?? []).every((group) => group in file.people), {
    message: 'shared.groups names only groups of `people`',
    path: ['shared', 'groups'],
  })
  .refine((file) => (file.shared?.owners ?? []).every((group) => group in file.notPeople), {
    message: 'shared.owners names only groups of `notPeople`',
    path: ['shared', 'owners'],
  })
  .refine((file) => (file.linked?.groups ?? []).every((group) => group in file.notPeople), {
    message: 'linked.groups names only groups of `notPeople`',
    path: ['linked', 'groups'],
  });
export type BearersFile = z.infer<typeof bearersFileSchema>;

/**
 * Readings a visitor types, judged by a test's own sign rules: a blood pressure reading ("presha iko 150 over
 * 95") raises the warning sign the Hypertension Risk test would raise for the same numbers.
 */
export const readingsFileSchema = z.object({
  about: z.string().min(1),
  bloodPressure: z.object({
    /** The test whose scoring.signs judge a reading, by its route slug. */
    test: z.string().regex(/^[a-z0-9_-]+$/),
    /** The ids of that test's questions the sign rules read. */
    items: z.object({ systolic: id, diastolic: id, pregnant: id }),
    /** Words that say the numbers are a blood pressure (one must be in the message). */
    words: z.array(phrase).min(1),
    /** Words that may stand between the two numbers ("150 over 95", "150 juu ya 95"); none is needed. */
    between: z.array(phrase),
    /** Words that say the visitor is pregnant (the rules' "pregnant" is 1 when one is in the message). */
    pregnant: z.array(phrase).min(1),
  }),
});

/**
 * How visitors say each warning sign (sign-phrases.json), per language, beside the sign's id in the warning-sign
 * catalogue: phrases in the concepts' syntax that the assistant reads as the concept naming that sign. Only
 * words: what a sign means, how urgent it is and what to do come from the catalogue. Kept apart from the
 * concepts so that the scope model, which never sets a sign aside and so needs no sign's words, is not retrained
 * for them.
 */
/** A sign phrase: a concept phrase that may name one of the file's word lists as `{name}`. */
const signPhrase = phrase.refine((text) => !/[{}]/.test(text.replace(/\{[a-z0-9-]+\}/g, 'x')), {
  message: 'a sign phrase names a word list as {name}: lower-case words joined by -',
});

/**
 * An entry of a word list: a word, or a few words in a row (`*` at a word's edge for any ending). Single words
 * stand in a phrase as `a/b/c`; an entry of several words makes a phrase of its own.
 */
const listWord = z
  .string()
  .regex(
    /^(?:\*?[\p{L}\p{N}'’-]+\*?|#)(?: (?:\*?[\p{L}\p{N}'’-]+\*?|#))*$/u,
    'a word list holds words in a row (`*` at an edge, `#` for a number), no other sign',
  );

/** The `{name}`s a sign phrase names. */
const wordListNames = (text: string): string[] =>
  [...text.matchAll(/\{([a-z0-9-]+)\}/g)].map((match) => match[1]!);

export const signPhrasesFileSchema = z
  .object({
    about: z.string().min(1),
    /**
     * Word lists a phrase names as `{name}` (one word of the list, any of them): who is ill ("{child}"), what
     * they do ("{fits}"), written once so that a word added reaches every sign that names the list.
     */
    words: z.record(id, z.array(listWord).min(1)).default({}),
    signs: z.record(id, z.object({ en: z.array(signPhrase), sw: z.array(signPhrase) }).strict()),
  })
  .superRefine((file, context) => {
    for (const [sign, phrases] of Object.entries(file.signs)) {
      for (const text of [...phrases.en, ...phrases.sw]) {
        for (const name of wordListNames(text)) {
          if (!(name in file.words))
            context.addIssue({ code: 'custom', path: ['signs', sign], message: `no word list "${name}"` });
        }
      }
    }
  });
export type SignPhrasesFile = z.infer<typeof signPhrasesFileSchema>;

export type AssistantConcept = z.infer<typeof assistantConceptSchema>;
export type ReadingsFile = z.infer<typeof readingsFileSchema>;
/** A Kiswahili start of a verb, or a word it stands for: lower-case letters only. */
const wordPart = z.string().regex(/^[a-z]+$/, 'lower-case letters only');

/**
 * How the recommender reads a word no phrase knows, as the phrases are written (word-forms.json): someone else's
 * Kiswahili verb in the first person, Sheng's English verb after a Kiswahili start as the English word.
 */
export const wordFormsFileSchema = z
  .object({
    about: z.string().min(1),
    /** Kiswahili starts (who and when) Sheng puts before an English verb: "na-exercise", "nime-lose". */
    shengVerbStarts: z.array(wordPart).min(1),
    /** Those of the starts that put the verb in the past: "nime-lose" is "lost". */
    pastStarts: z.array(wordPart),
    /** English pasts that no ending makes, by the verb. */
    irregularPasts: z.record(wordPart, wordPart),
    /** Someone else's start (or a negative's), and the first person's start the phrases are written with. */
    othersToMine: z.record(wordPart, wordPart),
    /**
     * A thing's verb of what only the living do ("inazimia", it faints): the starts of a thing's verb and the
     * acts. Such a word is read only as written, never as a typo of a person's ("nazimia", I faint).
     */
    thingActs: z.object({ starts: z.array(wordPart).min(1), acts: z.array(wordPart).min(1) }).strict(),
  })
  .strict()
  .superRefine((file, context) => {
    const starts = new Set(file.shengVerbStarts);
    for (const start of file.pastStarts.filter((past) => !starts.has(past)))
      context.addIssue({
        code: 'custom',
        path: ['pastStarts'],
        message: `"${start}" is not one of shengVerbStarts`,
      });
  });
export type WordFormsFile = z.infer<typeof wordFormsFileSchema>;
export type CrisisKind = z.infer<typeof crisisKindSchema>;
export type LanguageKind = z.infer<typeof languageKindSchema>;
export type CrisisRule = z.infer<typeof crisisRuleSchema>;
export type CrisisFile = z.infer<typeof crisisFileSchema>;
export type CrisisExemplarsFile = z.infer<typeof crisisExemplarsFileSchema>;

/**
 * The crisis model's everyday look-alikes (crisis-everyday.json): what visitors say that is no crisis ("chest
 * pain", "recipe"), by topic. A reviewed list of its own, apart from the concepts and small talk, so that the
 * assistant's words for a topic can change without retraining the model.
 */
export const crisisEverydayFileSchema = z.object({
  about: z.string(),
  /** What an everyday look-alike counts in training against one of crisis-exemplars.json (0: not used). */
  weight: z.number().min(0).max(1),
  groups: z.record(z.string().min(1), z.array(z.string().trim().min(1)).min(1)),
});
export type CrisisEverydayFile = z.infer<typeof crisisEverydayFileSchema>;
export type SmallTalkFile = z.infer<typeof smallTalkFileSchema>;
export type OtherSubject = z.infer<typeof otherSubjectSchema>;

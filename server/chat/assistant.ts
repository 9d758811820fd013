import {
  higherUrgency,
  urgencies,
  type AssistantReply,
  type ChatBody,
  type OtherSubject,
  type Urgency,
} from '../../schemas';
import type { Catalogue } from '../fixtures';
import { assistantTypos } from './assistantTypos';
import { HealthBearers, type BearerReading } from './bearers';
import { CrisisDetector, type CrisisFinding } from './crisis';
import { crisisModelFor, type CrisisModel, type ExemplarReading } from './crisisExemplars';
import { decideCrisis, type CrisisDecision, type CrisisLayer } from './crisisPolicy';
import { kiswahiliWording, type KiswahiliCatalogue } from './kiswahili';
import { conceptsWithSignPhrases } from './conceptsAsRead';
import { defaultKnowledge, type Knowledge } from './knowledge';
import { detectLanguage, type Language } from './language';
import { ExactWords, PhraseMatcher, type Match, type PhraseSpec } from './matcher';
import { normalise, readMessage, tokenise } from './normalise';
import { OwnSentences } from './ownSentences';
import { ReadingSigns } from './readings';
import { Recommender, type Analysis, type Concept, type Recommendation } from './recommender';
import { scopeModelFor, vetoModelFor, type ScopeModel } from './scopeModel';
import { buildMessages, describeRecommendation, ownSentences, type Messages } from './replies';

/**
 * The embedded assistant behind POST /api/chat/: crisis help first, a greeting for a greeting, a request
 * for a health concern when the words are about something else, and otherwise the catalogue's best-fitting
 * tests and services with why each fits; a warning symptom puts the doctor first, and a health message
 * nothing specific matched still gets the closest fits and a professional. It reads the whole
 * conversation: the new message counts fully, the visitor's earlier messages less, and the assistant's own
 * earlier sentences not at all. What it knows comes from fixtures/assistant (see knowledge.ts).
 */

/** What the assistant needs of the catalogue; warning signs, when there, say which are emergencies. */
export type AssistantCatalogue = Pick<Catalogue, 'tests' | 'services' | 'crisisLines'> & {
  warningSigns?: ReadonlyMap<
    string,
    {
      urgency: SignUrgency;
      action?: string;
      crisis?: boolean;
      selfHarmMeans?: boolean;
      givesWayTo?: readonly string[];
    }
  >;
  localisedCrisisLines?: Catalogue['localisedCrisisLines'];
  /** The warning signs' words in Kiswahili: a crisis rule's sign is said in the reply's language. */
  localisedWarningSigns?: ReadonlyMap<string, ReadonlyMap<string, { action?: string }>>;
  /** What the site shows in each language; the Kiswahili names and descriptions come from it. */
  site?: ReadonlyMap<string, KiswahiliCatalogue>;
};

type SignUrgency = Exclude<Urgency, 'none'>;

/** A warning sign as the assistant says it: the catalogue's urgency, and its action in each reply language. */
export interface AssistantSign {
  urgency: SignUrgency;
  action: Record<Language, string | undefined>;
  /** The catalogue's `crisis`: a visitor who names this sign sees the crisis lines first (postpartum psychosis). */
  crisis: boolean;
  /** The catalogue's `selfHarmMeans`: the sign never explains crisis words away (poison swallowed). */
  selfHarmMeans: boolean;
  /** The catalogue's `givesWayTo`: more specific signs whose action comes first when both are named. */
  givesWayTo: readonly string[];
}

export const therapistPath = '/services/talk-to-a-therapist';
export const doctorPath = '/services/talk-to-a-doctor';

/** How much earlier messages count against the new one. */
const historyWeight = 0.6;
const maxSuggestions = 4;
const minScore = 1;
const minShareOfBest = 0.3;
/** At most this many signs' actions lead a reply (the most urgent): more would bury the suggestions. */
const maxActions = 2;
/** The fallback concept of the general offer (fallbacks.json): health in words no phrase knows. */
const generalOfferId = 'health-in-other-words';

/** Small talk and where in a message it is small talk (small-talk.json). */
interface SmallTalkWords {
  kind: 'greeting' | 'thanks';
  place: 'opening' | 'ends' | 'anywhere';
}

/** How many words a greeting may follow ("doc, habari") or a farewell precede ("kwaheri daktari"). */
const smallTalkReach = 1;

/**
 * A greeting opens a message and a farewell opens ("bye for now") or closes it; in between the same words say
 * something else: "TB huambukizwa vipi" (how), "sasa analala all day" (now), "sema ukweli" (say). Thanks are
 * thanks anywhere.
 */
function inItsPlace(match: Match<SmallTalkWords>, words: readonly string[]): boolean {
  const { place } = match.value;
  const opens = match.start <= smallTalkReach;
  if (place === 'opening') return opens;
  if (place === 'ends') return opens || match.end >= words.length - 1 - smallTalkReach;
  return true;
}

/**
 * What the assistant reads of one request, so that no message costs much more than an ordinary one whatever
 * its characters become once decomposed (docs/decisions/0004-server-plugins.md, "What a chat message costs"):
 * of the new message at most `inputWords` words (its start and its end, half each) out of at most
 * `inputCharacters` characters of normalised text, and of the conversation the latest `historyWords` words out
 * of its latest `historyCharacters`. Every message of the evaluation sets is far inside them (62 and 56 words).
 */
export const readLimits = {
  inputWords: 120,
  inputCharacters: 2000,
  historyWords: 60,
  historyCharacters: 2000,
} as const;

export interface Understanding {
  language: Language;
  /** The crisis decision (crisis-policy.json, decideCrisis): what the reply does, and why. */
  crisis: CrisisDecision;
  /** What calls for crisis help in the new message (a rule's findings, or the model's), and where from. */
  crisisNow: CrisisFinding[];
  crisisLayer: CrisisLayer | undefined;
  /** Crisis words in the visitor's earlier messages (rules only). */
  crisisEarlier: CrisisFinding[];
  /** The crisis model's reading of the new message, when the decision asked for it. */
  exemplars: ExemplarReading | undefined;
  /** Words of death or harm that no crisis phrase matched. */
  harmMentioned: boolean;
  /** No crisis, but the crisis lines gently (the decision's "lines-gently"). */
  crisisSuspected: boolean;
  /** The new message names a concern close to suicide (a concept marked `crisisLines`: hopelessness). */
  concernNearCrisis: boolean;
  /** Warning signs a reading in the new message raises ("presha iko 185 over 120": readings.json). */
  readingSigns: string[];
  /**
   * Whether the new message names a health concern or goal, a body part, a symptom, a feeling or a
   * medicine, once the words of another subject it names (shopping, gadgets, cooking…) are set aside.
   */
  healthSignal: boolean;
  /** The scope model's log-odds that the new message is about health rather than another subject. */
  healthScore: number;
  /**
   * How the scope model changed the phrases' verdict: `other` when they named health but the message is about
   * another subject ("my phone battery is dying"), `health` when they named nothing but it is about health in
   * words no phrase knows (the general offer); undefined when it agreed.
   */
  scopeVerdict: 'other' | 'health' | undefined;
  /** Subjects other than health the new message names by their cues ("recipe", "which phone"). */
  otherSubjects: string[];
  /**
   * The words name an animal, a crop or a thing and no person (bearers.json), no warning sign, and the scope
   * model is less sure of health than the general offer needs.
   */
  aboutNoPerson: boolean;
  /**
   * A warning sign said of an animal, a crop or a machine the message names ("our posho mill keeps fainting"),
   * with no person in it and the veto model under `otherForSigns` (surer than a person's words need): set aside,
   * the reply says in words what to do if a person has it.
   */
  signOfOtherSubject: boolean;
  /**
   * No phrase names health, nothing set the message aside and it is no small talk, and the veto model reads it as
   * maybe health (at `settings.unsure` or more) but the models not surely enough for the general offer: the reply
   * asks who is unwell and how they feel, rather than saying it can only help with health. A cue of another
   * subject does not stop it ("SHA cover for chemotherapy?" has one): the question asks for a health concern too.
   */
  unsure: boolean;
  /**
   * The visitor said the message is about a person's health (the request's `aboutHealth`, one tap on a reply that
   * gave no path): no model and no bearer sets its health words aside, and words no phrase knows get the general
   * offer. Crisis help is decided as for any message.
   */
  toldHealth: boolean;
  smallTalk: 'greeting' | 'thanks' | undefined;
  /** The message is small talk and at most one other word ("hello doctor"): nothing in it to ask about. */
  onlySmallTalk: boolean;
  analysis: Analysis;
}

/**
 * Whether the reply must carry crisis help (the decision table gives crisis help, a reminder or the lines
 * gently; crisis words earlier always count). Only the embedded assistant writes those replies, so crisis help
 * never depends on a model provider being configured.
 */
export function callsForCrisisHelp(understanding: Understanding): boolean {
  return understanding.crisis.reply !== 'none' || understanding.crisisEarlier.length > 0;
}

export class Assistant {
  readonly recommender: Recommender;
  readonly messages: Record<Language, Messages>;
  private readonly crisis: CrisisDetector;
  private readonly model: CrisisModel;
  private readonly scope: ScopeModel;
  private readonly veto: ScopeModel;
  private readonly scopeSettings: Knowledge['scopeExemplars']['settings'];
  /** The concept the general offer comes from (fallbacks.json). */
  private readonly generalOffer: Concept | undefined;
  private readonly policy: Knowledge['crisisPolicy'];
  private readonly readings: ReadingSigns;
  private readonly smallTalk: PhraseMatcher<SmallTalkWords>;
  private readonly otherSubjects: PhraseMatcher<OtherSubjectWord>;
  private readonly bearers: HealthBearers;
  private readonly ownSentences: OwnSentences;
  /** Every sign of the warning-sign catalogue, by id, with its urgency and action (one source of meaning). */
  readonly signs: ReadonlyMap<string, AssistantSign>;
  /**
   * The warning sign each crisis rule stands for, by rule id (crisis.json: a rule's own `sign`, else the
   * file's); a finding of no rule (a learned layer's) stands for the file's sign.
   */
  private readonly crisisSigns: ReadonlyMap<string, string>;
  private readonly crisisSign: string;

  /** The knowledge is read from fixtures/assistant unless given (and validated either way by its loader). */
  constructor(catalogue: AssistantCatalogue, knowledge: Knowledge = defaultKnowledge()) {
    const { greetings, farewells, thanks } = knowledge.smallTalk;
    const smallTalk = (phrases: string[], value: SmallTalkWords) =>
      phrases.map((phrase) => ({ phrase, value, gap: 0 }));
    const smallTalkSpecs = [
      ...smallTalk(greetings, { kind: 'greeting', place: 'opening' }),
      ...smallTalk(farewells, { kind: 'greeting', place: 'ends' }),
      ...smallTalk(thanks, { kind: 'thanks', place: 'anywhere' }),
    ];
    const kiswahili = kiswahiliWording(catalogue.site?.get('sw'));
    // Each sign's phrases (sign-phrases.json) are read as the concept naming the sign.
    const concepts = conceptsWithSignPhrases(knowledge);
    const typos = assistantTypos(catalogue, { ...knowledge, concepts }, kiswahili);
    this.recommender = new Recommender(catalogue, concepts, typos, knowledge.wordForms, kiswahili);
    this.crisis = new CrisisDetector(knowledge.crisis, typos);
    // Weights trained offline (scripts/train-crisis-model.ts), loaded once per file.
    this.model = crisisModelFor(knowledge);
    this.scope = scopeModelFor(knowledge);
    this.veto = vetoModelFor(knowledge);
    this.scopeSettings = knowledge.scopeExemplars.settings;
    this.generalOffer = knowledge.concepts.find((concept) => concept.id === generalOfferId);
    this.policy = knowledge.crisisPolicy;
    this.readings = new ReadingSigns(knowledge.readings.bloodPressure, catalogue.tests);
    this.signs = assistantSigns(catalogue);
    this.crisisSign = knowledge.crisis.sign;
    this.crisisSigns = new Map(knowledge.crisis.rules.map((rule) => [rule.id, rule.sign ?? this.crisisSign]));
    this.smallTalk = new PhraseMatcher(smallTalkSpecs, typos);
    // Matched as written: a typo never makes a health word into another subject.
    this.otherSubjects = new PhraseMatcher(
      otherSubjectSpecs(knowledge.smallTalk.otherSubjects),
      new ExactWords(),
    );
    this.bearers = new HealthBearers(knowledge.bearers);
    this.messages = buildMessages(catalogue.crisisLines, catalogue.localisedCrisisLines?.get('sw'));
    // Longest first, so a sentence is removed whole before any shorter one inside it. The signs' actions are
    // the assistant's words too.
    const actions = [...this.signs.values()].flatMap((sign) => Object.values(sign.action));
    this.ownSentences = new OwnSentences(
      [...ownSentences(this.messages), ...actions.filter((action) => action !== undefined)]
        .map((sentence) => normalise(sentence))
        .filter(Boolean),
    );
  }

  understand({ conversationHistory, userInput, aboutHealth }: ChatBody): Understanding {
    const toldHealth = aboutHealth === true;
    const message = readMessage(userInput, readLimits.inputWords, readLimits.inputCharacters);
    const input = message.words;
    // The crisis model reads sentences from the text: the message as typed, or the words read of a long one.
    const inputText = message.cut ? input.join(' ') : userInput;
    const history = this.visitorWords(conversationHistory);
    const vocabulary = this.recommender.vocabulary;
    const language = detectLanguage(input, vocabulary) ?? detectLanguage(history, vocabulary) ?? 'en';
    const smallTalkFound = this.smallTalk
      .find(input, { everyPlace: true })
      .filter((match) => inItsPlace(match, input));
    const smallTalk = smallTalkFound[0]?.value.kind;
    // "hi, something is not right with me" is more than a greeting: only a message that is small talk and
    // at most one other word ("hello doctor") is kept from the general offer.
    const covered = new Set(smallTalkFound.flatMap((match) => match.positions));
    const onlySmallTalk = smallTalk !== undefined && input.length - covered.size <= 1;
    const crisis = this.crisis.read(input);
    const other = this.otherSubjectsIn(input);
    // Suggestions come from what is left once another subject's words are set aside, unless the whole message
    // names a warning sign: a sign is never set aside ("hacked up bright red spit" is no gadget's "hacked").
    const rest = other.subjects.length > 0 && this.recommender.namesSign(input) ? input : other.rest;
    let analysis = this.recommender.analyse([
      { tokens: rest, weight: 1 },
      { tokens: history, weight: historyWeight },
    ]);
    const readingSigns = this.readings.signsIn(input);
    const warningSignNamed =
      readingSigns.length > 0 || analysis.firstSegmentConcepts.some((concept) => concept.sign);
    // For the crisis decision, a sign that is how self-harm shows (poison swallowed) explains nothing away, and
    // once one is named neither does any other: "amekunywa sumu ya panya, anazimia" is a poisoning, fainting.
    const namedSigns = analysis.firstSegmentConcepts.flatMap((concept) => concept.sign ?? []);
    const selfHarmMeansNamed = namedSigns.some((sign) => this.signs.get(sign)?.selfHarmMeans);
    const signExplainsCrisisWords = readingSigns.length > 0 || (namedSigns.length > 0 && !selfHarmMeansNamed);
    // The phrases say whether health is named; the scope model may overrule them, on a warning sign only when
    // it is said of an animal or a thing (below). A reading the test's rules call high is the visitor's health,
    // whatever words stand around it.
    const phrasesNameHealth = this.recommender.hasHealthSignal(rest) || readingSigns.length > 0;
    const healthScore = this.scope.read(inputText);
    const {
      other: otherScore,
      otherForPeople = otherScore,
      otherForSigns = otherForPeople,
      otherForFallbacks = otherScore,
      health: healthEnough,
      offerVeto,
      offerHealth = healthEnough,
      bearerVeto,
      vetoOffers,
      unsure: unsureScore,
    } = this.scopeSettings;
    // The veto model (which learnt other subjects said in health words: "her udder is swollen", and whose
    // health a message is about from the groups of bearers.json it names) reads the message whole, once and only
    // when it can decide: the subject one sentence names is what another sentence's health words are about.
    let vetoRead: number | undefined;
    const vetoScore = () => (vetoRead ??= this.veto.readWhole(inputText));
    // Health words said of a goat, a maize crop or a generator (bearers.json): another subject, unless the
    // scope model is as sure of health as the general offer needs (one word of a person keeps it the visitor's),
    // or the words speak of the animal after naming it ("our cow … she's coughing"): then they say whose it is.
    // Not the veto model's score alone: it set aside "our team got slaughtered… how do I treat a sprained
    // ankle?". But one word of another subject never outvotes a veto model that reads the whole message as health
    // (`bearerVeto`): "Body yangu iko low battery every day" is the visitor's.
    let bearersRead: BearerReading | undefined;
    const bearerReading = () => (bearersRead ??= this.bearers.read(input));
    const aboutNoPerson =
      !toldHealth &&
      !warningSignNamed &&
      bearerReading().noPerson &&
      (healthScore < healthEnough || bearerReading().linked) &&
      (bearerVeto === undefined || vetoScore() < bearerVeto);
    let scopeVerdict: Understanding['scopeVerdict'];
    // The veto sets aside what the phrases or the scope model call health; it must be surer to take a person's
    // health words away ("mtoto anaharisha tangu jana"), since turning a visitor away costs more than an offer
    // they did not need. Health named only by the fallbacks' bare symptom words ("sore", "aching", "bleeding") is
    // what other subjects borrow most ("the shop is bleeding money"): it is set aside at a less sure bar.
    const otherBar = onlyFallbacks(analysis.firstSegmentConcepts) ? otherForFallbacks : otherScore;
    const vetoed = () =>
      vetoScore() < otherBar && (vetoScore() < otherForPeople || !this.bearers.aboutPeopleOnly(input));
    if (phrasesNameHealth && !toldHealth && !warningSignNamed && (aboutNoPerson || vetoed()))
      scopeVerdict = 'other';
    // A sign a reading raises is always the visitor's; a sign in words is another subject's only when both the
    // bearers (an animal or a thing named, no person) and the veto model, at its bar for signs, say so.
    const signOfOtherSubject =
      !toldHealth &&
      warningSignNamed &&
      readingSigns.length === 0 &&
      bearerReading().noPerson &&
      vetoScore() < otherForSigns;
    if (signOfOtherSubject) scopeVerdict = 'other';
    const crisisEarlier = this.crisis.find(history);
    const concernNearCrisis = analysis.firstSegmentConcepts.some((concept) => concept.crisisLines);
    // Nothing here asks the model provider.
    const decision = decideCrisis(
      {
        rules: crisis.findings,
        model: () => this.model.read(inputText),
        readWhole: () => this.model.readsWhole(inputText),
        kindOf: (words) => this.model.kindOf(words),
        earlier: crisisEarlier,
        harmMentioned: crisis.harmMentioned,
        nearCrisisConcept: concernNearCrisis,
        warningSignNamed: signExplainsCrisisWords,
      },
      this.policy,
    );
    // Health in words no phrase knows: the general offer (crisis help brings its own suggestions), unless the
    // veto model reads another subject ("kuna mtu anajua job za mjengo": a job, not a body). Only the models
    // speak for health here. A scope model as sure as `health` needs only that the veto model does not read
    // another subject (turning a visitor with a health concern away costs more than an offer they did not
    // need); one less sure, down to `offerHealth`, needs the veto model at `offerVeto` too, and no greeting or
    // thanks in the message ("unaweza kunisaidia na nini" asks what the assistant does). The veto model, which
    // learnt from thousands more messages, makes the offer by itself when it reads the whole message as surely
    // health (`vetoOffers`): "He's been dragging himself around the house all week".
    const sureOfHealth = healthScore >= healthEnough;
    const unnamedHealth =
      !phrasesNameHealth &&
      (toldHealth ||
        (!onlySmallTalk &&
          (sureOfHealth ||
            (smallTalk === undefined &&
              (healthScore >= offerHealth || (vetoOffers !== undefined && vetoScore() >= vetoOffers))))));
    const offerVetoed = () =>
      !toldHealth && (offerVeto === undefined || sureOfHealth ? vetoed() : vetoScore() < offerVeto);
    // Nor when the words speak of an animal, a crop or a machine they named ("our rooster… he won't eat").
    if (
      unnamedHealth &&
      decision.reply !== 'crisis' &&
      this.generalOffer &&
      !aboutNoPerson &&
      !offerVetoed()
    ) {
      scopeVerdict = 'health';
      analysis = this.recommender.offer(this.generalOffer);
    }
    const unsure =
      !phrasesNameHealth &&
      scopeVerdict === undefined &&
      smallTalk === undefined &&
      !aboutNoPerson &&
      unsureScore !== undefined &&
      vetoScore() >= unsureScore;
    return {
      language,
      crisis: decision,
      crisisNow: decision.reply === 'crisis' ? decision.findings : [],
      crisisLayer: decision.layer,
      exemplars: decision.exemplars,
      crisisEarlier,
      harmMentioned: crisis.harmMentioned,
      crisisSuspected: decision.reply === 'lines-gently',
      concernNearCrisis,
      readingSigns,
      healthSignal: scopeVerdict ? scopeVerdict === 'health' : phrasesNameHealth,
      healthScore,
      scopeVerdict,
      otherSubjects: other.subjects,
      aboutNoPerson,
      signOfOtherSubject,
      unsure,
      toldHealth,
      smallTalk,
      onlySmallTalk,
      analysis,
    };
  }

  /** The embedded recommender's whole reply. */
  reply(body: ChatBody): AssistantReply {
    return this.compose(this.understand(body));
  }

  compose(understanding: Understanding): AssistantReply {
    const text = this.messages[understanding.language];
    if (understanding.crisis.reply === 'crisis') return this.crisisReply(understanding, text);
    const reply = this.composeOrdinary(understanding, text, this.ordinaryReply(understanding, text));
    return { ...reply, asksAboutHealth: offersTap(understanding, reply) };
  }

  /** A reply that is not crisis help: the ordinary reply, with a reminder or the lines gently where decided. */
  private composeOrdinary(
    understanding: Understanding,
    text: Messages,
    { lead, rest, suggestions, signs }: OrdinaryReply,
  ): AssistantReply {
    const { language } = understanding;
    const { reply: kind } = understanding.crisis;
    const urgent = signs.some((sign) => isUrgent(this.signs.get(sign)?.urgency));
    // Crisis words earlier: a reminder and the therapist first, unless a sign now needs the doctor today or now.
    if (kind === 'reminder') {
      const message = [...lead, text.crisisReminder, ...rest];
      if (urgent) return this.toReply(message, suggestions, language, signs);
      return this.withTherapistFirst(message, suggestions, language, signs);
    }
    // A sign the catalogue marks as crisis, named in words no crisis rule knows: the lines, as crisis help.
    if (signs.some((sign) => this.signs.get(sign)?.crisis)) {
      return this.toReply([...lead, text.safetyNet, ...rest], suggestions, language, signs, true);
    }
    if (kind === 'lines-gently') {
      return this.toReply([...lead, text.safetyNet, ...rest], suggestions, language, signs);
    }
    return this.toReply([...lead, ...rest], suggestions, language, signs);
  }

  /**
   * Crisis help: the crisis words, then the therapist. A rule that names a warning sign of its own (a rape,
   * violence at home), or words that name a sign needing care today or now, add the sign's action right after
   * the first words, and the doctor after the therapist: after a rape, medicine against HIV and pregnancy works
   * best the same day.
   */
  private crisisReply(understanding: Understanding, text: Messages): AssistantReply {
    const { language } = understanding;
    const crisisSigns = understanding.crisisNow.map(
      (finding) => this.crisisSigns.get(finding.rule) ?? this.crisisSign,
    );
    // A rule's own sign (a rape: the hospital within 72 hours), and a sign the words name that needs care today
    // or now (a child who swallowed poison), each say what to do right after the first words.
    const named = warningSigns(understanding).filter((sign) => isUrgent(this.signs.get(sign)?.urgency));
    const ownSigns = this.mostUrgentFirst([
      ...crisisSigns.filter((sign) => sign !== this.crisisSign),
      ...named,
    ]);
    const actions = distinct(ownSigns.flatMap((sign) => this.signs.get(sign)?.action[language] ?? [])).slice(
      0,
      maxActions,
    );
    const [first = '', ...rest] = text.crisis;
    const suggestions = this.suggestions(understanding);
    const doctor = actions.length > 0 ? this.entryFor(doctorPath, suggestions) : undefined;
    const withDoctor = doctor ? [doctor, ...suggestions.filter((entry) => entry !== doctor)] : suggestions;
    const signs = distinct([...crisisSigns, ...warningSigns(understanding)]);
    return this.withTherapistFirst([first, ...actions, ...rest], withDoctor, language, signs, true);
  }

  /** The suggestions the embedded recommender makes for these words, best first. */
  suggestions(understanding: Understanding): Recommendation[] {
    const ranked = understanding.analysis.recommendations;
    const best = ranked[0]?.score ?? 0;
    const chosen = ranked
      .filter((entry) => entry.score >= minScore && entry.score >= best * minShareOfBest)
      .slice(0, maxSuggestions);
    // A warning symptom puts the doctor first, whether or not the words pointed at the doctor (a reading).
    const doctor = this.entryFor(doctorPath, ranked);
    if (warningSigns(understanding).length > 0 && doctor) {
      return [doctor, ...chosen.filter((entry) => entry !== doctor)].slice(0, maxSuggestions);
    }
    return chosen;
  }

  /**
   * The reply to a message that is not a crisis: a greeting, thanks, or out of scope when it says nothing of
   * health; otherwise the suggestions, and for a warning sign first what the catalogue says to do (`lead`: the
   * opening for the most urgent sign's urgency, then the signs' actions, most urgent first).
   */
  private ordinaryReply(understanding: Understanding, text: Messages): OrdinaryReply {
    const none = { lead: [], suggestions: [], signs: [] };
    if (!understanding.healthSignal) {
      if (understanding.smallTalk === 'greeting') return { ...none, rest: [text.greeting] };
      if (understanding.smallTalk === 'thanks') return { ...none, rest: [text.thanks] };
      if (understanding.signOfOtherSubject)
        return { ...none, rest: [text.outOfScope, text.signOfOtherSubject] };
      // Health words read as another subject's: the reading may be wrong, so say how to ask again.
      if (understanding.scopeVerdict === 'other') return { ...none, rest: [text.outOfScope, text.setAside] };
      // Maybe health in words nothing here knows: ask again rather than turn the visitor away.
      if (understanding.unsure) return { ...none, rest: [text.unsure] };
      return { ...none, rest: [text.outOfScope] };
    }
    // Health words whose suggestions all score too little ("Moyo wangu hauna amani": the heart test's keyword
    // and a feeling, each weak) still never leave an empty hand: the general offer.
    let suggestions = this.suggestions(understanding);
    if (suggestions.length === 0 && this.generalOffer) {
      suggestions = this.suggestions({
        ...understanding,
        analysis: this.recommender.offer(this.generalOffer),
      });
    }
    if (suggestions.length === 0) return { ...none, rest: [text.outOfScope] };
    const opening = onlyFallbacks(understanding.analysis.concepts) ? text.fallback : text.intro;
    const signs = this.mostUrgentFirst(warningSigns(understanding));
    if (signs.length === 0) return { lead: [], rest: [opening], suggestions, signs };
    const urgency = this.urgencyOf(signs);
    const flag =
      urgency === 'emergency' ? text.emergencyFlag : urgency === 'today' ? text.todayFlag : text.redFlag;
    const actions = distinct(
      signs.flatMap((sign) => this.signs.get(sign)?.action[understanding.language] ?? []),
    ).slice(0, maxActions);
    return { lead: [flag, ...actions], rest: [opening], suggestions, signs };
  }

  /** The highest urgency the catalogue gives these signs; `none` for none. */
  urgencyOf(signs: readonly string[]): Urgency {
    return signs.reduce<Urgency>(
      (highest, sign) => higherUrgency(highest, this.signs.get(sign)?.urgency ?? 'none'),
      'none',
    );
  }

  /**
   * The signs, most urgent first; of two as urgent, a broader sign after a more specific one named with it (the
   * catalogue's `givesWayTo`: "my baby is having a seizure" says the child's convulsions' action first).
   */
  private mostUrgentFirst(signs: readonly string[]): string[] {
    const named = distinct(signs);
    const rank = (sign: string) => urgencies.indexOf(this.signs.get(sign)?.urgency ?? 'none');
    const givesWay = (sign: string) =>
      (this.signs.get(sign)?.givesWayTo ?? []).some((specific) => named.includes(specific)) ? 1 : 0;
    return named.sort((a, b) => rank(b) - rank(a) || givesWay(a) - givesWay(b));
  }

  private withTherapistFirst(
    message: string[],
    suggestions: Recommendation[],
    language: Language,
    signs: string[],
    crisis = false,
  ): AssistantReply {
    const therapist = this.entryFor(therapistPath, suggestions);
    if (!therapist) return this.toReply(message, suggestions.slice(0, 3), language, signs, crisis);
    const others = suggestions.filter((entry) => entry.item.path !== therapistPath).slice(0, 2);
    return this.toReply(message, [therapist, ...others], language, signs, crisis);
  }

  /**
   * The entry the words gave `path`, or else the catalogue's item with no score and no reason (a path the reply
   * must carry whatever was said: the therapist in a crisis, the doctor for a warning sign); none when the
   * catalogue lacks the path.
   */
  private entryFor(path: string, among: readonly Recommendation[]): Recommendation | undefined {
    const item = this.recommender.byPath.get(path);
    if (!item) return undefined;
    return among.find((entry) => entry.item.path === path) ?? { item, score: 0, concepts: [], words: [] };
  }

  /**
   * The reply, with its meaning as data (api.md): the signs recognised and their highest urgency in the
   * warning-sign catalogue, whether it is crisis help, and the visitor's words behind each suggestion.
   */
  private toReply(
    message: string[],
    suggestions: Recommendation[],
    language: Language,
    signs: string[] = [],
    crisis = false,
  ): AssistantReply {
    return {
      descriptions: [...message, ...suggestions.map((entry) => describeRecommendation(entry, language))],
      routeslugs: suggestions.map((entry) => entry.item.path),
      urgency: this.urgencyOf(signs),
      signs: this.mostUrgentFirst(signs),
      crisis,
      suggestions: suggestions.map((entry) => ({ path: entry.item.path, words: entry.words.slice(0, 3) })),
      asksAboutHealth: false,
    };
  }

  /**
   * The other subjects the words name by a cue, and the words with those subjects' cues and words set
   * aside (what is left decides whether the message is about health).
   */
  private otherSubjectsIn(tokens: readonly string[]): { subjects: string[]; rest: string[] } {
    const matches = this.otherSubjects.find(tokens, { everyPlace: true });
    const subjects = [
      ...new Set(matches.filter((match) => match.value.cue).map((match) => match.value.subject)),
    ];
    if (subjects.length === 0) return { subjects, rest: [...tokens] };
    const aside = new Set<number>();
    for (const match of matches) {
      if (subjects.includes(match.value.subject)) for (const position of match.positions) aside.add(position);
    }
    return { subjects, rest: tokens.map((token, index) => (aside.has(index) ? setAside : token)) };
  }

  /** The conversation's latest words (readLimits) without the assistant's own sentences. */
  private visitorWords(conversationHistory: string): string[] {
    const text = normalise(conversationHistory, { limit: readLimits.historyCharacters, keep: 'end' });
    return tokenise(this.ownSentences.removeFrom(text)).slice(-readLimits.historyWords);
  }
}

/**
 * The reply to a message that is not crisis help: the lead (a sign's urgency and actions), the words, the
 * suggestions and the signs.
 */
interface OrdinaryReply {
  lead: string[];
  rest: string[];
  suggestions: Recommendation[];
  signs: string[];
}

/**
 * Whether a reply offers the tap saying the message is about a person's health (decision 0011), whoever wrote it
 * (the embedded assistant or a model): it gives no path, is no crisis help, the message is not only a greeting or
 * thanks ("habari, mzee anauliza kitu kimoja kila mara" is more, and may be health in words nothing here knows),
 * and the visitor has not said so already.
 */
export function offersTap(
  understanding: Pick<Understanding, 'onlySmallTalk' | 'toldHealth'>,
  reply: Pick<AssistantReply, 'routeslugs' | 'crisis'>,
): boolean {
  return (
    reply.routeslugs.length === 0 &&
    !reply.crisis &&
    !understanding.onlySmallTalk &&
    !understanding.toldHealth
  );
}

interface OtherSubjectWord {
  subject: string;
  cue: boolean;
}

/** Stands for a word set aside: no phrase has it, so no phrase matches across it. */
const setAside = '_';

function otherSubjectSpecs(subjects: readonly OtherSubject[]): PhraseSpec<OtherSubjectWord>[] {
  return subjects.flatMap((subject) => [
    ...subject.cues.map((phrase) => ({ phrase, value: { subject: subject.id, cue: true }, gap: 0 })),
    ...subject.words.map((phrase) => ({ phrase, value: { subject: subject.id, cue: false }, gap: 0 })),
  ]);
}

/**
 * Every sign of the warning-sign catalogue with its urgency, and its action in English and in Kiswahili (the
 * catalogue's overlay; the English words where the overlay has none).
 */
function assistantSigns(catalogue: AssistantCatalogue): ReadonlyMap<string, AssistantSign> {
  const signs = new Map<string, AssistantSign>();
  const kiswahili = catalogue.localisedWarningSigns?.get('sw');
  for (const [id, sign] of catalogue.warningSigns ?? []) {
    const sw = kiswahili?.get(id)?.action;
    signs.set(id, {
      urgency: sign.urgency,
      action: { en: sign.action, sw: sw ?? sign.action },
      crisis: sign.crisis === true,
      selfHarmMeans: sign.selfHarmMeans === true,
      givesWayTo: sign.givesWayTo ?? [],
    });
  }
  return signs;
}

function isUrgent(urgency: Urgency | undefined): boolean {
  return urgency === 'today' || urgency === 'emergency';
}

function distinct<T>(items: readonly T[]): T[] {
  return [...new Set(items)];
}

/** Whether concepts were found and every one is a fallback (fallbacks.json: a bare symptom, a feeling). */
function onlyFallbacks(concepts: readonly Concept[]): boolean {
  return concepts.length > 0 && concepts.every((concept) => concept.fallback);
}

/** The warning signs the visitor's words name (by the concepts found, and a reading in the new message). */
export function warningSigns(understanding: Understanding): string[] {
  return [
    ...understanding.analysis.concepts.flatMap((concept) => (concept.sign ? [concept.sign] : [])),
    ...understanding.readingSigns,
  ];
}

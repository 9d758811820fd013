import { PhraseMatcher, phraseVocabulary, type PhraseSpec } from './matcher';
import type { TypoIndex } from './normalise';

/**
 * Words of suicide, self-harm, overdose or immediate danger, in English, Kiswahili and Sheng. Any of them
 * puts crisis help before everything else. Figures of speech ("this job is killing me", "dying of
 * laughter", "kill it at the gym") are not crises: most never match a crisis phrase, and the few that
 * would ("killing myself laughing", "overdosed on Netflix") are listed below and cancel the phrase they
 * contain. Phrases are strict (no other words between their words) except where a gap is written.
 */

export type CrisisKind = 'suicide' | 'self-harm' | 'overdose' | 'danger';

const suicide = [
  'suicide',
  'suicidal',
  'suicidial',
  'sucide',
  'suicide thoughts',
  'kill myself',
  'kill my self',
  'kil myself',
  'killing myself',
  'killing my self',
  'end my life',
  'end my own life',
  'ending my life',
  'end my life',
  'take my life',
  'take my own life',
  'taking my life',
  'taking my own life',
  'end it all',
  'ending it all',
  'end everything',
  'want to die',
  'wanna die',
  'want to be dead',
  'going to die by my own hand',
  'wish i was dead',
  'wish i were dead',
  'wish i could die',
  'wish i would die',
  'wish i wasnt alive',
  'wish i was never born',
  'better off dead',
  'better off without me',
  'dont want to be alive',
  'dont want to exist',
  'no reason to live',
  'nothing to live for',
  'not worth living',
  'life is not worth',
  'tired of living',
  'tired of life',
  'tired of my life',
  'cant go on living',
  'hang myself',
  'hanging myself',
  'jump off a bridge',
  'jump off a building',
  'jump in front of',
  'shoot myself',
  'unalive myself',
  'unalive',
  'poison myself',
  'drink poison',
  'drank poison',
  'ku end life',
  'end life',
  'kuend life',
  'kuji kill',
  'kujikill',
  'nataka ku die',
  'nataka kudie',
  '*jiua',
  '*jiue',
  'kujitoa uhai',
  'kujitoa roho',
  'nijitoe uhai',
  'kujiondoa duniani',
  '*jimaliza',
  '*jimalize',
  '*jinyonga',
  '*jinyonge',
  '*jiend',
  'sitaki kuendelea kuishi',
  'sitaki kuwa hai',
  'sina sababu ya kuishi',
  'sioni sababu ya kuishi',
  'sioni haja ya kuishi',
  'nataka kufa',
  'ninataka kufa',
  'natamani kufa',
  'ningependa kufa',
  'ningetaka kufa',
  'bora nife',
  'heri nife',
  'afadhali nife',
  'ni bora nife',
  'nife tu',
  'nimechoka kuishi',
  'nimechoka na maisha',
  'nimechoka na hii maisha',
  'maisha imenishinda',
  'kunywa sumu',
  'nywe sumu',
  'kumeza sumu',
  'sumu ya panya',
  'dawa ya panya',
  'nijirushe barabarani',
  'nijirushe mtoni',
  'kujirusha kutoka',
];

const selfHarm = [
  'self harm',
  'selfharm',
  'self harming',
  'harm myself',
  'harming myself',
  'hurting myself',
  'want to hurt myself',
  'going to hurt myself',
  'hurt myself on purpose',
  'cutting myself',
  'cut myself on purpose',
  'want to cut myself',
  'cut my wrists',
  'cutting my wrists',
  'slit my wrists',
  'burn myself on purpose',
  'burning myself',
  'starve myself',
  'punish myself',
  '*jidhuru',
  'kujiumiza makusudi',
  'najiumiza makusudi',
  'nataka kujiumiza',
  'najikata',
  'kujikata makusudi',
  'nataka kujikata',
  'nimejikata makusudi',
];

const overdose = [
  'overdose',
  'overdosed',
  'overdosing',
  'over dose',
  'took too many pills',
  'taken too many pills',
  'take too many pills',
  'swallowed pills',
  'swallowed all my pills',
  'swallowed a bottle',
  'took all my pills',
  'too many tablets',
  'too many sleeping pills',
  'vidonge vingi',
  'tembe nyingi',
  'nimemeza vidonge',
  'kumeza vidonge vingi',
  'nimekunywa vidonge vingi',
  'nimekunywa sumu',
];

const danger = [
  'threatened to kill me',
  'threatening to kill me',
  'tried to kill me',
  'trying to kill me',
  'wants to kill me',
  'want to kill me',
  'he beats me',
  'she beats me',
  'beats me',
  'beating me up',
  'he hits me',
  'he hit me',
  'she hits me',
  'abusing me',
  'abuses me',
  'being abused',
  'raped me',
  'i was raped',
  'i am in danger',
  'im in danger',
  'in danger right now',
  'not safe at home',
  'unsafe at home',
  'fear for my life',
  'afraid for my life',
  'scared for my life',
  '*nipiga',
  '*nichapa',
  'ametishia kuniua',
  'ananitishia kuniua',
  'anataka kuniua',
  'wanataka kuniua',
  'alijaribu kuniua',
  'anajaribu kuniua',
  'niko hatarini sasa',
  'niko hatarini nyumbani',
  'maisha yangu yako hatarini',
  'nimebakwa',
  'alinibaka',
  'amenibaka',
  'walinibaka',
  'ananinyanyasa',
  'ninanyanyaswa',
  'sina usalama nyumbani',
];

const overdoseFigures = [
  'netflix',
  'tv',
  'series',
  'movies',
  'anime',
  'chocolate',
  'sugar',
  'sweets',
  'cake',
  'coffee',
  'caffeine',
  'love',
  'drama',
  'content',
  'memes',
  'youtube',
  'tiktok',
  'social media',
  'games',
  'work',
  'fun',
  'sunshine',
  'vitamin c',
].flatMap((thing) => [`overdose on ${thing}`, `overdosed on ${thing}`, `overdosing on ${thing}`]);

/** Figures of speech that contain a crisis phrase but are not one. */
const figuresOfSpeech = [
  ...overdoseFigures,
  'killing myself laughing',
  'kill myself laughing',
  'killing myself at the gym',
  'killing myself at work',
  'killing myself with work',
  'killing myself trying to',
  'want to die of laughter',
  'die of laughter',
  'dying of laughter',
  'dying laughing',
  'dying to',
  'to die for',
  'die hard',
  'die of embarrassment',
  'dying of embarrassment',
  'want to die of embarrassment',
  'wanted to die of embarrassment',
  'want to die my hair',
  'wanna die my hair',
  'suicide squad',
  'suicide mission',
  'career suicide',
  'social suicide',
  'suicide doors',
  'nataka kufa na kicheko',
  'nataka kufa kwa kicheko',
  'beats me why',
  'it beats me',
  'that beats me',
];

/**
 * Ways of saying it that word lists miss: the shapes of a sentence rather than fixed words ("everyone would
 * be happier if I was gone", "sina haja ya kuishi tena"). Run on normalised text, where "don't" is "dont"
 * and "I'm" is "i am".
 */
const gap = (most: number) => `(?: \\w+){0,${most}}`;
const person =
  '(?:he|she|they|my husband|my wife|my boyfriend|my girlfriend|my partner|my father|my dad|my mother|my mum|my uncle|my stepfather|someone|somebody|a man)';
// "I don't want to live in Nairobi", "sitaki kuishi na wazazi": living somewhere or with someone.
const elsewhere = {
  en: 'in|with|at|near|there|on|abroad|alone|together|here|next|far|close|without|like that',
  sw: 'na|kwa|katika|kwenye|pamoja|mjini|hapa|huko|hapo|karibu|nairobi|mombasa|kisumu|nakuru|naye|nao|nawe',
};
const shapes: { kind: CrisisKind; pattern: RegExp }[] = [
  ...[
    `\\b(?:dont|do not|no longer|never) (?:really )?(?:want|wish|wanna|feel like|care) (?:to )?(?:live|be alive|exist|go on living|keep living|continue living|carry on living)\\b(?! (?:${elsewhere.en}))`,
    '\\b(?:dont|do not|no longer) (?:really )?(?:want|wish|wanna) (?:to )?be (?:here|around|alive) (?:anymore|any more|any longer|no more)\\b',
    `\\b(?:happier|better|easier|fine)(?: off)? (?:if|when) (?:i|me)${gap(2)} (?:gone|dead|died|disappeared|not here|not around|never born|wasnt here|werent here|wasnt around)\\b`,
    '\\b(?:better|happier|easier)(?: off)? without me\\b',
    `\\b(?:want|wish|wanna|hope|pray|going)${gap(4)} (?:never|not) (?:to )?wake up\\b`,
    '\\bdont (?:want|wish|wanna) to wake up (?:again|anymore|any more|ever|tomorrow)\\b',
    '\\b(?:sleep|go to sleep) (?:forever|and not wake|and never wake)\\b',
    '\\b(?:want|wish|wanna|going) to (?:disappear|vanish) (?:forever|for good|from this world|permanently)\\b',
    '\\bwish i could (?:just )?disappear\\b',
    `\\brope\\b${gap(4)} (?:hang|neck|myself|end)\\b`,
    '\\bnoose\\b',
    '\\b(?:goodbye|suicide) (?:note|letter)\\b',
    '\\b(?:giving|gave|give) away (?:all )?(?:my|all my) (?:things|stuff|belongings|possessions)\\b',
    '\\b(?:final goodbye|say(?:ing)? goodbye (?:to everyone|forever|for good))\\b',
    '\\bno (?:point|reason|use) (?:in )?(?:living|being alive|going on|to live|to go on|carrying on)\\b',
    '\\b(?:end|stop|ending) (?:the |all (?:the |this )?)?pain (?:forever|for good|permanently)\\b',
    '\\b(?:thinking|thought|thoughts|think) (?:about|of) (?:ending it|ending things|ending my|taking my|killing my|not being here|not existing)\\b',
    '\\b(?:kill|harm|starve|poison|shoot|hang|drown) my ?self\\b',
    '\\brather be dead\\b',
    `\\b(?:sitaki|sina haja ya|sioni haja ya|sioni sababu ya|hakuna haja ya|sina sababu ya|sina hamu ya|siko na sababu ya) (?:tena )?(?:kuishi|kuwa hai|ku live)(?: tena)?\\b(?! (?:${elsewhere.sw}))`,
    '\\bsitaki kuamka(?: tena| kesho)?\\b(?! (?:mapema|asubuhi mapema|saa))',
    '\\b(?:ways?|how|methods?|best way) to (?:die|kill myself|end (?:it|my life)|commit suicide)\\b',
    '\\bpainless (?:way|ways|death|method|methods)\\b',
    '\\b(?:tonight|today|this) (?:is|will be) my last\\b|\\bmy last (?:day|night) (?:alive|on earth)\\b',
    `\\b(?:better|fine|easier|happier|sawa|bora|heri|vizuri)${gap(3)} (?:if i died|if i was dead|if i were dead|kama ningekufa|nikifa tu)\\b`,
    '\\b(?:nataka|natamani|ningependa|ningetamani)(?: tu)? (?:kupotea|kutoweka) (?:milele|kabisa|duniani)\\b',
    '\\b(?:nilale|kulala) (?:milele|nisiamke|bila kuamka)\\b',
    `\\b(?:furaha|bora|heri|afadhali|vizuri)${gap(3)} bila mimi\\b`,
    `\\bbila mimi${gap(3)} (?:furaha|bora|heri|vizuri)\\b`,
    '\\b(?:niondoke|kuondoka|nitaondoka) (?:duniani|dunia hii)\\b',
    '\\bbarua ya kuaga\\b',
    '\\b(?:nataka|natamani)(?: tu)? ku ?(?:disappear|die|end)\\b',
    `\\b(?:nobody|no one|noone|none of them)${gap(3)} (?:notice|care|miss me|mind)${gap(2)} (?:if|when) i (?:disappeared|died|was gone|were gone|vanished|wasnt here|left this world)\\b`,
    '\\b(?:nobody|no one|noone) (?:would|will) (?:miss me|care if i died)\\b',
    `\\b(?:sioni|hakuna|sina|siku?oni) (?:faida|haja|sababu|maana) ya (?:kuendelea )?(?:kuishi|kuwa hai)\\b`,
  ].map((source) => ({ kind: 'suicide' as const, pattern: new RegExp(source) })),
  {
    kind: 'overdose',
    pattern: new RegExp(
      `\\b(?:took|take|taken|swallowed|swallow|drank)${gap(3)} (?:all|whole|entire|bottle|packet|box)${gap(3)} (?:pills|tablets|medicine|medication|painkillers|panadol)\\b`,
    ),
  },
  {
    kind: 'overdose',
    pattern: new RegExp(
      `\\b(?:saving|stockpiling|collecting|hoarding|keeping) (?:up )?(?:my |all my |the )?(?:pills|tablets|medicine|medication|painkillers)\\b|\\btake (?:them|it|all of them) all at once\\b`,
    ),
  },
  {
    kind: 'danger',
    pattern: new RegExp(
      `\\b${person}${gap(2)} (?:beat|beats|beating|hit|hits|hitting|raped|rapes|abuse|abuses|abused|choke|choked|chokes|strangled|stabbed|threatens|threatened) (?:me|us)\\b`,
    ),
  },
];

type Entry = { kind: CrisisKind } | { kind: 'figure' };

/**
 * Words about death or harm. Crisis phrases cannot list every way a person says it ("googling painless ways
 * to die"), so where these words appear outside a figure of speech and no crisis phrase matched, the reply
 * still carries the crisis lines, gently.
 */
const harmWords = new Set([
  'die',
  'dying',
  'suicide',
  'suicidal',
  'overdose',
  'kufa',
  'nife',
  'kujiua',
  'nijiue',
  'kujinyonga',
  'kujidhuru',
  'kujiumiza',
]);

export interface CrisisFinding {
  kind: CrisisKind;
  phrase: string;
}

export interface CrisisReading {
  findings: CrisisFinding[];
  /** Words of death or harm outside any figure of speech, whether or not a crisis phrase matched. */
  harmMentioned: boolean;
}

export class CrisisDetector {
  private readonly matcher: PhraseMatcher<Entry>;

  constructor(typos: TypoIndex) {
    const specs: PhraseSpec<Entry>[] = [
      ...suicide.map((phrase) => ({ phrase, value: { kind: 'suicide' as const }, gap: 0 })),
      ...selfHarm.map((phrase) => ({ phrase, value: { kind: 'self-harm' as const }, gap: 0 })),
      ...overdose.map((phrase) => ({ phrase, value: { kind: 'overdose' as const }, gap: 0 })),
      ...danger.map((phrase) => ({ phrase, value: { kind: 'danger' as const }, gap: 0 })),
      ...figuresOfSpeech.map((phrase) => ({ phrase, value: { kind: 'figure' as const }, gap: 0 })),
    ];
    this.matcher = new PhraseMatcher<Entry>(specs, typos);
  }

  /** Whole words of every crisis phrase, for the typo index ("sucidal" still counts). */
  static vocabulary(): string[] {
    return phraseVocabulary([...suicide, ...selfHarm, ...overdose, ...danger, ...figuresOfSpeech]);
  }

  /**
   * The crisis phrases in the words, minus those inside a figure of speech, and whether words of death or
   * harm (see harmWords) stand outside every figure: one pass of the matcher for both.
   */
  read(tokens: readonly string[]): CrisisReading {
    const matches = this.matcher.find(tokens, { everyPlace: true });
    const figures = matches.filter((match) => match.value.kind === 'figure');
    // A match's end is the index of its last word: both ends are inclusive.
    const inFigure = (start: number, end: number) =>
      figures.some((figure) => figure.start <= start && end <= figure.end);
    const phrases = new Set<string>();
    const findings: CrisisFinding[] = [];
    for (const match of matches) {
      if (match.value.kind === 'figure' || inFigure(match.start, match.end)) continue;
      if (phrases.has(match.phrase)) continue;
      phrases.add(match.phrase);
      findings.push({ kind: match.value.kind, phrase: match.phrase });
    }
    const text = tokens.join(' ');
    for (const shape of shapes) {
      const match = shape.pattern.exec(text);
      if (match) findings.push({ kind: shape.kind, phrase: match[0] });
    }
    const harmMentioned = tokens.some((token, index) => harmWords.has(token) && !inFigure(index, index));
    return { findings, harmMentioned };
  }

  /** The crisis phrases in the words, minus those inside a figure of speech. */
  find(tokens: readonly string[]): CrisisFinding[] {
    return this.read(tokens).findings;
  }
}

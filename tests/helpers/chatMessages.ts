import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { chatHistoryMaxLength, chatInputMaxLength } from '../../schemas';
import { buildApp } from '../../server/app';
import { readSettings } from '../../server/settings';
import { catalogue } from './fixtures';

/**
 * Chat messages for the tests of what a message costs (tests/server/chat/cost.test.ts, that every shape is
 * answered; tests/server/chat/cost.timing.ts, under `npm run bench:chat-cost`, what each costs).
 */

export const typicalMessage = {
  conversationHistory: '',
  userInput: 'I have been feeling stressed and I cannot sleep',
};

/** The server takes 32 KB of body. */
const bodyLimit = 32 * 1024;

export const fill = (unit: string, length: number) =>
  unit.repeat(Math.ceil(length / unit.length)).slice(0, length);

/** The most of this history and input that fits in a body (in characters and bytes). */
export function asBody(history: string, input: string) {
  const userInput = input.slice(0, chatInputMaxLength);
  let conversationHistory = history.slice(0, chatHistoryMaxLength);
  const size = () => Buffer.byteLength(JSON.stringify({ conversationHistory, userInput }));
  while (size() > bodyLimit) {
    conversationHistory = conversationHistory.slice(0, Math.floor(conversationHistory.length * 0.95));
  }
  return { conversationHistory, userInput };
}

const crisis = JSON.parse(readFileSync('fixtures/assistant/crisis.json', 'utf8')) as {
  rules: { en: string[]; sw: string[] }[];
  classes: Record<string, { words: string[] }>;
};
const rulePhrases = crisis.rules
  .flatMap((rule) => [...rule.en, ...rule.sw])
  .join(' ')
  .replace(/[{}/]/g, ' ');
const classWords = Object.values(crisis.classes)
  .flatMap((wordClass) => wordClass.words)
  .join(' ')
  .replace(/\*/g, '');

/** The most costly messages we could think of, each as long as the contract lets it be. */
export const hostileMessages: Record<string, { conversationHistory: string; userInput: string }> = {
  'U+01C4 (one 4,000-letter word once decomposed)': asBody('\u01c4'.repeat(20000), '\u01c4'.repeat(2000)),
  'U+FDFA (18 characters and 4 words each)': asBody('\ufdfa'.repeat(8500), '\ufdfa'.repeat(2000)),
  'one long word of two letters': asBody(fill('ab', 20000), fill('ab', 2000)),
  'one-letter words': asBody(fill('a ', 20000), fill('a ', 2000)),
  'ligatures and presentation forms': asBody(
    fill('\ufb01\ufb03\ufe8d\ufef5 ', 20000),
    fill('\ufb00\ufb04 ', 2000),
  ),
  'combining marks': asBody(fill('e\u0301\u0302\u0303\u0304', 20000), fill('a\u0300\u0301\u0302 ', 2000)),
  'crisis rules, word after word': asBody(fill(`${rulePhrases} `, 20000), fill(`${rulePhrases} `, 2000)),
  'crisis word classes': asBody(fill(`${classWords} `, 20000), fill(`${classWords} `, 2000)),
  'Kiswahili verbs': asBody(fill('nimejikata najiua nitajinyonga ', 20000), fill('nimejikata najiua ', 2000)),
  'numbers and negations': asBody(fill('not really 99 die pills ', 20000), fill('never 20k rope ', 2000)),
  'ordinary sentences, as long as allowed': asBody(
    fill('I feel sad and cannot sleep. ', 20000),
    fill('I feel sad and cannot sleep. ', 2000),
  ),
};

/**
 * Any text up to the limits, as messages: letters with case and compatibility expansions, combining marks,
 * ligatures, presentation forms, emoji, Kiswahili and Arabic letters, digits and spaces, and anything else,
 * the pieces repeated until the message is as long as the contract allows.
 */
export function anyMessage() {
  const piece = fc.oneof(
    fc.constantFrom('\u01c4', '\u01c5', '\u0130', '\u00df', '\ufdfa', '\ufdfb', '\u3398', '\u2474', '\u00bd'),
    fc.constantFrom('\u0301', '\u0308', '\u20dd', '\u0670'),
    fc.constantFrom('\ufb01', '\ufb03', '\ufb00', '\ufe8d', '\ufef5', '\uff21', '\u1d400'),
    fc.constantFrom('😀', '👩‍👩‍👧', '🇰🇪', '\u200b', '\u200d', '\ufeff'),
    fc.constantFrom('nimejikata ', 'kill myself ', 'sina usingizi ', 'pills ', '99 ', 'not ', 'die '),
    fc.constantFrom('a', 'b', ' ', '.', '\n'),
    fc.string({ unit: 'grapheme', maxLength: 4 }),
  );
  const text = (most: number) => fc.array(piece, { maxLength: most }).map((pieces) => pieces.join(''));
  return fc
    .tuple(text(chatInputMaxLength / 2), text(chatHistoryMaxLength / 8), fc.nat())
    .map(([input, history, repeat]) =>
      asBody(history.repeat(1 + (repeat % 8)), `x${input}`.repeat(1 + (repeat % 8))),
    );
}

/** The server's app in process (for `inject`), with limits no test of cost reaches. */
export async function chatApp() {
  const settings = readSettings({
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '100000000',
    RATE_LIMIT_GLOBAL_PER_SECOND: '100000000',
  });
  const app = buildApp({ settings, catalogue });
  await app.ready();
  return app;
}

// The requests `npm run bench` and scripts/count-instructions.mjs send: a real PHQ-9 submit (the sample that
// totals 14), a real chat message, and the headers a browser sends with them.
import { readFileSync } from 'node:fs';

const phq9 = JSON.parse(readFileSync('fixtures/screenings/depression.json', 'utf8'));

export const interpretBody = JSON.stringify({
  scores: phq9.samples.find((sample) => sample.expect.totalScore === 14).answers,
});

export const chatBody = JSON.stringify({
  conversationHistory: '',
  userInput: 'I have been feeling stressed and I cannot sleep',
});

export const json = { 'content-type': 'application/json', 'x-test-code': 'MH-001' };

/** Browsers ask for Brotli; so do the scripts, for what the server sends precompressed. */
export const browserJson = { ...json, 'accept-encoding': 'br' };

const fill = (unit, length) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
const crisisFile = JSON.parse(readFileSync('fixtures/assistant/crisis.json', 'utf8'));
const rulePhrases = crisisFile.rules
  .flatMap((rule) => [...rule.en, ...rule.sw])
  .join(' ')
  .replace(/[{}/]/g, ' ');

/** A chat body of this history and message, cut to what the contract and the 32 KB body limit take. */
function chatOf(history, input) {
  const userInput = input.slice(0, 2000);
  let conversationHistory = history.slice(0, 20000);
  const size = () => Buffer.byteLength(JSON.stringify({ conversationHistory, userInput }));
  while (size() > 32 * 1024)
    conversationHistory = conversationHistory.slice(0, Math.floor(conversationHistory.length * 0.95));
  return JSON.stringify({ conversationHistory, userInput });
}

/**
 * The costliest chat messages we know (issue 30): characters that decompose into many (U+01C4, U+FDFA), one
 * endless word, crisis phrases word after word (the phrase matcher's worst), and ordinary sentences as long as
 * allowed. `npm run bench` prints each one's server CPU beside a typical message's.
 */
export const hostileChatBodies = {
  'U+01C4 x 2,000 (+ history)': chatOf('\u01c4'.repeat(20000), '\u01c4'.repeat(2000)),
  'U+FDFA x 2,000 (+ history)': chatOf('\ufdfa'.repeat(20000), '\ufdfa'.repeat(2000)),
  'one 2,000-letter word': chatOf(fill('ab', 20000), fill('ab', 2000)),
  'crisis phrases, as long as allowed': chatOf(fill(`${rulePhrases} `, 20000), fill(`${rulePhrases} `, 2000)),
  'ordinary sentences, as long as allowed': chatOf(
    fill('I feel sad and cannot sleep. ', 20000),
    fill('I feel sad and cannot sleep. ', 2000),
  ),
};

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

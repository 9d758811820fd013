/**
 * Every reply of the embedded assistant to every message of every evaluation set (tests/server/chat/eval*.json)
 * and to the bench's messages (scripts/bench-requests.mjs, the hostile ones included), as one line each: the
 * set, the case and a SHA-256 of the reply's JSON; the last line is the digest of them all. A change meant to
 * make replies faster, not different, must leave this output unchanged: run it on the commit before and after
 * and compare (`diff`). It also answers every message a second time, in reverse order, and stops with an error
 * when a reply differs from the first: what one message leaves behind (caches, scratch arrays) must never
 * change the next reply.
 * Usage: npx tsx scripts/chat-replies-digest.ts [> replies.txt]
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ChatBody } from '../schemas';
import { Assistant } from '../server/chat/assistant';
import { loadCatalogue } from '../server/fixtures';
// @ts-expect-error: a JavaScript module of the bench, without types.
import { chatBody, hostileChatBodies } from './bench-requests.mjs';

const setsDir = path.resolve('tests/server/chat');
const messages: { place: string; body: ChatBody }[] = [];
for (const name of readdirSync(setsDir)
  .filter((file) => /^eval.*\.json$/.test(file))
  .sort()) {
  const file = JSON.parse(readFileSync(path.join(setsDir, name), 'utf8')) as {
    cases?: { id: string; input: string; history?: string }[];
  };
  for (const evalCase of file.cases ?? []) {
    messages.push({
      place: `${name} ${evalCase.id}`,
      body: { conversationHistory: evalCase.history ?? '', userInput: evalCase.input },
    });
  }
}
messages.push({ place: 'bench typical', body: JSON.parse(chatBody as string) as ChatBody });
for (const [index, body] of (Object.values(hostileChatBodies as object) as string[]).entries()) {
  messages.push({ place: `bench hostile ${index + 1}`, body: JSON.parse(body) as ChatBody });
}

const assistant = new Assistant(loadCatalogue(path.resolve(process.env.FIXTURES_DIR ?? 'fixtures')));
const replyOf = (body: ChatBody) => JSON.stringify(assistant.compose(assistant.understand(body)));
const sha = (text: string) => createHash('sha256').update(text).digest('hex');

const first = messages.map(({ body }) => sha(replyOf(body)));
for (let index = messages.length - 1; index >= 0; index -= 1) {
  if (sha(replyOf(messages[index]!.body)) !== first[index]) {
    throw new Error(
      `${messages[index]!.place}: a second reply, after other messages, differs from the first`,
    );
  }
}
const all = createHash('sha256');
for (const [index, { place }] of messages.entries()) {
  const line = `${place} ${first[index]}`;
  all.update(line);
  console.log(line);
}
console.log(`${messages.length} replies, all: ${all.digest('hex')}`);

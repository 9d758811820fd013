// Where a hostile message's reply goes, in process (issue 30), never run by `npm test`:
//   npx tsx tests/server/chat/cost.profile.ts time        µs a reply (least of 15 rounds) and times typical
//   npx tsx tests/server/chat/cost.profile.ts cpu [0|1]   self time per function (the inspector's sampler, 1,500
//                                                          replies to "crisis rules, word after word" or "… classes")
//   npx tsx tests/server/chat/cost.profile.ts heap [0|1]  bytes allocated per function and caller (sampled)
// ALL=1 times every hostile message.
import path from 'node:path';
import { Session } from 'node:inspector/promises';
import { Assistant } from '../../../server/chat/assistant';
import { loadCatalogue } from '../../../server/fixtures';
import { hostileMessages, typicalMessage } from '../../helpers/chatMessages';

const root = process.cwd();
const assistant = new Assistant(loadCatalogue(path.resolve(root, 'fixtures')));
const names = ['crisis rules, word after word', 'crisis word classes'];
const bodies: Record<string, { conversationHistory: string; userInput: string }> = {
  typical: typicalMessage,
};
for (const name of names) bodies[name] = hostileMessages[name]!;
if (process.env.ALL) Object.assign(bodies, hostileMessages);
for (let i = 0; i < 200; i += 1) for (const body of Object.values(bodies)) assistant.reply(body);
const mode = process.argv[2] ?? 'time';
const body0 = () => bodies[names[Number(process.argv[3] ?? 0)]!]!;
if (mode === 'time') {
  const least: Record<string, number> = {};
  for (let round = 0; round < 15; round += 1) {
    for (const [name, body] of Object.entries(bodies)) {
      const n = name === 'typical' ? 400 : 100;
      const t = process.hrtime.bigint();
      for (let i = 0; i < n; i += 1) assistant.reply(body);
      const us = Number(process.hrtime.bigint() - t) / 1000 / n;
      least[name] = Math.min(least[name] ?? Infinity, us);
    }
  }
  for (const [name, us] of Object.entries(least))
    console.log(`${us.toFixed(0).padStart(6)} µs ${(us / least.typical!).toFixed(2)}x  ${name}`);
} else if (mode === 'heap') {
  const session = new Session();
  session.connect();
  await session.post('HeapProfiler.startSampling', {
    samplingInterval: 256,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: true,
  });
  const body = body0();
  const n = 500;
  for (let i = 0; i < n; i += 1) assistant.reply(body);
  const { profile } = await session.post('HeapProfiler.stopSampling');
  const self = new Map<string, number>();
  const walk = (node: typeof profile.head, stack: string) => {
    const f = node.callFrame;
    const key = `${f.functionName || '(anon)'} ${path.basename(f.url)}:${f.lineNumber + 1} <- ${stack}`;
    const size = node.selfSize;
    if (size) self.set(key, (self.get(key) ?? 0) + size);
    for (const child of node.children) walk(child, `${f.functionName || '(anon)'}`);
  };
  walk(profile.head, '');
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  console.log(`sampled ${(total / n / 1024).toFixed(0)} KB/reply (allocated, sampled)`);
  for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 30))
    console.log(`${(v / n / 1024).toFixed(1).padStart(7)} KB ${k}`);
} else if (mode === 'cpu') {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 50 });
  await session.post('Profiler.start');
  const body = body0();
  const n = 1500;
  for (let i = 0; i < n; i += 1) assistant.reply(body);
  const { profile } = await session.post('Profiler.stop');
  const self = new Map<string, number>();
  // Each sample stands for an equal share of the run's time (the deltas belong to the sample after).
  const each = (profile.endTime - profile.startTime) / profile.samples!.length;
  const dt = new Map<number, number>();
  for (const id of profile.samples!) dt.set(id, (dt.get(id) ?? 0) + each);
  for (const node of profile.nodes) {
    const f = node.callFrame;
    const key = `${f.functionName || '(anon)'} ${path.basename(f.url)}:${f.lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (dt.get(node.id) ?? 0));
  }
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  console.log(`total ${(total / n).toFixed(0)} µs/reply`);
  for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 30))
    console.log(`${(v / n).toFixed(1).padStart(7)} ${k}`);
}

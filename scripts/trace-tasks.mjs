#!/usr/bin/env node
// The main thread's tasks after the first contentful paint in traces that `node scripts/perf.mjs --traces DIR`
// kept (Lighthouse's own traces), each over a threshold of wall or CPU time, with what ran in it: which script
// was compiled or evaluated, which callback ran (a timer, a message: React's scheduler, an event), style
// recalculation and layout, HTML parsing, and the app's performance marks inside it. Lighthouse's simulation
// counts each task's WALL time four times, so a task of 12.5 ms wall here blocks on its phone.
//
//   node scripts/trace-tasks.mjs /tmp/traces [--min 8] [--match tests_depression]
//   node scripts/trace-tasks.mjs /tmp/traces --summary   per build and page (the traces' names less their run):
//                                                        medians of the longest task's wall and CPU time, and of
//                                                        the count of tasks over 12.5 ms wall (50 ms simulated)
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const folder = args.find((arg, index) => !arg.startsWith('--') && !args[index - 1]?.startsWith('--'));
if (!folder) throw new Error('usage: node scripts/trace-tasks.mjs <traces folder> [--min ms] [--match text]');
const minMs = Number(option('--min') ?? 8);
const match = option('--match') ?? '';

const file = (url) => (url ? url.replace(/^.*\//, '').replace(/\?.*$/, '') : '');
const ms = (us) => (us / 1000).toFixed(1);

/** One short line for an event inside a task, or nothing for the events not worth naming. */
function describe(event) {
  const data = event.args?.data ?? {};
  switch (event.name) {
    case 'v8.compile':
    case 'v8.compileModule':
      return `compile ${file(data.url ?? event.args?.fileName)}`;
    case 'EvaluateScript':
    case 'v8.evaluateModule':
      return `evaluate ${file(data.url ?? event.args?.fileName)}`;
    case 'FunctionCall':
      return `call ${data.functionName || '(anonymous)'} ${file(data.url)}`;
    case 'TimerFire':
      return 'timer';
    case 'EventDispatch':
      return `event ${data.type}`;
    case 'ParseHTML':
      return 'parse HTML';
    case 'UpdateLayoutTree':
      return `style ${data.elementCount ?? event.args?.elementCount ?? '?'} elements`;
    case 'Layout':
      return 'layout';
    case 'Paint':
    case 'PrePaint':
      return event.name.toLowerCase();
    case 'MajorGC':
    case 'MinorGC':
    case 'V8.GC_SCAVENGER':
      return 'gc';
    case 'RunMicrotasks':
      return 'microtasks';
    default:
      return undefined;
  }
}

function tasksOf(events) {
  const paint = events.find((event) => event.name === 'firstContentfulPaint');
  if (!paint) return { fcp: undefined, tasks: [] };
  const main = events.find(
    (event) =>
      event.name === 'thread_name' && event.pid === paint.pid && event.args.name === 'CrRendererMain',
  );
  const own = events.filter((event) => event.pid === paint.pid && event.tid === main.tid);
  const navigation = own.find((event) => event.name === 'navigationStart') ?? paint;
  const marks = own.filter(
    (event) => event.cat?.includes('blink.user_timing') && event.name.startsWith('kipimo'),
  );
  const tasks = [];
  for (const task of own) {
    if (task.name !== 'RunTask' || task.ph !== 'X' || task.ts < paint.ts) continue;
    const wall = task.dur;
    const cpu = task.tdur ?? task.dur;
    if (wall < minMs * 1000 && cpu < minMs * 1000) continue;
    const end = task.ts + task.dur;
    const inside = own.filter((event) => event !== task && event.ts >= task.ts && event.ts <= end);
    // Each kind of work once, with its summed wall time; a nested call of the same kind is not counted twice.
    const work = new Map();
    const open = [];
    for (const event of inside.filter((candidate) => candidate.ph === 'X').sort((a, b) => a.ts - b.ts)) {
      const what = describe(event);
      if (!what) continue;
      while (open.length && open.at(-1).ts + open.at(-1).dur <= event.ts) open.pop();
      const nestedInSame = open.some((outer) => describe(outer) === what);
      open.push(event);
      if (nestedInSame) continue;
      work.set(what, (work.get(what) ?? 0) + event.dur);
    }
    const shown = [...work]
      .filter(([, us]) => us >= 500)
      .sort((a, b) => b[1] - a[1])
      .map(([what, us]) => `${what} ${ms(us)}`);
    const markNames = marks
      .filter((mark) => mark.ts >= task.ts && mark.ts <= end)
      .map((mark) => mark.name.replace(/^kipimo:/, ''));
    tasks.push({
      at: ms(task.ts - navigation.ts),
      wall: ms(wall),
      cpu: ms(cpu),
      blocking: Math.max(0, (4 * wall) / 1000 - 50),
      work: shown.join('; ') + (markNames.length ? `; marks: ${markNames.join(', ')}` : ''),
    });
  }
  return { fcp: ms(paint.ts - navigation.ts), tasks };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

if (args.includes('--summary')) {
  const groups = new Map();
  for (const name of readdirSync(folder).filter(
    (entry) => entry.endsWith('.json') && entry.includes(match),
  )) {
    const trace = JSON.parse(readFileSync(path.join(folder, name), 'utf8'));
    const { tasks } = tasksOf(trace.traceEvents ?? trace);
    const key = name.replace(/-\d+\.json$/, '');
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push({
      wall: Math.max(0, ...tasks.map((task) => Number(task.wall))),
      cpu: Math.max(0, ...tasks.map((task) => Number(task.cpu))),
      long: tasks.filter((task) => Number(task.wall) > 12.5).length,
    });
  }
  console.log(
    '| build and page | runs | longest task after FCP, wall (runs) | most CPU in one task (runs) | tasks over 12.5 ms wall |',
  );
  console.log('|---|---|---|---|---|');
  for (const [key, runs] of [...groups].sort()) {
    const list = (field) => runs.map((run) => run[field].toFixed(1)).join(', ');
    console.log(
      `| ${key} | ${runs.length} | ${median(runs.map((run) => run.wall)).toFixed(1)} ms (${list('wall')}) | ` +
        `${median(runs.map((run) => run.cpu)).toFixed(1)} ms (${list('cpu')}) | ${median(runs.map((run) => run.long))} |`,
    );
  }
  process.exit(0);
}

for (const name of readdirSync(folder)
  .filter((entry) => entry.endsWith('.json') && entry.includes(match))
  .sort()) {
  const trace = JSON.parse(readFileSync(path.join(folder, name), 'utf8'));
  const { fcp, tasks } = tasksOf(trace.traceEvents ?? trace);
  const blocking = tasks.reduce((sum, task) => sum + task.blocking, 0);
  console.log(`\n${name}: FCP at ${fcp} ms (trace time); wall ×4 − 50 of these: ${blocking.toFixed(0)} ms`);
  console.log('| at ms | wall ms | CPU ms | what ran (wall ms) |');
  console.log('|---|---|---|---|');
  for (const task of tasks) console.log(`| ${task.at} | ${task.wall} | ${task.cpu} | ${task.work} |`);
}

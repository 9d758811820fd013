import { describe, expect, it } from 'vitest';
import { Assistant } from '../../../server/chat/assistant';
import { catalogue } from '../../helpers/fixtures';
import {
  developmentSetFile,
  evaluate,
  formatReport,
  heldOutSetFile,
  loadEvalSet,
  missedTargets,
  percentile,
  type EvalCase,
  type Rate,
} from './evaluation';

/**
 * The assistant's evaluation in the test suite (scripts/eval-chat.ts prints the same figures) on both sets:
 * the development set, which the knowledge is tuned on and which must meet every target of issue 20, and
 * the held-out set, which nobody tunes on (docs/assistant.md). Where the held-out set misses a target, the
 * test holds it to the figures docs/assistant.md reports, so it fails if they get worse; when they get
 * better, raise the floors here and the figures there together.
 */
const assistant = new Assistant(catalogue);
const knownPaths = new Set(assistant.recommender.items.map((item) => item.path));
const development = loadEvalSet(developmentSetFile);
const heldOut = loadEvalSet(heldOutSetFile);
const developmentReport = evaluate(development, (body) => assistant.reply(body), knownPaths);
const heldOutReport = evaluate(heldOut, (body) => assistant.reply(body), knownPaths);

const count = (cases: readonly EvalCase[], test: (evalCase: EvalCase) => boolean) =>
  cases.filter(test).length;

describe('the evaluation sets', () => {
  it.each([
    ['development', development],
    ['held-out', heldOut],
  ] as const)(
    'the %s set covers every language kind, crises, hard negatives and other subjects',
    (_name, cases) => {
      expect(new Set(cases.map((c) => c.id)).size).toBe(cases.length);
      for (const language of ['en', 'sw', 'sheng', 'mixed'] as const) {
        expect(
          count(cases, (c) => c.language === language && c.kind === 'crisis'),
          language,
        ).toBeGreaterThan(3);
        expect(
          count(cases, (c) => c.language === language && c.kind === 'figure'),
          language,
        ).toBeGreaterThan(1);
      }
      expect(count(cases, (c) => c.kind === 'out_of_scope')).toBeGreaterThan(10);
    },
  );

  it('the held-out set is as large as issue 20 asks', () => {
    expect(count(heldOut, (c) => c.kind === 'crisis')).toBeGreaterThanOrEqual(40);
    expect(count(heldOut, (c) => c.kind === 'figure')).toBeGreaterThanOrEqual(40);
    expect(count(heldOut, (c) => c.kind === 'recommend' && c.language === 'en')).toBeGreaterThanOrEqual(60);
    expect(count(heldOut, (c) => c.kind === 'recommend' && c.language !== 'en')).toBeGreaterThanOrEqual(60);
    expect(count(heldOut, (c) => c.kind === 'health')).toBeGreaterThanOrEqual(20);
  });

  it('no case is in both sets', () => {
    const developmentInputs = new Set(development.map((c) => c.input.toLowerCase()));
    expect(heldOut.filter((c) => developmentInputs.has(c.input.toLowerCase())).map((c) => c.id)).toEqual([]);
  });
});

describe('the development set (tuned on)', () => {
  it('meets every target of issue 20', () => {
    expect(missedTargets(developmentReport), formatReport(developmentReport)).toEqual([]);
  });

  it('has no false crisis, keeps other subjects free of suggestions and keeps the topic in follow-ups', () => {
    expect(developmentReport.falseCrises.failures, formatReport(developmentReport)).toEqual([]);
    expect(developmentReport.outOfScope.failures).toEqual([]);
    expect(developmentReport.greetings.failures).toEqual([]);
    expect(developmentReport.followUps.failures).toEqual([]);
    expect(developmentReport.allGroups.failures).toEqual([]);
  });

  it('evaluates almost every case against the catalogue it has', () => {
    expect(developmentReport.skippedCases.length).toBeLessThanOrEqual(5);
  });
});

describe('the held-out set (never tuned on)', () => {
  const report = heldOutReport;
  const shown = formatReport(report);
  const atLeast = (rate: Rate, passed: number) => expect(rate.passed, shown).toBeGreaterThanOrEqual(passed);

  it('meets the targets it meets: no false crisis over 1%, none from a hard negative', () => {
    expect(missedTargets(report), shown).not.toContain('false crises over 1%');
    expect(report.figureFalseCrises.failures, shown).toEqual([]);
    expect(report.top3.sw.passed, shown).toBe(report.top3.sw.total);
  });

  it('stays at or above the figures docs/assistant.md reports where it misses a target', () => {
    // Targets: top-3 97% English and 95% Sheng and mixed, every crisis, out of scope 95%, no empty reply,
    // every warning sign with the doctor first.
    atLeast(report.top3.en, 60);
    atLeast(report.top3.sheng, 20);
    atLeast(report.top3.mixed, 21);
    atLeast(report.crisisRecall, 39);
    atLeast(report.outOfScope, 16);
    atLeast(report.nonEmptyHealth, 160);
    atLeast(report.doctorFirst, 12);
    atLeast(report.allGroups, 4);
  });
});

describe('reply time', () => {
  it('answers within 10 ms at the 99th percentile, in process', () => {
    const latencies: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      for (const evalCase of [...development, ...heldOut]) {
        const started = performance.now();
        assistant.reply({ conversationHistory: evalCase.history ?? '', userInput: evalCase.input });
        latencies.push(performance.now() - started);
      }
    }
    expect(percentile(latencies, 0.99)).toBeLessThan(10);
  });
});

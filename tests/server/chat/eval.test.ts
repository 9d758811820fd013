import { describe, expect, it } from 'vitest';
import { Assistant } from '../../../server/chat/assistant';
import { catalogue } from '../../helpers/fixtures';
import { evaluate, formatReport, loadEvalSet, missedTargets, percentile } from './evaluation';

/**
 * The assistant's evaluation in the test suite (scripts/eval-chat.ts prints the same figures): fails under
 * the targets of issue 8.
 */
const assistant = new Assistant(catalogue);
const knownPaths = new Set(assistant.recommender.items.map((item) => item.path));
const cases = loadEvalSet();
const report = evaluate(cases, (body) => assistant.reply(body), knownPaths);

describe('assistant evaluation', () => {
  it('has at least 150 realistic cases in English, Kiswahili and Sheng, with crises and other subjects', () => {
    expect(cases.length).toBeGreaterThanOrEqual(150);
    for (const language of ['en', 'sw', 'sheng'] as const) {
      expect(cases.filter((c) => c.language === language && c.kind === 'recommend').length).toBeGreaterThan(
        20,
      );
      expect(cases.filter((c) => c.language === language && c.kind === 'crisis').length).toBeGreaterThan(3);
    }
    expect(cases.filter((c) => c.kind === 'figure').length).toBeGreaterThan(10);
    expect(cases.filter((c) => c.kind === 'out_of_scope').length).toBeGreaterThan(10);
    expect(new Set(cases.map((c) => c.id)).size).toBe(cases.length);
  });

  it('meets the targets: top-3 ≥ 95% English, ≥ 90% Kiswahili and Sheng, every crisis, no false crisis', () => {
    expect(missedTargets(report), formatReport(report)).toEqual([]);
  });

  it('never answers a non-crisis input with crisis help, and keeps other subjects free of suggestions', () => {
    expect(report.falseCrises.failures, formatReport(report)).toEqual([]);
    expect(report.outOfScope.failures).toEqual([]);
    expect(report.greetings.failures).toEqual([]);
  });

  it('keeps the earlier topic in follow-ups', () => {
    expect(report.followUps.failures).toEqual([]);
  });

  it('evaluates almost every case against the catalogue it has', () => {
    // Cases whose expected paths are all missing from the catalogue are skipped; a few at most.
    expect(report.skippedCases.length).toBeLessThanOrEqual(5);
  });

  it('answers within 50 ms at the 99th percentile', () => {
    const latencies: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      for (const evalCase of cases) {
        const started = performance.now();
        assistant.reply({ conversationHistory: evalCase.history ?? '', userInput: evalCase.input });
        latencies.push(performance.now() - started);
      }
    }
    expect(percentile(latencies, 0.99)).toBeLessThan(50);
  });
});

import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The test files that take longest, measured (issue 34, eighth pass: Vitest's JSON reporter, a run with no cache
 * of durations, as on a clean clone). Vitest runs its projects one after another, and in a project with no record
 * of durations the largest files first; these are not the largest, so they started late and ran on alone while
 * the other core waited (`previewAssistant` 25 s from 23 s into the `dom` project, `shutdown` for the `node`
 * project's last 6 s). Listed here, they start first in their project. Once Vitest has durations of its own (a
 * second run on one machine) it orders by them, longest first, which these lead too.
 */
const slowest = [
  'tests/server/chat/previewAssistant.test.tsx',
  'tests/src/features/screening/ScreeningPage.test.tsx',
  'tests/src/features/assistant/AssistantLauncher.test.tsx',
  'tests/server/instruments.api.test.ts',
  'tests/server/catalogueCache.test.ts',
  'tests/server/shutdown.test.ts',
];

/** Vitest's own order, with the slowest files of each project moved to its front, slowest first. */
export class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const index = slowest.findIndex((path) => file.moduleId.endsWith(`/${path}`));
      return index === -1 ? slowest.length : index;
    };
    // Stable: only the listed files move, each within its own project's run.
    const projects = [...new Set(sorted.map((file) => file.project.name))];
    return projects.flatMap((name) =>
      sorted
        .filter((file) => file.project.name === name)
        .map((file, order) => ({ file, order }))
        .sort((a, b) => rank(a.file) - rank(b.file) || a.order - b.order)
        .map(({ file }) => file),
    );
  }
}

import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The layers (README.md, Layout) as the lint keeps them: each case plants one import into a file of its own in
 * the tree, lints the files through ESLint's Node API with the repository's eslint.config.js, and expects the
 * forbidden ones refused by the rule named and the allowed ones passed. The files are removed afterwards.
 */
const root = path.resolve(import.meta.dirname, '..');
const probeTag = `__layers_probe_${process.pid}`;

interface Probe {
  name: string;
  /** Where the planted file goes, relative to the repository's root (its name gets the probe tag). */
  folder: string;
  source: string;
  /** The rule that must refuse it, or null for an import the layers allow. */
  refusedBy: string | null;
}

const zones = 'import-x/no-restricted-paths';
const probes: Probe[] = [
  {
    name: 'a feature imports the composition root',
    folder: 'src/features/search',
    source: "import { AppRoutes } from '../../app/router';\nexport const probe = AppRoutes;\n",
    refusedBy: zones,
  },
  {
    name: 'a feature imports another feature',
    folder: 'src/features/search',
    source: "import HomePage from '../browse/HomePage';\nexport const probe = HomePage;\n",
    refusedBy: zones,
  },
  {
    name: "a feature imports the server's renderer (src/ssr)",
    folder: 'src/features/search',
    source: "import { stylesToHead } from '../../ssr/renderPage';\nexport const probe = stylesToHead;\n",
    refusedBy: zones,
  },
  {
    name: 'a feature imports the whole scoring engine',
    folder: 'src/features/screening',
    source: "import { scoreAnswers } from '../../core/scoring';\nexport const probe = scoreAnswers;\n",
    refusedBy: zones,
  },
  {
    name: 'shared app code imports a feature',
    folder: 'src/components',
    source: "import HomePage from '../features/browse/HomePage';\nexport const probe = HomePage;\n",
    refusedBy: zones,
  },
  {
    name: 'the core (src/core) imports the app',
    folder: 'src/core',
    source: "import { AppRoutes } from '../app/router';\nexport const probe = AppRoutes;\n",
    refusedBy: zones,
  },
  {
    name: 'the core (schemas) imports the server',
    folder: 'schemas',
    source: "import { loadCatalogue } from '../server/fixtures';\nexport const probe = loadCatalogue;\n",
    refusedBy: zones,
  },
  {
    name: 'the app imports the server',
    folder: 'src/lib',
    source: "import { loadCatalogue } from '../../server/fixtures';\nexport const probe = loadCatalogue;\n",
    refusedBy: zones,
  },
  {
    name: 'the app imports the preview outside the router',
    folder: 'src/app',
    source: "import PreviewApp from '../../preview/PreviewApp';\nexport const probe = PreviewApp;\n",
    refusedBy: zones,
  },
  {
    name: 'the server imports the app',
    folder: 'server',
    source: "import { messagesFor } from '../src/messages';\nexport const probe = messagesFor;\n",
    refusedBy: zones,
  },
  {
    name: 'a server/chat module the preview runs imports node:*',
    folder: 'server/chat',
    source: "import { readFileSync } from 'node:fs';\nexport const probe = readFileSync;\n",
    refusedBy: 'import-x/no-nodejs-modules',
  },
  {
    name: 'a server/chat module the preview runs takes a value from a Node module of the server',
    folder: 'server/chat',
    source: "import { loadCatalogue } from '../fixtures';\nexport const probe = loadCatalogue;\n",
    refusedBy: '@typescript-eslint/no-restricted-imports',
  },
  {
    name: 'a script imports the tests',
    folder: 'scripts',
    source:
      "import { fixtureByCode } from '../tests/helpers/fixtures';\nexport const probe = fixtureByCode;\n",
    refusedBy: zones,
  },
  {
    name: 'two modules import each other (a cycle)',
    folder: 'src/lib',
    source: `import { second } from './${probeTag}_cycle_b';\nexport const first = () => second;\n`,
    refusedBy: 'import-x/no-cycle',
  },
  {
    name: 'a feature imports its own modules, the app services, shared code and the core',
    folder: 'src/features/search',
    source: [
      "import { SearchBox } from './SearchBox';",
      "import { loadChunk } from '../../lib/chunkLoad';",
      "import { messagesFor } from '../../messages';",
      "import { appPaths } from '../../core/sitePaths';",
      "import { nextQuestionIndex } from '../../core/scoring/path';",
      'export const probe = [SearchBox, loadChunk, messagesFor, appPaths, nextQuestionIndex];',
      '',
    ].join('\n'),
    refusedBy: null,
  },
  {
    name: 'the server imports the core',
    folder: 'server',
    source: [
      "import { appPaths } from '../src/core/sitePaths';",
      "import { languages } from '../schemas';",
      'export const probe = [appPaths, languages];',
      '',
    ].join('\n'),
    refusedBy: null,
  },
  {
    name: 'a server/chat module the preview runs takes a type from a Node module of the server',
    folder: 'server/chat',
    source: "import type { Catalogue } from '../fixtures';\nexport type Probe = Catalogue;\n",
    refusedBy: null,
  },
];

/** The other half of the planted cycle. */
const cycleOtherHalf = {
  file: `src/lib/${probeTag}_cycle_b.ts`,
  source: `import { first } from './${probeTag}_cycle_a';\nexport const second = () => first;\n`,
};

const fileOf = (probe: Probe, index: number) =>
  probe.refusedBy === 'import-x/no-cycle'
    ? `${probe.folder}/${probeTag}_cycle_a.ts`
    : `${probe.folder}/${probeTag}_${index}.ts`;

const boundaryRules = new Set([
  zones,
  'import-x/no-cycle',
  'import-x/no-nodejs-modules',
  'no-restricted-imports',
  '@typescript-eslint/no-restricted-imports',
]);

let refusals: Map<string, string[]>;
const planted: string[] = [];

beforeAll(async () => {
  const files = probes.map((probe, index) => ({ file: fileOf(probe, index), source: probe.source }));
  for (const { file, source } of [...files, cycleOtherHalf]) {
    writeFileSync(path.join(root, file), source);
    planted.push(path.join(root, file));
  }
  const eslint = new ESLint({ cwd: root });
  const results = await eslint.lintFiles(files.map(({ file }) => file));
  refusals = new Map(
    results.map((result) => [
      path.relative(root, result.filePath),
      result.messages
        .filter((message) => message.ruleId && boundaryRules.has(message.ruleId))
        .map((message) => message.ruleId ?? ''),
    ]),
  );
}, 240_000);

afterAll(() => {
  for (const file of planted) rmSync(file, { force: true });
});

describe('eslint.config.js keeps the layers', () => {
  it.each(probes.map((probe, index) => ({ ...probe, index })))('$name', ({ refusedBy, index, ...probe }) => {
    const found = refusals.get(fileOf({ ...probe, refusedBy }, index));
    if (refusedBy === null) expect(found).toEqual([]);
    else expect(found).toContain(refusedBy);
  });

  it("allows the router's dev-only route to the preview, the one import upwards", async () => {
    const [result] = await new ESLint({ cwd: root }).lintFiles(['src/app/router.tsx']);
    expect(result?.messages.filter((message) => boundaryRules.has(message.ruleId ?? ''))).toEqual([]);
  }, 120_000);
});

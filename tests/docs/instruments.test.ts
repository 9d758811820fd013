import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderInstrumentsDoc } from '../../scripts/instrumentsDoc';
import { catalogue } from '../helpers/fixtures';

describe('docs/instruments.md', () => {
  it('matches the fixtures (run npm run docs:instruments after changing one)', () => {
    expect(readFileSync('docs/instruments.md', 'utf8')).toBe(renderInstrumentsDoc(catalogue));
  });

  it('lists every test with its source and licence', () => {
    const doc = renderInstrumentsDoc(catalogue);
    for (const { card, instrument } of catalogue.tests) {
      expect(doc).toContain(`## ${card.testCode} `);
      expect(doc).toContain(instrument.source);
    }
  });
});

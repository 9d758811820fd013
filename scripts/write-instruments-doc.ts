// Writes docs/instruments.md from the fixtures.
import { writeFileSync } from 'node:fs';
import { loadCatalogue } from '../server/fixtures';
import { renderInstrumentsDoc } from './instrumentsDoc';

writeFileSync('docs/instruments.md', renderInstrumentsDoc(loadCatalogue('fixtures')));
console.log('wrote docs/instruments.md');

import { describe, expect, it } from 'vitest';
import type { CrisisLine } from '../../../schemas';
import { buildMessages } from '../../../server/chat/replies';

const lines: CrisisLine[] = [
  { kind: 'counselling', name: 'Helpline', number: '0800 1', hours: 'Free, 24 hours', description: 'Talk.' },
  // An emergency line whose name does not say so: grouped by its kind, never by its wording.
  { kind: 'emergency', name: 'Ambulance', number: '911', hours: '24 hours', description: 'Danger.' },
];
const linesSw: CrisisLine[] = [
  { ...lines[0]!, name: 'Namba ya msaada', hours: 'Bure, saa 24', description: 'Ongea.' },
  { ...lines[1]!, name: 'Ambulansi', hours: 'Saa 24', description: 'Hatari.' },
];

describe('the crisis sentences of the assistant', () => {
  const messages = buildMessages(lines, linesSw);

  it('names emergency numbers by the line kind and counselling lines with their own words', () => {
    expect(messages.en.crisis.join(' ')).toContain('call 911 now');
    expect(messages.en.crisis.join(' ')).toContain('Call the Helpline on 0800 1 (free, 24 hours): Talk.');
    expect(messages.en.safetyNet).toMatch(/call 0800 1 now .* or 911 if you are in danger/);
  });

  it('speaks Kiswahili with the catalogue’s Kiswahili words, not a translation of the English', () => {
    expect(messages.sw.crisis.join(' ')).toContain(
      'Piga simu kwa Namba ya msaada kupitia 0800 1 (bure, saa 24): Ongea.',
    );
    expect(messages.sw.crisis.join(' ')).toContain('piga simu 911 sasa');
  });
});

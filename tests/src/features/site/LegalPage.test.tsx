// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import crisisLinesFile from '../../../../fixtures/catalogue/crisis-lines.json';
import { legalContext } from '../../../../src/features/site/LegalPage';
import PrivacyPolicyPage from '../../../../src/features/site/PrivacyPolicyPage';
import TermsPage from '../../../../src/features/site/TermsPage';
import { legalMessages, type LegalSection } from '../../../../src/messages/en/legal';
import type { CrisisLine } from '../../../../schemas';
import { renderWithProviders } from '../../../helpers/render';
import { privacyPolicyTopics } from '../../../helpers/privacyPolicy';

const section = (name: string) => screen.getByRole('region', { name });
const sectionText = (found: LegalSection | undefined) =>
  [...(found?.paragraphs ?? []), ...(found?.list ?? []), ...(found?.after ?? [])].join(' ');

describe('privacy policy: the AI Assistant', () => {
  it('names what is typed to the assistant among the data collected, and that the server neither logs nor keeps it', () => {
    renderWithProviders(<PrivacyPolicyPage />);
    const collected = within(section('Types of data collected')).getByText(/^Messages to the AI Assistant:/);
    expect(collected).toHaveTextContent('sent to our server with the conversation so far');
    expect(collected).toHaveTextContent('only to suggest screening tests and services');
    expect(collected).toHaveTextContent('does not write them to its logs');
    expect(
      within(section('How long we keep your data')).getByText(/^Messages to the AI Assistant:/),
    ).toHaveTextContent('not kept on our server once the reply has been sent');
  });

  it('says the conversation is kept in session storage for the tab', () => {
    renderWithProviders(<PrivacyPolicyPage />);
    expect(
      within(section('Cookies and storage on your device')).getByText(/conversation with the AI Assistant/),
    ).toHaveTextContent(/session storage.*cleared.*when you close the tab/);
  });

  it('lists the outside model provider among those it is shared with, and what it does not receive', () => {
    renderWithProviders(<PrivacyPolicyPage />);
    const sharing = within(section('Sharing your data')).getByText(/^With an outside AI model provider/);
    expect(sharing).toHaveTextContent('if Kipimo has set up the AI Assistant to use one');
    expect(sharing).toHaveTextContent('what you type to the assistant, with the conversation so far');
    expect(sharing).toHaveTextContent('no name, contact details or screening answers');
    expect(sharing).toHaveTextContent('one of our data processors');
  });

  it('still covers every topic and data type the spec lists', () => {
    renderWithProviders(<PrivacyPolicyPage />);
    for (const topic of privacyPolicyTopics) {
      expect(screen.getByRole('heading', { level: 2, name: topic })).toBeInTheDocument();
    }
    expect(screen.getByText('Last updated: September 2024')).toBeInTheDocument();
  });
});

describe('legal pages: crisis lines', () => {
  const expected =
    'If you feel unsafe or someone is in danger, do not wait for a result: call 999 or 112, or the Kenya Red Cross counselling line on 1199 (free, 24 hours).';

  it('passes the catalogue’s crisis lines to the legal texts', () => {
    expect(legalContext.crisisLines).toEqual(crisisLinesFile.lines);
  });

  it('writes the crisis sentence from the catalogue, in the privacy policy and the terms', () => {
    const privacy = renderWithProviders(<PrivacyPolicyPage />);
    expect(section('Contact us')).toHaveTextContent(expected);
    privacy.unmount();
    renderWithProviders(<TermsPage />);
    expect(within(section('Medical disclaimer')).getByText(expected)).toBeInTheDocument();
  });

  it('follows the catalogue when its numbers change: nothing is typed by hand', () => {
    const context = {
      ...legalContext,
      crisisLines: [
        // Grouped by kind, not by name: the emergency line's name does not say so.
        {
          kind: 'counselling',
          name: 'Helpline',
          number: '0800 1',
          hours: 'Free, 24 hours',
          description: 'Talk.',
        },
        { kind: 'emergency', name: 'Ambulance', number: '911', hours: '24 hours', description: 'Danger.' },
        { kind: 'counselling', name: 'Chat line', number: '0800 2', hours: 'Weekdays', description: 'Chat.' },
      ] satisfies CrisisLine[],
    };
    const sentence =
      'If you feel unsafe or someone is in danger, do not wait for a result: call 911, or the Helpline on 0800 1 (free, 24 hours) or the Chat line on 0800 2 (weekdays).';
    const contact = legalMessages.privacy(context).sections.find((found) => found.heading === 'Contact us');
    expect(sectionText(contact)).toContain(sentence);
    const disclaimer = legalMessages
      .terms(context)
      .sections.find((found) => found.heading === 'Medical disclaimer');
    expect(sectionText(disclaimer)).toContain(sentence);
    expect(sectionText(contact)).not.toMatch(/1199|999|112/);
  });
});

// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import AssistantView from '../../../preview/AssistantView';
import { conceptsByPath, targetRows } from '../../../preview/assistant/describeKnowledge';
import { knowledgeData } from '../../../preview/assistant/knowledgeData';
import { Assistant } from '../../../server/chat/assistant';
import { catalogue } from '../../helpers/fixtures';
import { isCrisisReply } from './evaluation';

/** The content preview of the assistant's knowledge: it reads the same files, and its try box the same rules. */

/** Opens the preview's assistant view and pastes `message` into "Try a message" (a long message types slowly). */
async function tryMessage(message: string) {
  render(
    <MemoryRouter>
      <AssistantView />
    </MemoryRouter>,
  );
  await userEvent.click(screen.getByLabelText("A visitor's message"));
  await userEvent.paste(message);
}

/** The server's assistant on the preview's own knowledge files. */
function serverAssistant(): Assistant {
  if (!knowledgeData.ok) throw new Error('invalid');
  return new Assistant(catalogue, knowledgeData.knowledge);
}

/** How the server reads `message`, on the preview's own knowledge files. */
function serverReading(message: string) {
  return serverAssistant().understand({ conversationHistory: '', userInput: message });
}

describe('the assistant’s knowledge in the content preview', () => {
  it('reads and validates the same files the server loads', () => {
    expect(knowledgeData.ok).toBe(true);
  });

  it('tells which concepts point where, and which paths the catalogue lacks', () => {
    if (!knowledgeData.ok) throw new Error('invalid');
    const existential = knowledgeData.knowledge.concepts.find((concept) => concept.id === 'existential')!;
    const rows = targetRows(existential, new Set(['/services/talk-to-a-therapist']));
    expect(rows[0]).toEqual({ path: '/tests/existential_anxiety', weight: 4.5, inCatalogue: false });
    expect(conceptsByPath(knowledgeData.knowledge.concepts).get('/tests/cervical-cancer')).toContain(
      'cervical',
    );
  });

  it('shows the crisis rules and concepts, and runs a typed message through the real rules', async () => {
    render(
      <MemoryRouter>
        <AssistantView />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('crisis-rule-cutting')).toHaveTextContent('self-harm');
    expect(screen.getByTestId('crisis-rule-rape-now')).toHaveTextContent(
      'Says the action of the sign forced-sex-72h (today): What happened is not your fault.',
    );
    expect(screen.getByTestId('concept-chest-pain')).toHaveTextContent('chest-pain: emergency, doctor first');
    await userEvent.type(screen.getByLabelText("A visitor's message"), 'nimejikata tena');
    const result = screen.getByTestId('try-result');
    expect(within(result).getByTestId('try-decision')).toHaveTextContent(
      /Crisis help first: self-harm \(rule cutting.*raised by the crisis rules/,
    );
    // The whole knowledge rendered in jsdom, then typed into key by key: seconds on a busy machine.
  }, 30_000);

  it('shows the recall layer and its score for a typed message', async () => {
    render(
      <MemoryRouter>
        <AssistantView />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('recall-class-means')).toHaveTextContent('suicide');
    await userEvent.type(screen.getByLabelText("A visitor's message"), 'Nikienda mtoni leo sitarudi');
    expect(screen.getByTestId('try-recall')).toHaveTextContent(/Recall layer: fires, score \d+ of 6/);
  }, 30_000);

  it('shows the exemplar layer and, for a typed message, its score, pieces and nearest examples', async () => {
    render(
      <MemoryRouter>
        <AssistantView />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('exemplar-group-suicide')).toHaveTextContent('crisis');
    expect(screen.getByTestId('exemplar-group-figure')).toHaveTextContent('look-alike');
    await userEvent.type(screen.getByLabelText("A visitor's message"), 'ntajiua kesho');
    expect(screen.getByTestId('try-exemplars')).toHaveTextContent(
      /Exemplar layer: fires \(suicide\), score -?\d+\.\d+ of \d+\.\d+\./,
    );
    expect(screen.getByTestId('try-decision')).toHaveTextContent(
      'Crisis help first: suicide (rule exemplars: "ntajiua kesho"), raised by the exemplar layer.',
    );
    const why = screen.getByTestId('try-exemplars-why');
    expect(why).toHaveTextContent(/Pieces for a crisis: .*jiu/);
    expect(why).toHaveTextContent(/Nearest crisis examples: “.+” \(suicide, /);
    expect(why).toHaveTextContent(/Nearest look-alikes: “.+” \(/);
  }, 30_000);

  it('decides a crisis as the server does, the two layers agreeing short of their thresholds included', async () => {
    // Development case r7u-sw-crisis-006 (a razor in hand and no trust in oneself tonight): neither the rules,
    // the recall layer nor the exemplar layer alone raises it; the two agreeing do. (Round 8's examples made the
    // exemplar layer alone raise r6l-en-crisis-001, the case this test read before.)
    const message = 'Nina wembe mkononi na sijiamini usiku huu, nisaidie';
    const server = serverAssistant();
    const understanding = server.understand({ conversationHistory: '', userInput: message });
    expect(understanding.crisisLayer).toBe('agreement');
    expect(isCrisisReply(server.compose(understanding))).toBe(true);
    const [finding] = understanding.crisisNow;

    await tryMessage(message);
    expect(screen.getByTestId('try-recall')).toHaveTextContent(/Recall layer: quiet/);
    expect(screen.getByTestId('try-exemplars')).toHaveTextContent(/Exemplar layer: quiet/);
    expect(screen.getByTestId('try-decision')).toHaveTextContent(
      `Crisis help first: ${finding!.kind} (rule agreement: "${finding!.phrase}"), raised by the recall and exemplar layers agreeing`,
    );
  }, 30_000);

  it('says when the gentle net adds the crisis lines to a message no layer raised, as the server does', async () => {
    const message = 'I am terrified of death, I think about it every night';
    const understanding = serverReading(message);
    expect(understanding.crisisNow).toEqual([]);
    expect(understanding.crisisSuspected).toBe(true);

    await tryMessage(message);
    expect(screen.getByTestId('try-decision')).toHaveTextContent(
      'No crisis, but the recall or exemplar layer finds it suspicious: the crisis lines gently.',
    );
  }, 30_000);

  it('marks a concern that carries the crisis lines, and says when it adds them, as the server does', async () => {
    const message = 'I feel hopeless all the time';
    const understanding = serverReading(message);
    expect(understanding.crisisSuspected).toBe(false);
    expect(understanding.concernNearCrisis).toBe(true);

    await tryMessage(message);
    expect(screen.getByTestId('concept-hopelessness')).toHaveTextContent('crisis lines gently');
    expect(screen.getByTestId('concept-low-mood')).not.toHaveTextContent('crisis lines gently');
    expect(screen.getByTestId('try-decision')).toHaveTextContent(
      'No crisis, but a concern close to suicide (crisisLines) adds the crisis lines gently.',
    );
  }, 30_000);

  it('shows the readings and their test, and says what a typed reading raises and when a layer stood down', async () => {
    await tryMessage('nina mimba na presha ni 170/115, and I cannot breathe');
    expect(screen.getByTestId('readings-blood-pressure')).toHaveTextContent(
      'bp-severe-pregnancy (emergency)',
    );
    expect(screen.getByTestId('try-readings')).toHaveTextContent('bp-severe-pregnancy');
  }, 30_000);

  it('says when a learned layer stood down for a warning sign, as the server decides', async () => {
    const message =
      'Baby amekuwa akisonga kidogo sana leo compared to usual, I am 35 weeks. Should I wait hadi kesho?';
    await tryMessage(message);
    expect(screen.getByTestId('try-decision')).toHaveTextContent(
      "No crisis reply: the exemplar layer stood down for a warning sign; the sign's reply, with the crisis lines gently.",
    );
  }, 30_000);
});

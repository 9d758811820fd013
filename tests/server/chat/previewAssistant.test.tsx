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

  it('shows the decision table, the crisis rules and concepts, and runs a typed message through the real rules', async () => {
    render(
      <MemoryRouter>
        <AssistantView />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('policy-row-0')).toHaveTextContent(/rule.*crisis help first/);
    expect(screen.getByTestId('crisis-rule-cutting')).toHaveTextContent('self-harm');
    expect(screen.getByTestId('crisis-rule-rape-now')).toHaveTextContent(
      'Says the action of the sign forced-sex-72h (today): What happened is not your fault.',
    );
    expect(screen.getByTestId('concept-chest-pain')).toHaveTextContent('chest-pain: emergency, doctor first');
    await userEvent.type(screen.getByLabelText("A visitor's message"), 'nimejikata tena');
    const result = screen.getByTestId('try-result');
    expect(within(result).getByTestId('try-decision')).toHaveTextContent(
      /Crisis help first \(row: rule\): self-harm \(cutting: /,
    );
    // The whole knowledge rendered in jsdom, then typed into key by key: seconds on a busy machine.
  });

  it('shows the model, its word classes and cross-validated figures, and for a typed message its score, pieces and nearest examples', async () => {
    render(
      <MemoryRouter>
        <AssistantView />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('class-means')).toHaveTextContent(/blade/);
    expect(screen.getByTestId('exemplar-group-suicide')).toHaveTextContent('crisis');
    expect(screen.getByTestId('exemplar-group-figure')).toHaveTextContent('look-alike');
    expect(screen.getByTestId('model-trained-on')).toHaveTextContent(/Cross-validated over 5 folds: score ≥/);
    // No rule reads this farewell; the model alone is sure ("ntajiua kesho" was here until issue 32's sixteenth
    // change, when the verb reader learnt texting's "nta-" and a rule came to read it).
    await userEvent.type(screen.getByLabelText("A visitor's message"), 'msinitafute, mimi naenda milele');
    expect(screen.getByTestId('try-exemplars')).toHaveTextContent(
      /Crisis model: score \d+\.\d+ \(sure at -?\d+\.\d+, suspects at -?\d+\.\d+, doubts a rule under -?\d+\.\d+\), nearest kind suicide\./,
    );
    expect(screen.getByTestId('try-decision')).toHaveTextContent(
      'Crisis help first (row: model-high): suicide (model: "msinitafute mimi naenda milele").',
    );
    const why = screen.getByTestId('try-exemplars-why');
    expect(why).toHaveTextContent(/Pieces for a crisis: .*\{last-words\}/);
    expect(why).toHaveTextContent(/Nearest crisis examples: “.+” \(suicide, /);
    expect(why).toHaveTextContent(/Nearest look-alikes: “.+” \(/);
  });

  it.each([
    // The model suspects a crisis, short of sure: the lines gently.
    ['I think about dying every night', 'lines-gently'],
    // A concept marked crisisLines (hopelessness).
    ['I feel hopeless all the time', 'lines-gently'],
    // The model is sure, but a warning sign (reduced fetal movement) explains the words: the sign's reply.
    [
      'Baby amekuwa akisonga kidogo sana leo compared to usual, I am 35 weeks. Should I wait hadi kesho?',
      'lines-gently',
    ],
    ['I have a headache since morning', 'none'],
    // A crisis rule the model reads as a look-alike (a joke): the lines gently, row rule-model-doubts.
    ['i nearly killed myself laughing at that meme', 'lines-gently'],
  ] as const)(
    'decides "%s" as the server does',
    async (message, reply) => {
      const { crisis } = serverReading(message);
      expect(crisis.reply).toBe(reply);
      await tryMessage(message);
      const words = {
        crisis: 'Crisis help first',
        reminder: 'A reminder',
        'lines-gently': 'The crisis lines gently, then the ordinary reply',
        none: 'No crisis: the ordinary reply',
      }[reply];
      expect(screen.getByTestId('try-decision')).toHaveTextContent(
        `${words} ${crisis.signal ? `(row: ${crisis.signal})` : '(no row holds)'}`,
      );
    },
    30_000,
  );

  it('marks a concern that carries the crisis lines', async () => {
    await tryMessage('I feel hopeless all the time');
    expect(screen.getByTestId('concept-hopelessness')).toHaveTextContent('crisis lines gently');
    expect(screen.getByTestId('concept-low-mood')).not.toHaveTextContent('crisis lines gently');
  });

  it('shows the readings and their test, and says what a typed reading raises', async () => {
    await tryMessage('nina mimba na presha ni 170/115, and I cannot breathe');
    expect(screen.getByTestId('readings-blood-pressure')).toHaveTextContent(
      'bp-severe-pregnancy (emergency)',
    );
    expect(screen.getByTestId('try-readings')).toHaveTextContent('bp-severe-pregnancy');
  });

  it('lists whose health the words are about and how each warning sign is said, and reads a typed message', async () => {
    await tryMessage('mbuzi yangu inakohoa tangu jana usiku');
    expect(screen.getByTestId('bearers-notPeople')).toHaveTextContent('mbuzi');
    expect(screen.getByTestId('bearers-people')).toHaveTextContent('mtoto');
    expect(screen.getByTestId('bearers-shared')).toHaveTextContent('within 8 words');
    expect(screen.getByTestId('bearers-asking')).toHaveTextContent('what can i give');
    expect(screen.getByTestId('sign-phrases-words')).toHaveTextContent('{child}:');
    expect(screen.getByTestId('sign-phrases-words')).toHaveTextContent('weeks along');
    expect(screen.getByTestId('sign-phrases-signs')).toHaveTextContent('child-convulsions:');
    expect(screen.getByTestId('sign-phrases-signs')).toHaveTextContent('{pregnant} & {fever}');
    expect(screen.getByTestId('try-bearers')).toHaveTextContent(
      'an animal, a crop or a thing, spoken of after it is named, and no person',
    );
    await userEvent.clear(screen.getByLabelText("A visitor's message"));
    await userEvent.paste('mbuzi amemrusha mtoto wangu chini');
    expect(screen.getByTestId('try-bearers')).toHaveTextContent('a person, or nobody named');
  });

  it('says when the model stood down for a warning sign, as the server decides', () => {
    const { crisis } = serverReading(
      'my chest is so tight and I cant breathe, I feel like I am about to collapse right now',
    );
    // Sure (at model.high or more), but a warning sign is named: the suspicion's row gives the lines gently.
    if (!knowledgeData.ok) throw new Error('invalid');
    expect(crisis.exemplars!.score).toBeGreaterThanOrEqual(knowledgeData.knowledge.crisisPolicy.model.high);
    expect(crisis).toMatchObject({ reply: 'lines-gently', signal: 'model-low' });
  });
});

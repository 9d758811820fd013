// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import AssistantLauncher from '../../../../src/features/assistant/AssistantLauncher';
import { openAssistant } from '../../../../src/lib/assistantEvents';
import { crisisLines } from '../../../../src/catalogue';
import { setupMockApi } from '../../../helpers/msw';
import { renderWithProviders } from '../../../helpers/render';

const api = setupMockApi();
const greeting =
  "Hello! I'm the Kipimo Assistant. Tell me about your health concerns or goals, and I'll recommend the most relevant screening tests for you.";

const sleepReply = {
  descriptions: [
    'Here is what may help, best fit first.',
    'Lifestyle Habits Screening Test: sleep, activity and more.',
    'Talk to a Doctor: a private consultation.',
    'Lifestyle Programme: a coach over several weeks.',
    'Depression Screening Test: mood and sleep.',
  ],
  routeslugs: [
    '/tests/lifestyle-habits',
    '/services/talk-to-a-doctor',
    '/services/lifestyle-programme',
    '/tests/depression',
  ],
};

/** Answers every chat call with `reply`, recording the bodies it received. */
function answerChat(reply: unknown, status = 200) {
  const bodies: unknown[] = [];
  api.use(
    http.post('*/api/chat/', async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json(reply as Record<string, unknown>, { status });
    }),
  );
  return bodies;
}

async function openPanel() {
  const user = userEvent.setup();
  const { unmount } = renderWithProviders(<AssistantLauncher />);
  await user.click(await screen.findByRole('button', { name: 'AI Assistant' }));
  const panel = await screen.findByRole('dialog', { name: 'Kipimo Assistant' });
  const input = await within(panel).findByRole('textbox', { name: 'Your health concerns or goals' });
  return { user, panel, input, unmount };
}

describe('AssistantLauncher', () => {
  it('shows the AI Assistant button and the hint, and opens the panel with a greeting', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AssistantLauncher />);
    const button = await screen.findByRole('button', { name: 'AI Assistant' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('button', { name: 'Don’t know where to start? Ask me!' }));
    const panel = await screen.findByRole('dialog', { name: 'Kipimo Assistant' });
    expect(await within(panel).findByTestId('assistant-message')).toHaveTextContent(greeting);
    expect(screen.getByRole('button', { name: 'Close' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByTestId('assistant-hint')).not.toBeInTheDocument();
  });

  it('lets the visitor dismiss the hint, for the rest of the visit', async () => {
    const user = userEvent.setup();
    const first = renderWithProviders(<AssistantLauncher />);
    await user.click(await screen.findByRole('button', { name: 'Dismiss the hint' }));
    expect(screen.queryByTestId('assistant-hint')).not.toBeInTheDocument();
    first.unmount();
    renderWithProviders(<AssistantLauncher />);
    await screen.findByRole('button', { name: 'AI Assistant' });
    expect(screen.queryByTestId('assistant-hint')).not.toBeInTheDocument();
  });

  it('opens when another part of the page asks (openAssistant)', async () => {
    renderWithProviders(<AssistantLauncher />);
    await screen.findByRole('button', { name: 'AI Assistant' });
    act(() => openAssistant());
    expect(await screen.findByRole('dialog', { name: 'Kipimo Assistant' })).toBeVisible();
  });

  it('opens on mounting when it was asked to before it had mounted (a click on a slow phone)', async () => {
    openAssistant();
    renderWithProviders(<AssistantLauncher />);
    expect(await screen.findByRole('dialog', { name: 'Kipimo Assistant' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveAttribute('aria-expanded', 'true');
    expect(await within(screen.getByRole('dialog')).findByRole('textbox')).toHaveFocus();
  });

  it('has a 3-row text box with the placeholder, and sends nothing blank', async () => {
    const bodies = answerChat(sleepReply);
    const { user, panel, input } = await openPanel();
    expect(input).toHaveAttribute('placeholder', 'Type your health concerns or goals ...');
    expect(input).toHaveAttribute('rows', '3');
    const send = within(panel).getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.type(input, '   {Enter}');
    expect(send).toBeDisabled();
    expect(bodies).toHaveLength(0);
    expect(within(panel).queryAllByTestId('user-message')).toHaveLength(0);
  });

  it('sends on Enter with the conversation so far, shows typing, then suggestions with their labels', async () => {
    let release: () => void = () => undefined;
    const bodies: unknown[] = [];
    api.use(
      http.post('*/api/chat/', async ({ request }) => {
        bodies.push(await request.json());
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json(sleepReply);
      }),
    );
    const { user, panel, input } = await openPanel();
    await user.type(input, "  I can't sleep {Enter}");
    expect(within(panel).getByTestId('user-message')).toHaveTextContent("I can't sleep");
    expect(await within(panel).findByText('The assistant is typing…')).toBeInTheDocument();
    expect(bodies).toEqual([{ conversationHistory: greeting, userInput: "I can't sleep" }]);
    release();

    expect(await within(panel).findByText('Here is what may help, best fit first.')).toBeInTheDocument();
    expect(within(panel).queryByText('The assistant is typing…')).not.toBeInTheDocument();
    const list = within(panel).getByRole('list', { name: 'Suggestions' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(sleepReply.routeslugs);
    expect(links.map((link) => link.textContent)).toEqual([
      'Assess Your Lifestyle Habits (opens in a new tab)',
      'Consult a Doctor (opens in a new tab)',
      'Start Your Programme (opens in a new tab)',
      'Learn More (opens in a new tab)',
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    }
    expect(links[0]).toHaveAccessibleDescription(
      'Lifestyle Habits Screening Test: sleep, activity and more.',
    );
  });

  it('breaks the line on Shift+Enter without sending', async () => {
    const bodies = answerChat(sleepReply);
    const { user, input } = await openPanel();
    await user.type(input, 'first line{Shift>}{Enter}{/Shift}second line');
    expect(input).toHaveValue('first line\nsecond line');
    expect(bodies).toHaveLength(0);
  });

  it('keeps suggestions on the last assistant message only, and offers no tap the server did not ask for', async () => {
    answerChat(sleepReply);
    const { user, panel, input } = await openPanel();
    await user.type(input, 'I cannot sleep{Enter}');
    await within(panel).findByRole('list', { name: 'Suggestions' });
    answerChat({ descriptions: ['Tell me about a health concern or goal.'], routeslugs: [] });
    await user.type(input, 'what is the weather{Enter}');
    expect(await within(panel).findByText('Tell me about a health concern or goal.')).toBeInTheDocument();
    expect(within(panel).queryByRole('list', { name: 'Suggestions' })).not.toBeInTheDocument();
    // Neither reply carried `asksAboutHealth` (a v1 reply has none): no "This is about a person's health".
    expect(within(panel).queryByTestId('assistant-about-health')).toBeNull();
  });

  it('offers one tap to say a reply with no path misread a health message, and sends that message again', async () => {
    const asking = {
      descriptions: ['I am not sure I understood. Tell me who it is and how they feel.'],
      routeslugs: [],
      asksAboutHealth: true,
    };
    const bodies = answerChat(asking);
    const { user, panel, input } = await openPanel();
    await user.type(input, 'my body is a phone on low battery{Enter}');
    const tap = await within(panel).findByRole('button', { name: 'This is about a person’s health' });
    // The answer to it: the general offer.
    const tapped = answerChat({
      descriptions: [
        'I have no screening test for exactly that.',
        'Talk to a Doctor: a private consultation.',
      ],
      routeslugs: ['/services/talk-to-a-doctor'],
      asksAboutHealth: false,
    });
    await user.click(tap);
    // Focus stays in the dialog, on the message log, though the tap's button goes with the reply it belonged to.
    expect(within(panel).getByRole('log')).toHaveFocus();
    // The tap shows as the visitor's message; the message it answers goes again, with the history before it.
    const said = within(panel).getAllByTestId('user-message');
    expect(said.map((message) => message.textContent)).toEqual([
      'You: my body is a phone on low battery',
      'You: This is about a person’s health',
    ]);
    const list = await within(panel).findByRole('list', { name: 'Suggestions' });
    expect(within(list).getByRole('link')).toHaveAttribute('href', '/services/talk-to-a-doctor');
    expect(within(panel).queryByRole('button', { name: 'This is about a person’s health' })).toBeNull();
    expect(bodies).toEqual([
      { conversationHistory: greeting, userInput: 'my body is a phone on low battery' },
    ]);
    expect(tapped).toEqual([
      { conversationHistory: greeting, userInput: 'my body is a phone on low battery', aboutHealth: true },
    ]);
    // The next typed message carries the conversation without the tap, which holds no words of the visitor's.
    const next = answerChat(sleepReply);
    await user.type(input, 'I cannot sleep{Enter}');
    await within(panel).findByText('Here is what may help, best fit first.');
    expect(next).toEqual([
      {
        conversationHistory: `${greeting} my body is a phone on low battery ${asking.descriptions[0]} I have no screening test for exactly that.`,
        userInput: 'I cannot sleep',
      },
    ]);
  });

  it('offers the tap again when its own request fails, under the error and the crisis lines', async () => {
    answerChat({ descriptions: ['I am not sure I understood.'], routeslugs: [], asksAboutHealth: true });
    const { user, panel, input } = await openPanel();
    await user.type(input, 'my body is a phone on low battery{Enter}');
    const name = 'This is about a person’s health';
    const tap = await within(panel).findByRole('button', { name });
    api.use(http.post('*/api/chat/', () => HttpResponse.error()));
    await user.click(tap);
    expect(await within(panel).findByText('An error occurred. Please try again later.')).toBeInTheDocument();
    expect(within(panel).getByTestId('assistant-unanswered-help')).toBeInTheDocument();
    const retried = answerChat({
      descriptions: ['A doctor can help.', 'Talk to a Doctor.'],
      routeslugs: ['/services/talk-to-a-doctor'],
    });
    await user.click(await within(panel).findByRole('button', { name }));
    expect(await within(panel).findByRole('list', { name: 'Suggestions' })).toBeInTheDocument();
    expect(retried).toEqual([
      { conversationHistory: greeting, userInput: 'my body is a phone on low battery', aboutHealth: true },
    ]);
  });

  it.each([
    [
      'the server fails',
      () => HttpResponse.json({ error: { code: 'internal_error', message: 'x' } }, { status: 500 }),
    ],
    ['the network fails', () => HttpResponse.error()],
    ['the reply is empty', () => HttpResponse.json({ descriptions: [], routeslugs: [] })],
  ])(
    'says "An error occurred. Please try again later." when %s, with the crisis lines beside it',
    async (_case, respond) => {
      api.use(http.post('*/api/chat/', respond));
      const { user, panel, input } = await openPanel();
      await user.type(input, 'I cannot sleep{Enter}');
      expect(
        await within(panel).findByText('An error occurred. Please try again later.'),
      ).toBeInTheDocument();
      // Nobody read the message: it may have been a crisis, so the lines show, as the catalogue has them.
      const help = within(panel).getByTestId('assistant-unanswered-help');
      for (const line of crisisLines) {
        expect(within(help).getByRole('link', { name: `Call ${line.number}` })).toHaveAttribute(
          'href',
          `tel:${line.number.replace(/\s/g, '')}`,
        );
      }
    },
  );

  it('shows no crisis lines beside an answered message', async () => {
    answerChat(sleepReply);
    const { user, panel, input } = await openPanel();
    await user.type(input, 'I cannot sleep{Enter}');
    await within(panel).findByRole('list', { name: 'Suggestions' });
    expect(within(panel).queryByTestId('assistant-unanswered-help')).not.toBeInTheDocument();
  });

  it('keeps the conversation when the page changes (sessionStorage)', async () => {
    answerChat(sleepReply);
    const { user, panel, input, unmount } = await openPanel();
    await user.type(input, 'I cannot sleep{Enter}');
    await within(panel).findByRole('list', { name: 'Suggestions' });
    unmount();

    renderWithProviders(<AssistantLauncher />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'AI Assistant' }));
    const again = await screen.findByRole('dialog', { name: 'Kipimo Assistant' });
    expect(await within(again).findByTestId('user-message')).toHaveTextContent('I cannot sleep');
    expect(
      within(within(again).getByRole('list', { name: 'Suggestions' })).getAllByRole('link'),
    ).toHaveLength(4);
  });

  it('closes from the close icon and from Escape, giving focus back to the button', async () => {
    const { user, panel } = await openPanel();
    await user.click(within(panel).getByRole('button', { name: 'Close the assistant' }));
    expect(panel).not.toBeVisible();
    const button = screen.getByRole('button', { name: 'AI Assistant' });
    expect(button).toHaveFocus();
    await user.click(button);
    await waitFor(() => expect(panel).toBeVisible());
    await user.keyboard('{Escape}');
    expect(panel).not.toBeVisible();
  });

  it('waits for a reply before sending the next message', async () => {
    // The reply is held until the test lets it go, however slowly the machine types.
    let release = () => {};
    const replyHeld = new Promise<void>((resolve) => (release = resolve));
    api.use(
      http.post('*/api/chat/', async () => {
        await replyHeld;
        return HttpResponse.json(sleepReply);
      }),
    );
    const { user, panel, input } = await openPanel();
    await user.type(input, 'one{Enter}');
    await user.type(input, 'two{Enter}');
    expect(within(panel).getAllByTestId('user-message')).toHaveLength(1);
    expect(input).toHaveValue('two');
    const replies = within(panel).getAllByTestId('assistant-message').length;
    release();
    await waitFor(() => expect(within(panel).getAllByTestId('assistant-message')).toHaveLength(replies + 1));
  });
});

// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toTestConfig, type InterpretBody, type Question, type TestFixture } from '../../../../schemas';
import ScreeningPage from '../../../../src/app/ScreeningRoute';
import { en } from '../../../../src/messages/en';
import { sw } from '../../../../src/messages/sw';
import { catalogue, fixtureByCode } from '../../../helpers/fixtures';
import { setupMockApi } from '../../../helpers/msw';
import { renderInLanguage, renderWithProviders } from '../../../helpers/render';

const api = setupMockApi();
const routes = [{ path: '/tests/:slug', element: <ScreeningPage /> }];

const depression = fixtureByCode('MH-001');
const breastCancer = fixtureByCode('LD-006');
const breastCancerSw = catalogue.localised.get('sw')?.get('LD-006') as TestFixture;

async function fresh() {
  window.localStorage.clear();
  // The language is also remembered in a cookie, for the server to render the next page in it.
  document.cookie = 'kipimo.language=; Path=/; Max-Age=0';
  await renderInLanguage('en');
}
beforeEach(fresh);
afterEach(fresh);

/**
 * Serves a test as our server does: in Kiswahili where it has a Kiswahili version, else in English, and
 * records the language of every request (`?lang=`) and every interpret body.
 */
function serve(english: TestFixture, kiswahili?: TestFixture) {
  const configLangs: (string | null)[] = [];
  const interpreted: { lang: string | null; body: InterpretBody }[] = [];
  api.use(
    http.get('*/api/config/', ({ request }) => {
      const lang = new URL(request.url).searchParams.get('lang');
      configLangs.push(lang);
      return HttpResponse.json(
        lang === 'sw' && kiswahili ? toTestConfig(kiswahili, 'sw') : toTestConfig(english, 'en'),
      );
    }),
    http.post('*/api/interpret/', async ({ request }) => {
      const lang = new URL(request.url).searchParams.get('lang');
      interpreted.push({ lang, body: (await request.json()) as InterpretBody });
      const kiswahiliResult = lang === 'sw' && kiswahili !== undefined;
      return HttpResponse.json({
        totalScore: 3,
        expectedTotalScore: 20,
        grade: kiswahiliResult ? 'Hatari ya wastani' : 'Average risk',
        lang: kiswahiliResult ? 'sw' : 'en',
      });
    }),
  );
  return { configLangs, interpreted };
}

function question(fixture: TestFixture, id: string): Question {
  const found = fixture.form.questions.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no question ${id}`);
  return found;
}

/** An option's text in a fixture, by the option's id. */
function optionText(fixture: TestFixture, questionId: string, optionId: string): string {
  const option = question(fixture, questionId).options.find((candidate) => candidate.id === optionId);
  if (!option) throw new Error(`no option ${optionId}`);
  return option.text;
}

describe('a test with no Kiswahili version, read in Kiswahili', () => {
  it('says so in one Kiswahili sentence on the intro and the questions, and keeps the test in English', async () => {
    await renderInLanguage('sw');
    const { configLangs } = serve(depression);
    const user = userEvent.setup();
    renderWithProviders(null, { routes, path: '/tests/depression' });

    const intro = await screen.findByRole('dialog');
    const notice = within(intro).getByTestId('english-only');
    expect(notice).toHaveTextContent(sw.test.englishOnly);
    expect(notice).toHaveAttribute('lang', 'sw');
    expect(configLangs).toEqual(['sw']);
    // The test's own words are English and marked so; the page around them is Kiswahili.
    expect(within(intro).getByRole('heading', { level: 2 })).toHaveAttribute('lang', 'en');
    expect(within(intro).getByText(depression.form.disclaimer)).toHaveAttribute('lang', 'en');
    expect(within(intro).getByText(sw.intro.disclaimerHeading)).toBeInTheDocument();

    await user.click(within(intro).getByRole('button', { name: sw.intro.begin }));
    const first = depression.form.questions[0]!;
    const text = await screen.findByText(first.question);
    expect(text).toHaveAttribute('lang', 'en');
    expect(screen.getByTestId('english-only')).toHaveTextContent(sw.test.englishOnly);
    expect(screen.getByTestId('english-only')).toHaveAttribute('lang', 'sw');
    const radio = screen.getByRole('radio', { name: first.options[0]!.text });
    expect(radio.closest('label')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('button', { name: sw.question.previous })).toBeDisabled();
  });

  it('shows no notice in English, nor for a test that has its Kiswahili version', async () => {
    serve(depression);
    const first = renderWithProviders(null, { routes, path: '/tests/depression' });
    await screen.findByRole('dialog');
    expect(screen.queryByTestId('english-only')).toBeNull();
    first.unmount();

    await renderInLanguage('sw');
    serve(breastCancer, breastCancerSw);
    renderWithProviders(null, { routes, path: '/tests/breast-cancer' });
    const intro = await screen.findByRole('dialog');
    expect(within(intro).getByText(breastCancerSw.form.disclaimer)).toHaveAttribute('lang', 'sw');
    expect(screen.queryByTestId('english-only')).toBeNull();
  });
});

describe('switching language in the middle of a test', () => {
  async function next(user: UserEvent, label: string) {
    await user.click(screen.getByRole('button', { name: label }));
  }

  it('keeps every answer chosen, shows the test in the new language, and submits the same option ids', async () => {
    const { configLangs, interpreted } = serve(breastCancer, breastCancerSw);
    const user = userEvent.setup();
    const { switchLanguage } = renderWithProviders(null, { routes, path: '/tests/breast-cancer' });
    await user.click(await screen.findByRole('button', { name: en.intro.begin }));

    // In English: a single choice, two ticks, and a single choice on the third question.
    await user.click(await screen.findByRole('radio', { name: optionText(breastCancer, 'sex', 'sex-0') }));
    await next(user, en.question.next);
    const reproductive = ['reproductive-0', 'reproductive-2'];
    for (const id of reproductive) {
      await user.click(
        await screen.findByRole('checkbox', { name: optionText(breastCancer, 'reproductive', id) }),
      );
    }
    await next(user, en.question.next);
    await user.click(
      await screen.findByRole('radio', { name: optionText(breastCancer, 'mammogram', 'mammogram-1') }),
    );

    await act(() => switchLanguage('sw'));

    // The same question, now in Kiswahili, with the same answer chosen.
    expect(await screen.findByText(question(breastCancerSw, 'mammogram').question)).toHaveAttribute(
      'lang',
      'sw',
    );
    expect(configLangs).toEqual(['en', 'sw']);
    expect(
      screen.getByRole('radio', { name: optionText(breastCancerSw, 'mammogram', 'mammogram-1') }),
    ).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent(sw.question.progress(3, 8));

    // Back through the earlier questions: their answers are still chosen.
    await next(user, sw.question.previous);
    await screen.findByText(question(breastCancerSw, 'reproductive').question);
    for (const option of question(breastCancerSw, 'reproductive').options) {
      const box = screen.getByRole('checkbox', { name: option.text });
      if (reproductive.includes(option.id)) expect(box).toBeChecked();
      else expect(box).not.toBeChecked();
    }
    await next(user, sw.question.previous);
    await screen.findByText(question(breastCancerSw, 'sex').question);
    expect(screen.getByRole('radio', { name: optionText(breastCancerSw, 'sex', 'sex-0') })).toBeChecked();

    // On to the end in Kiswahili.
    await next(user, sw.question.next);
    await next(user, sw.question.next);
    await screen.findByText(question(breastCancerSw, 'mammogram').question);
    await next(user, sw.question.next);
    await user.type(await screen.findByRole('textbox'), '45');
    await next(user, sw.question.next);
    for (const [id, none] of [
      ['family', 'family-5'],
      ['personal', 'personal-4'],
      ['lifestyle', 'lifestyle-3'],
    ] as const) {
      await screen.findByText(question(breastCancerSw, id).question);
      await user.click(screen.getByRole('checkbox', { name: optionText(breastCancerSw, id, none) }));
      await next(user, sw.question.next);
    }
    await screen.findByText(question(breastCancerSw, 'symptoms').question);
    await user.click(
      screen.getByRole('checkbox', { name: optionText(breastCancerSw, 'symptoms', 'symptoms-6') }),
    );
    await next(user, sw.question.submit);

    const grade = await screen.findByTestId('grade');
    expect(grade).toHaveTextContent('Hatari ya wastani');
    expect(grade).toHaveAttribute('lang', 'sw');
    await waitFor(() => expect(interpreted).toHaveLength(1));
    const [sent] = interpreted;
    expect(sent!.lang).toBe('sw');
    const byQuestion = Object.fromEntries(sent!.body.scores.map((answer) => [answer.questionId, answer]));
    expect(byQuestion.sex).toMatchObject({
      optionId: 'sex-0',
      text: optionText(breastCancerSw, 'sex', 'sex-0'),
    });
    expect(byQuestion.reproductive).toMatchObject({
      selectedIds: reproductive,
      selected: reproductive.map((id) => optionText(breastCancerSw, 'reproductive', id)),
    });
    expect(byQuestion.mammogram).toMatchObject({ optionId: 'mammogram-1' });
    expect(byQuestion.symptoms).toMatchObject({ selectedIds: ['symptoms-6'] });
  });

  it('restores saved progress by option id after a reload in the other language', async () => {
    serve(breastCancer, breastCancerSw);
    const user = userEvent.setup();
    const first = renderWithProviders(null, { routes, path: '/tests/breast-cancer' });
    await user.click(await screen.findByRole('button', { name: en.intro.begin }));
    await user.click(await screen.findByRole('radio', { name: optionText(breastCancer, 'sex', 'sex-0') }));
    await next(user, en.question.next);
    await screen.findByText(question(breastCancer, 'reproductive').question);
    first.unmount();

    await renderInLanguage('sw');
    renderWithProviders(null, { routes, path: '/tests/breast-cancer' });
    await screen.findByText(question(breastCancerSw, 'reproductive').question);
    await next(user, sw.question.previous);
    expect(
      await screen.findByRole('radio', { name: optionText(breastCancerSw, 'sex', 'sex-0') }),
    ).toBeChecked();
  });
});

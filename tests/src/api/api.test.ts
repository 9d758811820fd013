// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { toTestConfig } from '../../../schemas';
import { api } from '../../../src/api/api';
import { createStore } from '../../../src/lib/store';
import { fixtureByCode } from '../../helpers/fixtures';
import { setupMockApi } from '../../helpers/msw';

/** The API slice checks every answer against the schemas before a screen sees it. */
const server = setupMockApi();
const phq9 = toTestConfig(fixtureByCode('MH-001'));

describe('the API slice', () => {
  it('gives a valid configuration, and an error for one that fails its schema', async () => {
    server.use(http.get('*/api/config/', () => HttpResponse.json(phq9)));
    const store = createStore();
    const good = await store.dispatch(
      api.endpoints.getTestConfig.initiate({ testCode: 'MH-001', lang: 'en' }),
    );
    expect(good.data?.questions).toHaveLength(phq9.questions.length);

    const { resultHeading: _missing, ...incomplete } = phq9;
    server.use(http.get('*/api/config/', () => HttpResponse.json(incomplete)));
    const bad = await createStore().dispatch(
      api.endpoints.getTestConfig.initiate({ testCode: 'MH-001', lang: 'en' }),
    );
    expect(bad.isError).toBe(true);
    expect(bad.data).toBeUndefined();
    // A readable error: what is wrong, and where.
    expect(bad.error).toEqual({
      status: 'CUSTOM_ERROR',
      error: 'The answer is not in the expected shape: resultHeading: expected string',
    });
  });

  it('gives a result with what a result needs, and null for one without a grade', async () => {
    const store = createStore();
    server.use(
      http.post('*/api/interpret/', () =>
        HttpResponse.json({ totalScore: 3, expectedTotalScore: 27, grade: 'Minimal', level: 'not a number' }),
      ),
    );
    const result = await store
      .dispatch(api.endpoints.interpret.initiate({ testCode: 'MH-001', scores: [], lang: 'en' }))
      .unwrap();
    expect(result).toEqual({ totalScore: 3, expectedTotalScore: 27, grade: 'Minimal' }); // the bad field left out

    server.use(http.post('*/api/interpret/', () => HttpResponse.json({ totalScore: 3 })));
    const empty = await store
      .dispatch(api.endpoints.interpret.initiate({ testCode: 'MH-001', scores: [], lang: 'en' }))
      .unwrap();
    expect(empty).toBeNull();
  });

  it("refuses an assistant's reply of another shape", async () => {
    const store = createStore();
    server.use(
      http.post('*/api/chat/', () => HttpResponse.json({ descriptions: ['Hello'], routeslugs: [] })),
    );
    const reply = await store
      .dispatch(api.endpoints.chat.initiate({ conversationHistory: '', userInput: 'hello' }))
      .unwrap();
    expect(reply.descriptions).toEqual(['Hello']);

    server.use(http.post('*/api/chat/', () => HttpResponse.json({ text: 'no' })));
    await expect(
      store.dispatch(api.endpoints.chat.initiate({ conversationHistory: '', userInput: 'hello' })).unwrap(),
    ).rejects.toEqual({
      status: 'CUSTOM_ERROR',
      error:
        'The answer is not in the expected shape: descriptions: expected array; routeslugs: expected array',
    });
  });
});

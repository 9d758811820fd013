import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { Answer, ChatBody, Result } from '../../schemas';
import { settings } from '../settings';

/** Resolves an address against the page, so the same code works in browsers and in jsdom tests. */
function absolute(address: string): string {
  return new URL(address, window.location.href).toString();
}

export interface InterpretRequest {
  testCode: string;
  scores: Answer[];
}

export const api = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({ timeout: 0 }),
  endpoints: (build) => ({
    /** The raw configuration: the test page validates it before rendering (incomplete means not found). */
    getTestConfig: build.query<unknown, string>({
      query: (testCode) => ({ url: absolute(settings.configUrl), headers: { 'x-test-code': testCode } }),
      keepUnusedDataFor: 600,
    }),
    interpret: build.mutation<Result | null, InterpretRequest>({
      query: ({ testCode, scores }) => ({
        url: absolute(`${settings.apiBase}/interpret/`),
        method: 'POST',
        headers: { 'x-test-code': testCode },
        body: { scores },
      }),
    }),
    /** The assistant's reply, unchecked: the assistant validates it and treats anything else as empty. */
    chat: build.mutation<unknown, ChatBody>({
      query: (body) => ({ url: absolute(`${settings.apiBase}/chat/`), method: 'POST', body }),
    }),
  }),
});

export const { useGetTestConfigQuery, useInterpretMutation, useChatMutation } = api;

import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { Answer, ChatBody, Result } from '../../schemas';
import type { Language } from '../i18n/language';
import { settings } from '../settings';

/** Resolves an address against the page, so the same code works in browsers and in jsdom tests. */
function absolute(address: string): string {
  return new URL(address, window.location.href).toString();
}

/** The address with `?lang=` (Contract 2), keeping any query the configured address already has. */
function inLanguage(address: string, lang: Language): string {
  const url = new URL(absolute(address));
  url.searchParams.set('lang', lang);
  return url.toString();
}

export interface TestConfigRequest {
  testCode: string;
  /** The language asked for; the configuration says which it is in (`lang`), English where it has no other. */
  lang: Language;
}

export interface InterpretRequest {
  testCode: string;
  scores: Answer[];
  /** The language of the test the visitor took: the result comes in it. */
  lang: Language;
}

export const api = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({ timeout: 0 }),
  endpoints: (build) => ({
    /**
     * The raw configuration: the test page validates it before rendering (incomplete means not found). The
     * language is part of the cache key, so a switch fetches the configuration in the new language.
     */
    getTestConfig: build.query<unknown, TestConfigRequest>({
      query: ({ testCode, lang }) => ({
        url: inLanguage(settings.configUrl, lang),
        headers: { 'x-test-code': testCode },
      }),
      keepUnusedDataFor: 600,
    }),
    interpret: build.mutation<Result | null, InterpretRequest>({
      query: ({ testCode, scores, lang }) => ({
        url: inLanguage(`${settings.apiBase}/interpret/`, lang),
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

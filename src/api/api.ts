import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type * as z from 'zod/mini';
import type { Answer, ChatBody, ChatReply, Result, TestConfig } from '../../schemas';
import type { Language } from '../i18n/language';
import { settings } from '../settings';
import { parseResult } from './parseResult';
import { chatReplySchema, describeIssues, testConfigSchema } from './schemas';

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
  // An answer that fails its schema is an ordinary error of the request, which the screens already handle.
  catchSchemaFailure: (error) => ({
    status: 'CUSTOM_ERROR' as const,
    error: `The answer is not in the expected shape: ${describeIssues(error.issues as z.core.$ZodIssue[])}`,
  }),
  endpoints: (build) => ({
    /**
     * The configuration, validated here: one that fails its schema is an error (the test page then says the
     * test was not found). The language is part of the cache key, so a switch fetches it in the new language.
     */
    getTestConfig: build.query<TestConfig, TestConfigRequest>({
      query: ({ testCode, lang }) => ({
        url: inLanguage(settings.configUrl, lang),
        headers: { 'x-test-code': testCode },
      }),
      responseSchema: testConfigSchema,
      keepUnusedDataFor: 600,
    }),
    /** The result, or null when it lacks what a result needs (a malformed optional section is left out). */
    interpret: build.mutation<Result | null, InterpretRequest>({
      query: ({ testCode, scores, lang }) => ({
        url: inLanguage(`${settings.apiBase}/interpret/`, lang),
        method: 'POST',
        headers: { 'x-test-code': testCode },
        body: { scores },
      }),
      transformResponse: (raw: unknown) => parseResult(raw),
    }),
    /** The assistant's reply, validated: a reply of another shape is an error (the panel says so). */
    chat: build.mutation<ChatReply, ChatBody>({
      query: (body) => ({ url: absolute(`${settings.apiBase}/chat/`), method: 'POST', body }),
      responseSchema: chatReplySchema,
    }),
  }),
});

export const { useGetTestConfigQuery, useInterpretMutation, useChatMutation } = api;

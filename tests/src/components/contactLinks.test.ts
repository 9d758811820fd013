// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { schedulingEmbedUrl, whatsappChatUrl } from '../../../src/components/contactLinks';
import { queryFields } from '../../../src/settings';

describe('whatsappChatUrl', () => {
  it('opens wa.me with the number in digits and the message encoded', () => {
    expect(whatsappChatUrl('+254 700 000 000', 'Hello! I have a question & more?')).toBe(
      'https://wa.me/254700000000?text=Hello!%20I%20have%20a%20question%20%26%20more%3F',
    );
  });
});

describe('schedulingEmbedUrl', () => {
  it('adds the prefill and tracking fields', () => {
    const url = new URL(
      schedulingEmbedUrl(
        'https://cal.example/team/consult',
        queryFields('a1=Health screening'),
        queryFields('?utm_source=site&utm_medium=web'),
      ),
    );
    expect(url.origin + url.pathname).toBe('https://cal.example/team/consult');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      a1: 'Health screening',
      utm_source: 'site',
      utm_medium: 'web',
    });
  });

  it("keeps a field the provider's address already sets", () => {
    const url = new URL(
      schedulingEmbedUrl('https://cal.example/c?utm_source=own', [], [['utm_source', 'default']]),
    );
    expect(url.searchParams.getAll('utm_source')).toEqual(['own']);
  });
});

describe('queryFields', () => {
  it('reads a query string setting, ignoring empty names', () => {
    expect(queryFields('')).toEqual([]);
    expect(queryFields('?a=1&=x&b=two%20words')).toEqual([
      ['a', '1'],
      ['b', 'two words'],
    ]);
  });
});

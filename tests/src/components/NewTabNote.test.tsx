// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NewTabNote } from '../../../src/components/NewTabNote';
import { en as t } from '../../../src/messages/en';

describe('NewTabNote', () => {
  it('adds " (opens in a new tab)" to the name of the link it sits in, hidden from the eye', () => {
    render(
      <a href="https://example.org" target="_blank" rel="noopener noreferrer">
        About Us
        <NewTabNote />
      </a>,
    );
    // jsdom's accessible-name code drops the space that Chromium keeps (the e2e specs check the name there).
    const link = screen.getByRole('link', { name: /^About Us ?\(opens in a new tab\)$/ });
    expect(link).toHaveTextContent('About Us (opens in a new tab)', { normalizeWhitespace: false });
    const note = link.querySelector('span')!;
    expect(note).toHaveTextContent('(opens in a new tab)');
    expect(getComputedStyle(note).position).toBe('absolute');
    expect(getComputedStyle(note).width).toBe('1px');
    expect(getComputedStyle(note).overflow).toBe('hidden');
  });

  it('is the one message for every new-tab link', () => {
    expect(t.opensInNewTab).toBe('(opens in a new tab)');
    const catalogue = JSON.stringify(t);
    expect(catalogue.split('(opens in a new tab)')).toHaveLength(2);
  });
});

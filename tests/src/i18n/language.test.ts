// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { deviceLanguage, rememberLanguage } from '../../../src/i18n/language';

const clearCookie = () => {
  document.cookie = 'kipimo.language=; Path=/; Max-Age=0';
};

afterEach(() => {
  window.localStorage.clear();
  clearCookie();
});

describe("the visitor's language at start", () => {
  it('is the cookie when the device remembers another (a choice made before the app took the page over)', () => {
    window.localStorage.setItem('kipimo.language', 'en');
    document.cookie = 'kipimo.language=sw; Path=/';
    expect(deviceLanguage()).toBe('sw');
  });

  it("is the device's when there is no cookie, and the server is told it", () => {
    window.localStorage.setItem('kipimo.language', 'sw');
    expect(deviceLanguage()).toBe('sw');
    expect(document.cookie).toContain('kipimo.language=sw');
  });

  it('is written to both by a choice in the app', () => {
    rememberLanguage('sw');
    expect(window.localStorage.getItem('kipimo.language')).toBe('sw');
    expect(document.cookie).toContain('kipimo.language=sw');
  });
});

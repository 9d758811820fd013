import { createContext, useContext } from 'react';

/**
 * The language of a result's own words (grade, description, next steps...), that of the test the visitor took;
 * it may differ from the page's (a Kiswahili reader's result of a test offered in English only). Sections mark
 * those words with it, their headings stay in the page's language.
 */
export const ResultLanguage = createContext<string | undefined>(undefined);

export function useResultLanguage(): string | undefined {
  return useContext(ResultLanguage);
}

import type { ComponentProps } from 'react';
import type { Language } from '../i18n/language';
import { KeepShareBlock } from '../features/my-results/KeepShareBlock';
import { preloadMyResultsMessages } from '../features/my-results/messages';
import { ResultScreen } from '../features/results/ResultScreen';
import { preloadResultTexts } from '../features/results/texts';

type ResultProps = Omit<ComponentProps<typeof ResultScreen>, 'actions'>;

/**
 * The result screen (features/results) with the keep / share / download block of features/my-results under
 * it: the screen a test ends on and the one a kept result opens to, the same both times.
 */
export function ResultWithActions(props: ResultProps) {
  return <ResultScreen {...props} actions={<KeepShareBlock {...props} />} />;
}

/** Downloads this screen's texts in a language (the English come with it), so it shows without waiting. */
export function preloadResultScreenTexts(language: Language): Promise<unknown> {
  return Promise.all([preloadResultTexts(language), preloadMyResultsMessages(language)]);
}

import type { ComponentProps } from 'react';
import { KeepShareBlock } from '../features/my-results/KeepShareBlock';
import { ResultScreen } from '../features/results/ResultScreen';

type ResultProps = Omit<ComponentProps<typeof ResultScreen>, 'actions'>;

/**
 * The result screen (features/results) with the keep / share / download block of features/my-results under
 * it: the screen a test ends on and the one a kept result opens to, the same both times.
 */
export function ResultWithActions(props: ResultProps) {
  return <ResultScreen {...props} actions={<KeepShareBlock {...props} />} />;
}

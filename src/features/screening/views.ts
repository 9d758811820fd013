import type { ComponentType } from 'react';
import type { Answer, Result, TestConfig } from '../../../schemas';

/**
 * The screens of other features a test shows: the result (features/results) and the search box of the
 * not-found page (features/search). A feature imports no other feature, so src/app/TestRoute.tsx passes them in.
 */
export interface TestViews {
  ResultScreen: ComponentType<{ config: TestConfig; result: Result; answers: Answer[]; completedAt: number }>;
  SearchBox: ComponentType;
}

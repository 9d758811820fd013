export interface LintProblem {
  /** Errors block a fixture; warnings are shown to the reviewer but allowed. */
  severity: 'error' | 'warning';
  message: string;
}

export function error(message: string): LintProblem {
  return { severity: 'error', message };
}

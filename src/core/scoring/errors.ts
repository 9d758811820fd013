import { formatPath } from '../../../schemas/validation';

/** A problem with the visitor's answers: the API answers it as 400 with this code and message. */
export class AnswerError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'AnswerError';
  }
}

/** One problem with a fixture's scoring: the path of the field inside it, and what is wrong. */
export interface ScoringIssue {
  path: readonly PropertyKey[];
  message: string;
}

/**
 * A fixture names a scoring rule that does not exist, or gives a rule params it cannot use: a fault in the
 * fixture, found when the fixture loads (the server will not start with it), never on a visitor's request.
 */
export class ScoringSetupError extends Error {
  constructor(
    readonly issues: readonly ScoringIssue[],
    what = 'bad scoring',
  ) {
    super(`${what}: ${issues.map((issue) => `${formatPath(issue.path)}: ${issue.message}`).join('; ')}`);
    this.name = 'ScoringSetupError';
  }
}

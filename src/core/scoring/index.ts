export { scoreAnswers, type ScoreOptions } from './engine';
export { AnswerError, ScoringSetupError, type ScoringIssue } from './errors';
export { nextQuestionIndex, parseNumber, resolvePath } from './path';
export { checkTestFixture } from './checkFixture';
export { prepareScoring } from './prepare';
export { ruleNames } from './rules';
export { linkWarningSigns, signReferences, type WarningSignCatalogue } from './warningSigns';
export { localiseFixture } from './localise';

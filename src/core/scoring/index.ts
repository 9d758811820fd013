export { scoreAnswers, type ScoreOptions } from './engine';
export { AnswerError, ScoringSetupError, type ScoringIssue } from './errors';
export { nextQuestionIndex, parseNumber, resolvePath } from './path';
export { checkTestFixture, type FixtureContext } from './checkFixture';
export {
  fillLoadTemplates,
  fillText,
  loadTemplatesIn,
  placeableLines,
  textValuesOf,
  type PlaceableLine,
  type TextValues,
} from './fixtureTexts';
export { compare, type Comparison } from './conditions';
export { prepareScoring } from './prepare';
export { ruleNames } from './rules';
export { linkWarningSigns, signReferences, type WarningSignCatalogue } from './warningSigns';
export { localiseFixture } from './localise';

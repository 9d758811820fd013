export { scoreAnswers, type ScoreOptions } from './engine';
export { AnswerError } from './errors';
export { nextQuestionIndex, parseNumber, resolvePath } from './path';
export { ruleNames } from './rules';

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

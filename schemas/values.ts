// No zod here: the web app imports these, and a value imported from a module that builds zod schemas brings
// zod and every schema of that module into the browser (the bundler cannot tell that building them is free of
// side effects). The schemas import them from here and export them as before.

/**
 * A number answer as typed: a plain decimal of up to 9 digits and 4 decimals ("42", "1.5", "-3"). The
 * server's scoring and the web app's form both check number answers with it, so they agree on what counts.
 */
export const numberAnswerPattern = /^-?\d{1,9}(\.\d{1,4})?$/;

export const chatInputMaxLength = 2000;
export const chatHistoryMaxLength = 20000;

/**
 * How soon a visitor needs care (api.md, Contract 2), from least to most urgent. The order is the meaning:
 * the engine takes the highest of a band's urgency and every raised warning sign, and nothing lowers it.
 */
export const urgencies = ['none', 'routine', 'soon', 'today', 'emergency'] as const;
export type Urgency = (typeof urgencies)[number];

/** The more urgent of two urgencies. */
export function higherUrgency(a: Urgency, b: Urgency): Urgency {
  return urgencies.indexOf(a) >= urgencies.indexOf(b) ? a : b;
}

/** Whether an urgency needs a clinician the same day or sooner: such a result never looks reassuring. */
export function isUrgent(urgency: Urgency): boolean {
  return urgency === 'today' || urgency === 'emergency';
}

import type { Question } from '../../schemas';
import { nextQuestionIndex } from '../../src/core/scoring/path';

export interface BranchTarget {
  option: string;
  /** The question this option leads to (as the web app and the server walk it), or null when the test ends. */
  target: string | null;
  /** The question the option names when that one does not exist or lies behind it (the walk then goes on in order). */
  dangling: string | null;
}

export interface BranchNode {
  question: Question;
  index: number;
  reachable: boolean;
  targets: BranchTarget[];
}

/** Every question, where each answer leads, and which questions no path reaches. */
export function branchMap(questions: readonly Question[]): BranchNode[] {
  const indexOf = new Map(questions.map((question, index) => [question.id, index]));
  // The walk itself is the engine's, so the map shows the path a visitor really takes.
  const targetAfter = (index: number, chosen: Question['options']) =>
    questions[nextQuestionIndex(questions, index, chosen)]?.id ?? null;
  const nodes = questions.map((question, index): BranchNode => {
    const targets =
      question.options.length === 0
        ? [{ option: '(typed answer)', target: targetAfter(index, []), dangling: null }]
        : question.options.map((option) => {
            const named = option.nextQuestion;
            const broken = named !== null && (indexOf.get(named) ?? -1) <= index;
            return {
              option: option.text,
              target: targetAfter(index, [option]),
              dangling: broken ? named : null,
            };
          });
    return { question, index, reachable: false, targets };
  });

  const queue = nodes.length > 0 ? [0] : [];
  const seen = new Set<number>();
  while (queue.length > 0) {
    const index = queue.shift() as number;
    if (seen.has(index)) continue;
    seen.add(index);
    const node = nodes[index] as BranchNode;
    node.reachable = true;
    for (const target of node.targets) {
      const next = target.target === null ? undefined : indexOf.get(target.target);
      if (next !== undefined) queue.push(next);
    }
  }
  return nodes;
}

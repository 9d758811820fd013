import type { Question } from '../../schemas';

export interface BranchTarget {
  option: string;
  /** The question this option leads to, or null when the test ends after it. */
  target: string | null;
  /** True when the option names a question that does not exist or lies behind it. */
  dangling: boolean;
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
  const nodes = questions.map((question, index): BranchNode => {
    const inOrder = questions[index + 1]?.id ?? null;
    const targets =
      question.options.length === 0
        ? [{ option: '(typed answer)', target: inOrder, dangling: false }]
        : question.options.map((option) => {
            if (option.nextQuestion === null)
              return { option: option.text, target: inOrder, dangling: false };
            const targetIndex = indexOf.get(option.nextQuestion);
            return {
              option: option.text,
              target: option.nextQuestion,
              dangling: targetIndex === undefined || targetIndex <= index,
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
      const next = target.target === null || target.dangling ? undefined : indexOf.get(target.target);
      if (next !== undefined) queue.push(next);
    }
  }
  return nodes;
}

import { describe, expect, it } from 'vitest';
import { branchMap } from '../../../preview/lint/branching';
import type { Question } from '../../../schemas';

const question = (id: string, ...branches: (string | null)[]): Question =>
  ({
    id,
    question: `Question ${id}`,
    type: 'single-select',
    options: branches.map((nextQuestion, index) => ({ text: `Option ${index}`, score: index, nextQuestion })),
  }) as Question;

describe('the branch map', () => {
  it('follows an option that names an earlier question on to the next in order, as the engine walks it', () => {
    const nodes = branchMap([question('q1', null, 'q3'), question('q2', 'q1'), question('q3', null)]);
    expect(nodes[1]!.targets[0]).toEqual({ option: 'Option 0', target: 'q3', dangling: 'q1' });
    expect(nodes.map((node) => node.reachable)).toEqual([true, true, true]);
  });

  it('follows a branch to a question that does not exist on to the next in order, and says so', () => {
    const nodes = branchMap([question('q1', 'q99'), question('q2', null)]);
    expect(nodes[0]!.targets[0]).toEqual({ option: 'Option 0', target: 'q2', dangling: 'q99' });
    expect(nodes[1]!.reachable).toBe(true);
  });

  it('marks a question that every path jumps over as unreachable, and the end of the test as null', () => {
    const nodes = branchMap([question('q1', 'q3', 'q3'), question('q2', null), question('q3', null)]);
    expect(nodes.map((node) => node.reachable)).toEqual([true, false, true]);
    expect(nodes[2]!.targets[0]!.target).toBeNull();
  });
});

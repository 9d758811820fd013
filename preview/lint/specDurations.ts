/** Test durations the spec fixes (section 9): every mental health and physical activity test, and three more. */
export function specDuration(testCode: string): string | undefined {
  if (testCode.startsWith('MH-') || testCode === 'PA-001' || testCode === 'PA-002') return '5 minutes';
  if (testCode === 'DN-001') return '10 minutes';
  if (['GW-001', 'DA-001', 'LD-001'].includes(testCode)) return '8 minutes';
  return undefined;
}

import { useEffect, useState } from 'react';

/**
 * How long a reply may take before the panel offers the crisis lines beside the typing dots. The server answers
 * in milliseconds and a slow link adds a few seconds: a reply that has not come in this long is stuck on the way
 * (a phone with signal but no data). No timer gives up on it, so a message that may have been a crisis would
 * otherwise get no help at all.
 */
export const slowReplyMs = 10_000;

/** True once `waiting` has lasted `slowReplyMs`; false again when it ends. */
export function useSlowReply(waiting: boolean): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!waiting) return undefined;
    const timer = window.setTimeout(() => setSlow(true), slowReplyMs);
    return () => {
      window.clearTimeout(timer);
      setSlow(false);
    };
  }, [waiting]);
  return slow;
}

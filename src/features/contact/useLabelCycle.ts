import { useEffect, useState } from 'react';

/** Spec: the labels show by themselves, 15 s collapsed then 5 s expanded, over and over. */
export const collapsedMs = 15_000;
export const expandedMs = 5_000;

/** Whether the timer has the labels expanded right now. */
export function useLabelCycle(): boolean {
  const [expanded, setExpanded] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setExpanded(!expanded), expanded ? expandedMs : collapsedMs);
    return () => window.clearTimeout(timer);
  }, [expanded]);
  return expanded;
}

import Box from '@mui/material/Box';
import { keyframes } from '@emotion/react';
import { useEffect, useState, type ReactNode } from 'react';

/** Slide distance and time of the question transition (spec section 9). */
export const slideOffsetPx = 80;
export const slideMs = 400;

const slide = (from: number, to: number, fromOpacity: number, toOpacity: number) =>
  keyframes`from { transform: translateX(${from}px); opacity: ${fromOpacity}; } to { transform: translateX(${to}px); opacity: ${toOpacity}; }`;

/** Forward: the old question leaves to the left and the new one comes from the right; back mirrors it. */
const animations = {
  forward: { in: slide(slideOffsetPx, 0, 0, 1), out: slide(0, -slideOffsetPx, 1, 0) },
  back: { in: slide(-slideOffsetPx, 0, 0, 1), out: slide(0, slideOffsetPx, 1, 0) },
};

export type Direction = 'forward' | 'back';

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

interface SlideTransitionProps {
  /** Identifies the step shown; a change slides the old step out and the new one in. */
  stepKey: string;
  direction: Direction;
  /** Renders a step; `active` is false for the step sliding out. */
  render: (stepKey: string, active: boolean) => ReactNode;
}

/**
 * Slides the current step in and the previous one out, together, in the direction of travel. With
 * prefers-reduced-motion nothing moves: the new step simply replaces the old one.
 */
export function SlideTransition({ stepKey, direction, render }: SlideTransitionProps) {
  const [shown, setShown] = useState(stepKey);
  const [leaving, setLeaving] = useState<string | null>(null);
  if (shown !== stepKey) {
    // Adjusting state while rendering: the leaving step must appear in this very render, not one later.
    setShown(stepKey);
    setLeaving(prefersReducedMotion() ? null : shown);
  }

  useEffect(() => {
    if (leaving === null) return undefined;
    const timer = setTimeout(() => setLeaving(null), slideMs);
    return () => clearTimeout(timer);
  }, [leaving]);

  const motion = animations[direction];
  return (
    <Box
      sx={{
        display: 'grid',
        '& > [data-slide]': { gridArea: '1 / 1', minWidth: 0 },
        '@media (prefers-reduced-motion: reduce)': { '& > [data-slide]': { animation: 'none' } },
      }}
    >
      {leaving !== null && leaving !== stepKey && (
        <Box
          key={leaving}
          data-slide="out"
          data-direction={direction}
          inert
          aria-hidden="true"
          sx={{ pointerEvents: 'none', animation: `${motion.out} ${slideMs}ms ease-in forwards` }}
        >
          {render(leaving, false)}
        </Box>
      )}
      <Box
        key={stepKey}
        data-slide="in"
        data-direction={direction}
        sx={{ animation: `${motion.in} ${slideMs}ms ease-out` }}
      >
        {render(stepKey, true)}
      </Box>
    </Box>
  );
}

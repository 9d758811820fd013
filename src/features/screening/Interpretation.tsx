import { useEffect, useRef } from 'react';
import { useInterpretMutation, type InterpretRequest } from '../../api/api';
import { withStore } from '../../lib/StoreProvider';
import type { Result } from '../../../schemas';

/** How a submit ended: the result (null when it lacks what a result needs), or the request failed. */
export type Interpreted = { result: Result | null } | { failed: unknown };

export interface InterpretationProps {
  /** The answers to interpret; each new request is sent once. */
  request: InterpretRequest;
  /** Hears how the request ended (the runner then shows the result, or keeps the answers for a retry). */
  onInterpreted: (outcome: Interpreted) => void;
}

/**
 * POST /api/interpret/ through RTK Query's useInterpretMutation (its URL, headers, result validation and errors
 * are the API slice's). A chunk of its own with the store, which the runner starts downloading when the visitor
 * begins and renders once they submit: the first question carries no Redux. It shows nothing itself: the runner
 * shows that the answers are being analysed.
 */
const Interpretation = withStore(Interpret);
export default Interpretation;

function Interpret({ request, onInterpreted }: InterpretationProps) {
  const [interpret] = useInterpretMutation();
  // Sent once per request, though React may run an effect twice (StrictMode in development).
  const sent = useRef<InterpretRequest | null>(null);
  useEffect(() => {
    if (sent.current === request) return;
    sent.current = request;
    interpret(request)
      .unwrap()
      .then(
        (result) => onInterpreted({ result }),
        (error: unknown) => onInterpreted({ failed: error }),
      );
  }, [interpret, request, onInterpreted]);
  return null;
}

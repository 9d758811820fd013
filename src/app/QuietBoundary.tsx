import { Component, type ReactNode } from 'react';
import { ChunkLoadError } from '../lib/chunkLoad';

/** After a failed download, how long to wait before each new try: a phone's link often comes back in seconds. */
export const widgetRetryDelaysMs = [5_000, 15_000, 45_000, 120_000];

interface QuietBoundaryProps {
  /** What it shows; as a function, of the try it is on (0 first): a new try may need a new lazy component. */
  children: ReactNode | ((attempt: number) => ReactNode);
  /** Try the children again after these delays when what failed was a chunk's download. Else a failure is final. */
  retryDelaysMs?: readonly number[];
}

/**
 * A floating widget that fails disappears instead of taking the page down. When its chunk did not download (a
 * dropped mobile link), it can come back: WhatsApp, booking and the assistant's crisis help must not stay gone
 * for the rest of the visit because of one failed request.
 */
export class QuietBoundary extends Component<QuietBoundaryProps, { failed: boolean; attempt: number }> {
  override state = { failed: false, attempt: 0 };
  private retryTimer: ReturnType<typeof setTimeout> | undefined;

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    const delay = this.props.retryDelaysMs?.[this.state.attempt];
    if (!(error instanceof ChunkLoadError) || delay === undefined) return;
    this.retryTimer = setTimeout(
      () => this.setState(({ attempt }) => ({ failed: false, attempt: attempt + 1 })),
      delay,
    );
  }

  override componentWillUnmount() {
    clearTimeout(this.retryTimer);
  }

  override render() {
    const { children } = this.props;
    if (this.state.failed) return null;
    return typeof children === 'function' ? children(this.state.attempt) : children;
  }
}

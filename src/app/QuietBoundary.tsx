import { Component, type ReactNode } from 'react';
import { ChunkLoadError } from '../lib/chunkLoad';

/** After a failed download, how long to wait before each new try: a phone's link often comes back in seconds. */
export const widgetRetryDelaysMs = [5_000, 15_000, 45_000, 120_000];

interface QuietBoundaryProps {
  children: ReactNode;
  /**
   * Try the children again after these delays when what failed was a chunk's download (a lazy component
   * whose next render downloads it again, `lazyRoute(…, { retry: true })`). Without it a failure is final.
   */
  retryDelaysMs?: readonly number[];
}

/**
 * A floating widget that fails disappears instead of taking the page down. When its chunk did not download (a
 * dropped mobile link), it can come back: WhatsApp, booking and the assistant's crisis help must not stay gone
 * for the rest of the visit because of one failed request.
 */
export class QuietBoundary extends Component<QuietBoundaryProps, { failed: boolean }> {
  override state = { failed: false };
  private tries = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    const delay = this.props.retryDelaysMs?.[this.tries];
    if (!(error instanceof ChunkLoadError) || delay === undefined) return;
    this.tries += 1;
    this.retryTimer = setTimeout(() => this.setState({ failed: false }), delay);
  }

  override componentWillUnmount() {
    clearTimeout(this.retryTimer);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

import { Component, type ReactNode } from 'react';

/** A floating widget that fails (its chunk did not download, say) disappears instead of taking the page down. */
export class QuietBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

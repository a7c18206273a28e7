import { Component } from 'react';
import type { ReactNode } from 'react';

/** The map is extra: if its code cannot load or Leaflet throws, say so and keep the tracking screen working. */
export class MapBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    if (this.state.failed) {
      return (
        <p className="notice" role="status">
          Unable to load Map
        </p>
      );
    }
    return this.props.children;
  }
}

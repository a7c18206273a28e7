import { Component } from 'react';
import type { ReactNode } from 'react';
import { SPEC } from '../../config/messages';
import { t } from '../../i18n';

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
          {t(SPEC.unableToLoadMap)}
        </p>
      );
    }
    return this.props.children;
  }
}

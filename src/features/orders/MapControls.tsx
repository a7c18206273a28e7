/**
 * Every map's zoom buttons and credit, in the app's language: Leaflet's own are English ('Zoom in', 'A JavaScript
 * library for interactive maps'). The maps turn Leaflet's off (zoomControl, attributionControl) and draw these.
 */
import { AttributionControl, ZoomControl } from 'react-leaflet';
import { t } from '../../i18n';
import { m } from './mapMessages';
import './mapControls.css';

const OSM = '<a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';
const LEAFLET = '<a href="https://leafletjs.com">Leaflet</a>';

/** The credit the tiles need, for a TileLayer's attribution. */
export const mapCredit = (): string => t(m.credit, { osm: OSM });

export function MapControls() {
  return (
    <>
      <ZoomControl zoomInTitle={t(m.zoomIn)} zoomOutTitle={t(m.zoomOut)} />
      <AttributionControl prefix={LEAFLET} />
    </>
  );
}

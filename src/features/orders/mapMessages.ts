import { defineMessages } from '../../i18n';

/** A map's own controls and credit (Leaflet writes them in English): loaded with the maps. */
export const m = defineMessages('map', {
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  // {osm} is the link to OpenStreetMap's copyright page, whose name stays as it is.
  credit: '© {osm} contributors',
});

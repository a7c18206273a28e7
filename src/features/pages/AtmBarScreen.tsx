import { MrpNightGrid } from './MrpNightGrid';
import { StaticPageScreen } from './StaticPageScreen';

/** /atm-bar: the bar's page from the server, then its MRP night list. */
export function AtmBarScreen() {
  return (
    <StaticPageScreen slug="atm-bar" title="ATM Bar">
      <MrpNightGrid headingLevel="h2" />
    </StaticPageScreen>
  );
}

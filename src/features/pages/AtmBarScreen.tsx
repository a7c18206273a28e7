import { TITLES } from '../../app/routeTitles';
import { t } from '../../i18n';
import { MrpNightGrid } from './MrpNightGrid';
import { StaticPageScreen } from './StaticPageScreen';

/** /atm-bar: the bar's page from the server, then its MRP night list. */
export function AtmBarScreen() {
  return (
    <StaticPageScreen slug="atm-bar" title={t(TITLES.atmBar)}>
      <MrpNightGrid headingLevel="h2" />
    </StaticPageScreen>
  );
}

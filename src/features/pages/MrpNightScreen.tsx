import { MrpNightGrid } from './MrpNightGrid';

/** /mrp-night (SPEC 2): the price list on its own. */
export function MrpNightScreen() {
  return (
    <div className="screen">
      <MrpNightGrid headingLevel="h1" />
    </div>
  );
}

/**
 * SPEC 2 "MRP night screen": the spirits and their prices in rupees, exactly as the spec writes them (its
 * spellings included: they are what the bar's printed list says). One source: /mrp-night and /atm-bar show it.
 * A pack of '25 peg' (SPEC 9) is a 750 ml bottle: 25 pegs of 30 ml, at the bottle's printed MRP.
 */
export interface MrpSpirit {
  name: string;
  /** Whole rupees */
  price: number;
  kind: 'Whisky' | 'Vodka' | 'Gin';
}

export const MRP_NIGHT_SPIRITS: readonly MrpSpirit[] = [
  { name: '100-Piper', price: 1300, kind: 'Whisky' },
  { name: '100 Pipers 12 Y/O', price: 1600, kind: 'Whisky' },
  { name: 'Black Dog centenary', price: 1300, kind: 'Whisky' },
  { name: 'Black Dog Deluxe', price: 1600, kind: 'Whisky' },
  { name: 'Ballentines', price: 1500, kind: 'Whisky' },
  { name: 'Jameson', price: 1800, kind: 'Whisky' },
  { name: 'Red label', price: 1500, kind: 'Whisky' },
  { name: 'Black Label', price: 2500, kind: 'Whisky' },
  { name: 'Glenlivit 12Y/O', price: 4000, kind: 'Whisky' },
  { name: 'Glenfiddich 12 Y/O', price: 4000, kind: 'Whisky' },
  { name: 'Absloute', price: 1500, kind: 'Vodka' },
  { name: 'Grey Goose', price: 3000, kind: 'Vodka' },
  { name: 'Bombay Gin', price: 2000, kind: 'Gin' },
  { name: 'Tanqueray', price: 2000, kind: 'Gin' },
];

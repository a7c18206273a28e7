/**
 * The places the local geocoder knows: the chain's cities and the areas around its outlets (server/db/
 * seed-data.ts), with real coordinates and postcodes. Data in code, no table: it is reference data that ships
 * with the server, like the seed, and a public geocoder (Nominatim) takes over in production.
 */

export type PlaceKind = 'city' | 'town' | 'suburb' | 'neighbourhood' | 'road';

export interface Place {
  name: string;
  kind: PlaceKind;
  latitude: number;
  longitude: number;
  /** The city or town the place belongs to ('Mohali' for its phases). */
  city: string;
  /** District, when it differs from the city's name. */
  county?: string;
  state: State;
  postcode: string;
  /** The main road through the area: what a pin dropped there is reverse-geocoded to. */
  road?: string;
  /** Other names people type ('SAS Nagar' for Mohali, 'CP' for Connaught Place). */
  aliases?: readonly string[];
}

export type State = 'Punjab' | 'Chandigarh' | 'Haryana' | 'Delhi' | 'Uttar Pradesh' | 'Uttarakhand';

/** ISO 3166-2 codes, as Nominatim reports them under address['ISO3166-2-lvl4']. */
export const STATE_CODES: Record<State, string> = {
  Punjab: 'IN-PB',
  Chandigarh: 'IN-CH',
  Haryana: 'IN-HR',
  Delhi: 'IN-DL',
  'Uttar Pradesh': 'IN-UP',
  Uttarakhand: 'IN-UT',
};

const mohali = (name: string, latitude: number, longitude: number, postcode: string, road: string): Place => ({
  name,
  kind: 'suburb',
  latitude,
  longitude,
  city: 'Mohali',
  county: 'Sahibzada Ajit Singh Nagar',
  state: 'Punjab',
  postcode,
  road,
});

const chandigarh = (sector: number, latitude: number, longitude: number, road: string): Place => ({
  name: `Sector ${sector}`,
  kind: 'suburb',
  latitude,
  longitude,
  city: 'Chandigarh',
  state: 'Chandigarh',
  postcode: `1600${String(sector).padStart(2, '0')}`,
  road,
});

export const GAZETTEER: readonly Place[] = [
  // Mohali (SAS Nagar): the city, its phases and sectors, and the outlet's industrial area.
  { name: 'Mohali', kind: 'city', latitude: 30.7046, longitude: 76.7179, city: 'Mohali', county: 'Sahibzada Ajit Singh Nagar', state: 'Punjab', postcode: '160062', aliases: ['SAS Nagar', 'Sahibzada Ajit Singh Nagar'] },
  mohali('Phase 1', 30.7338, 76.7152, '160055', 'Madanpura Road'),
  mohali('Phase 2', 30.7289, 76.7226, '160055', 'Phase 1-2 Dividing Road'),
  mohali('Phase 3B2', 30.7098, 76.7213, '160059', 'Sector 60 Road'),
  mohali('Phase 4', 30.7216, 76.7163, '160059', 'Phase 4 Market Road'),
  mohali('Phase 5', 30.7187, 76.7291, '160059', 'Phase 5 Main Road'),
  mohali('Phase 7', 30.7109, 76.7194, '160062', 'Phase 7 Market Road'),
  mohali('Phase 8', 30.7036, 76.7105, '160062', 'Airport Road'),
  { ...mohali('Phase 8 Industrial Area', 30.7089, 76.7011, '160071', 'Industrial Area Road'), kind: 'neighbourhood', aliases: ['Phase 8B'] },
  mohali('Phase 9', 30.6987, 76.7262, '160062', 'Phase 9 Main Road'),
  mohali('Phase 10', 30.6928, 76.7335, '160062', 'Phase 10 Road'),
  mohali('Phase 11', 30.6871, 76.7276, '160062', 'Phase 11 Market Road'),
  mohali('Sector 70', 30.6964, 76.7147, '160071', 'Sector 70 Road'),
  mohali('Sector 71', 30.7043, 76.7029, '160071', 'Sector 71 Road'),
  mohali('Sector 82', 30.6733, 76.7014, '140308', 'Airport Road'),
  { name: 'Kharar', kind: 'town', latitude: 30.7465, longitude: 76.6459, city: 'Kharar', county: 'Sahibzada Ajit Singh Nagar', state: 'Punjab', postcode: '140301', road: 'Kharar-Landran Road' },
  { name: 'Sector 115', kind: 'suburb', latitude: 30.7374, longitude: 76.6762, city: 'Mohali', county: 'Sahibzada Ajit Singh Nagar', state: 'Punjab', postcode: '140307', road: 'Landran Road', aliases: ['Landran'] },

  // Chandigarh: the city and its sectors.
  { name: 'Chandigarh', kind: 'city', latitude: 30.7333, longitude: 76.7794, city: 'Chandigarh', state: 'Chandigarh', postcode: '160017' },
  chandigarh(8, 30.7415, 76.8009, 'Madhya Marg'),
  chandigarh(9, 30.7483, 76.7937, 'Madhya Marg'),
  chandigarh(17, 30.7410, 76.7790, 'Jan Marg'),
  chandigarh(22, 30.7333, 76.7756, 'Himalaya Marg'),
  chandigarh(34, 30.7232, 76.7672, 'Dakshin Marg'),
  chandigarh(35, 30.7226, 76.7597, 'Himalaya Marg'),
  chandigarh(43, 30.7193, 76.7478, 'Vikas Marg'),
  { name: 'Industrial Area Phase 1', kind: 'neighbourhood', latitude: 30.7056, longitude: 76.8013, city: 'Chandigarh', state: 'Chandigarh', postcode: '160002', road: 'Purv Marg', aliases: ['Elante'] },
  { name: 'Manimajra', kind: 'suburb', latitude: 30.7201, longitude: 76.8381, city: 'Chandigarh', state: 'Chandigarh', postcode: '160101', road: 'Manimajra Main Road' },

  // Panchkula and Zirakpur.
  { name: 'Panchkula', kind: 'city', latitude: 30.6942, longitude: 76.8606, city: 'Panchkula', state: 'Haryana', postcode: '134109' },
  { name: 'Sector 5', kind: 'suburb', latitude: 30.6954, longitude: 76.8548, city: 'Panchkula', state: 'Haryana', postcode: '134109', road: 'Sector 5 Market Road' },
  { name: 'Sector 20', kind: 'suburb', latitude: 30.6681, longitude: 76.8463, city: 'Panchkula', state: 'Haryana', postcode: '134116', road: 'Sector 20 Road' },
  { name: 'Zirakpur', kind: 'city', latitude: 30.6425, longitude: 76.8173, city: 'Zirakpur', county: 'Sahibzada Ajit Singh Nagar', state: 'Punjab', postcode: '140603' },
  { name: 'VIP Road', kind: 'road', latitude: 30.6441, longitude: 76.8302, city: 'Zirakpur', county: 'Sahibzada Ajit Singh Nagar', state: 'Punjab', postcode: '140603', road: 'VIP Road' },
  { name: 'Dhakoli', kind: 'suburb', latitude: 30.6592, longitude: 76.8361, city: 'Zirakpur', county: 'Sahibzada Ajit Singh Nagar', state: 'Punjab', postcode: '160104', road: 'Dhakoli Road' },

  // Ludhiana.
  { name: 'Ludhiana', kind: 'city', latitude: 30.9010, longitude: 75.8573, city: 'Ludhiana', state: 'Punjab', postcode: '141001' },
  { name: 'Sarabha Nagar', kind: 'suburb', latitude: 30.8893, longitude: 75.8262, city: 'Ludhiana', state: 'Punjab', postcode: '141001', road: 'Sarabha Nagar Main Market Road' },
  { name: 'Model Town', kind: 'suburb', latitude: 30.8881, longitude: 75.8412, city: 'Ludhiana', state: 'Punjab', postcode: '141002', road: 'Model Town Road' },
  { name: 'Civil Lines', kind: 'suburb', latitude: 30.9112, longitude: 75.8398, city: 'Ludhiana', state: 'Punjab', postcode: '141001', road: 'Rani Jhansi Road' },
  { name: 'Ferozepur Road', kind: 'road', latitude: 30.9002, longitude: 75.8104, city: 'Ludhiana', state: 'Punjab', postcode: '141012', road: 'Ferozepur Road' },

  // Delhi NCR, where the Noida and Faridabad outlets are.
  { name: 'New Delhi', kind: 'city', latitude: 28.6139, longitude: 77.2090, city: 'New Delhi', state: 'Delhi', postcode: '110001', aliases: ['Delhi'] },
  { name: 'Connaught Place', kind: 'suburb', latitude: 28.6315, longitude: 77.2167, city: 'New Delhi', state: 'Delhi', postcode: '110001', road: 'Radial Road 1', aliases: ['CP'] },
  { name: 'Noida', kind: 'city', latitude: 28.5355, longitude: 77.3910, city: 'Noida', county: 'Gautam Buddha Nagar', state: 'Uttar Pradesh', postcode: '201301' },
  { name: 'Sector 18', kind: 'suburb', latitude: 28.5700, longitude: 77.3219, city: 'Noida', county: 'Gautam Buddha Nagar', state: 'Uttar Pradesh', postcode: '201301', road: 'Sector 18 Market Road', aliases: ['Atta Market'] },
  { name: 'Sector 62', kind: 'suburb', latitude: 28.6270, longitude: 77.3700, city: 'Noida', county: 'Gautam Buddha Nagar', state: 'Uttar Pradesh', postcode: '201309', road: 'NH 24' },
  { name: 'Faridabad', kind: 'city', latitude: 28.4089, longitude: 77.3178, city: 'Faridabad', state: 'Haryana', postcode: '121001' },
  { name: 'Sector 15', kind: 'suburb', latitude: 28.3952, longitude: 77.3220, city: 'Faridabad', state: 'Haryana', postcode: '121007', road: 'Sector 15 Market Road' },
  { name: 'Gurugram', kind: 'city', latitude: 28.4595, longitude: 77.0266, city: 'Gurugram', state: 'Haryana', postcode: '122001', aliases: ['Gurgaon'] },
  { name: 'Cyber City', kind: 'suburb', latitude: 28.4950, longitude: 77.0890, city: 'Gurugram', state: 'Haryana', postcode: '122002', road: 'DLF Cyber City Road' },

  // The other outlet towns.
  { name: 'Meerut', kind: 'city', latitude: 28.9845, longitude: 77.7064, city: 'Meerut', state: 'Uttar Pradesh', postcode: '250001', road: 'Abu Lane' },
  { name: 'Nawanshahr', kind: 'town', latitude: 31.1245, longitude: 76.1160, city: 'Nawanshahr', state: 'Punjab', postcode: '144514', road: 'Chandigarh Road', aliases: ['Shaheed Bhagat Singh Nagar'] },
  { name: 'Mussoorie', kind: 'town', latitude: 30.4563, longitude: 78.0778, city: 'Mussoorie', county: 'Dehradun', state: 'Uttarakhand', postcode: '248179', road: 'Mall Road' },
  { name: 'Haldwani', kind: 'city', latitude: 29.2183, longitude: 79.5130, city: 'Haldwani', county: 'Nainital', state: 'Uttarakhand', postcode: '263139', road: 'Nainital Road' },
  { name: 'Ropar', kind: 'town', latitude: 30.9664, longitude: 76.5331, city: 'Rupnagar', state: 'Punjab', postcode: '140001', road: 'Bela Chowk Road', aliases: ['Rupnagar'] },
  { name: 'Phagwara', kind: 'town', latitude: 31.2240, longitude: 75.7708, city: 'Phagwara', county: 'Kapurthala', state: 'Punjab', postcode: '144401', road: 'GT Road' },
  { name: 'Morinda', kind: 'town', latitude: 30.7904, longitude: 76.4970, city: 'Morinda', county: 'Rupnagar', state: 'Punjab', postcode: '140101', road: 'Ropar Road' },
  { name: 'Kiratpur Sahib', kind: 'town', latitude: 31.1820, longitude: 76.5730, city: 'Kiratpur Sahib', county: 'Rupnagar', state: 'Punjab', postcode: '140115', road: 'NH 205' },
  { name: 'Patran', kind: 'town', latitude: 29.9572, longitude: 76.0745, city: 'Patran', county: 'Patiala', state: 'Punjab', postcode: '147105', road: 'Main Bazaar', aliases: ['Patra'] },
  { name: 'Patiala', kind: 'city', latitude: 30.3398, longitude: 76.3869, city: 'Patiala', state: 'Punjab', postcode: '147001', road: 'Leela Bhawan Road' },
];

/**
 * First-start content: one Gold Leaf outlet per area of SPEC 9 (real coordinates of each place), the home
 * banners and a demo customer. restaurantUuid values are fixed so links and tests stay valid across resets.
 * Mohali Phase 8, the outlet nearest the default address, is a 24x7 lounge, so the demo takes orders at any hour
 * (every other outlet closes at night and refuses orders then); the Ludhiana lounge's hours run past midnight.
 */
import type { OUTLET_AREAS } from '../../src/config/constants';

type OutletArea = (typeof OUTLET_AREAS)[number];

export interface SeedRestaurant {
  uuid: string;
  area: OutletArea;
  /** Short code printed in the outlet's table QR codes (GL-<code>-T1). */
  code: string;
  address: string;
  latitude: number;
  longitude: number;
  dineIn: boolean;
  delivery: boolean;
  takeAway: boolean;
  /** What the outlet is: its description, and the highway outlets' prices, follow from it. */
  kind: 'lounge' | 'cafe' | 'highway';
  image: OutletImage;
  /** 'HH:mm' in Kolkata; a closing time before the opening one runs past midnight; 00:00 to 24:00 never closes. */
  opens: string;
  closes: string;
  phone: string;
  facilities: string[];
  deliveryRadiusInMeter: number;
}

/**
 * Art drawn for the outlet card's square thumbnail, without words (server/media/outlet-<image>.svg): each outlet
 * its own picture, or one it shares with at most one other. Three pictures with captions once served all 14.
 */
export type OutletImage = 'cocktails' | 'backbar' | 'skyline' | 'coffee' | 'hills' | 'chai' | 'stage' | 'highway' | 'thali' | 'tandoor' | 'lanterns';
export const outletImageUrl = (image: OutletImage): string => `/media/outlet-${image}.svg`;

export const CHAIN_NAME = 'Gold Leaf';

const LOUNGE = ['Wi-Fi', 'Parking', 'Live Music', 'Bar', 'Wheelchair Access'];
const CAFE = ['Wi-Fi', 'Outdoor Seating', 'Wheelchair Access'];
const HIGHWAY = ['Parking', 'Outdoor Seating', 'Wheelchair Access', 'Restrooms'];

export const SEED_RESTAURANTS: SeedRestaurant[] = [
  { uuid: '7ddacd16-2db5-40c2-bbfa-98841a012eb5', area: 'Noida', code: 'NOI', address: 'Shop 12, Sector 18 Market, Noida, Uttar Pradesh 201301', latitude: 28.5700, longitude: 77.3219, dineIn: true, delivery: true, takeAway: true, kind: 'lounge', image: 'cocktails', opens: '11:00', closes: '23:30', phone: '+91 120 451 2018', facilities: LOUNGE, deliveryRadiusInMeter: 8000 },
  { uuid: 'd1e03939-94e7-415f-933f-2f8aefed2999', area: 'Meerut', code: 'MRT', address: 'Abu Lane, Meerut Cantt, Meerut, Uttar Pradesh 250001', latitude: 28.9845, longitude: 77.7064, dineIn: true, delivery: true, takeAway: true, kind: 'lounge', image: 'backbar', opens: '11:00', closes: '23:00', phone: '+91 121 266 4410', facilities: LOUNGE, deliveryRadiusInMeter: 7000 },
  { uuid: '980110f7-a354-4e3e-b079-bf976269a816', area: 'Ludhiana area', code: 'LDH', address: 'Main Market, Sarabha Nagar, Ludhiana, Punjab 141001', latitude: 30.8893, longitude: 75.8262, dineIn: true, delivery: true, takeAway: true, kind: 'lounge', image: 'skyline', opens: '12:00', closes: '01:00', phone: '+91 161 240 7788', facilities: LOUNGE, deliveryRadiusInMeter: 10000 },
  { uuid: '6ef8e486-a799-47c5-9717-a612262b1a4a', area: 'Nawanshahr', code: 'NWS', address: 'Chandigarh Road, Nawanshahr, Punjab 144514', latitude: 31.1245, longitude: 76.1160, dineIn: true, delivery: true, takeAway: true, kind: 'cafe', image: 'coffee', opens: '10:00', closes: '22:30', phone: '+91 1823 222 145', facilities: CAFE, deliveryRadiusInMeter: 6000 },
  { uuid: '6acfc375-003e-47e7-a8b6-ce9ab883ca6e', area: 'Mussoorie', code: 'MUS', address: 'Mall Road, near Library Chowk, Mussoorie, Uttarakhand 248179', latitude: 30.4563, longitude: 78.0778, dineIn: true, delivery: true, takeAway: true, kind: 'cafe', image: 'hills', opens: '08:00', closes: '22:30', phone: '+91 135 263 1190', facilities: CAFE, deliveryRadiusInMeter: 6000 },
  { uuid: '7440a35a-4017-499a-98bb-138dce71151e', area: 'Haldwani', code: 'HLD', address: 'Nainital Road, Haldwani, Uttarakhand 263139', latitude: 29.2183, longitude: 79.5130, dineIn: true, delivery: true, takeAway: true, kind: 'cafe', image: 'chai', opens: '10:00', closes: '22:30', phone: '+91 5946 254 320', facilities: CAFE, deliveryRadiusInMeter: 7000 },
  { uuid: 'bb319333-266c-4f80-874f-a07506706281', area: 'Ropar', code: 'ROP', address: 'Bela Chowk, Rupnagar (Ropar), Punjab 140001', latitude: 30.9664, longitude: 76.5331, dineIn: true, delivery: true, takeAway: true, kind: 'lounge', image: 'stage', opens: '11:00', closes: '23:00', phone: '+91 1881 221 560', facilities: LOUNGE, deliveryRadiusInMeter: 6000 },
  { uuid: '00a2405b-00e5-4f74-955a-7a97c79f83bc', area: 'Phagwara highway', code: 'PGW', address: 'GT Road (NH 44), near Phagwara, Punjab 144401', latitude: 31.2310, longitude: 75.7590, dineIn: true, delivery: false, takeAway: true, kind: 'highway', image: 'highway', opens: '07:00', closes: '23:59', phone: '+91 1824 260 044', facilities: HIGHWAY, deliveryRadiusInMeter: 6000 },
  { uuid: '0f508f5f-f551-425a-aabd-a230a9e81896', area: 'Morinda', code: 'MRD', address: 'Ropar Road, Morinda, Punjab 140101', latitude: 30.7904, longitude: 76.4970, dineIn: true, delivery: true, takeAway: true, kind: 'cafe', image: 'thali', opens: '10:00', closes: '22:30', phone: '+91 160 263 0871', facilities: CAFE, deliveryRadiusInMeter: 6000 },
  { uuid: '9aa2fdd5-2195-4859-86ee-71be0f2e7e22', area: 'Faridabad', code: 'FBD', address: 'Sector 15 Market, Faridabad, Haryana 121007', latitude: 28.3952, longitude: 77.3220, dineIn: false, delivery: true, takeAway: true, kind: 'cafe', image: 'tandoor', opens: '11:00', closes: '23:30', phone: '+91 129 408 1515', facilities: ['Wi-Fi', 'Parking'], deliveryRadiusInMeter: 10000 },
  { uuid: '836b7851-02a4-40f9-b11d-add378b3a5ec', area: 'Ropar-Manali highway', code: 'RMH', address: 'NH 205, Kiratpur Sahib, Punjab 140115', latitude: 31.1820, longitude: 76.5730, dineIn: true, delivery: false, takeAway: true, kind: 'highway', image: 'highway', opens: '06:30', closes: '23:59', phone: '+91 1887 238 205', facilities: HIGHWAY, deliveryRadiusInMeter: 6000 },
  { uuid: '96dcdcc6-59d1-40d3-b244-d273d2c3e76f', area: 'Mohali Phase 8', code: 'MOH8', address: 'SCO 45, Phase 8, Industrial Area, Mohali, Punjab 160071', latitude: 30.7089, longitude: 76.7011, dineIn: true, delivery: true, takeAway: true, kind: 'lounge', image: 'lanterns', opens: '00:00', closes: '24:00', phone: '+91 172 466 0808', facilities: [...LOUNGE, 'Outdoor Seating'], deliveryRadiusInMeter: 9000 },
  { uuid: 'fb6a15ed-a83a-41a1-a11a-100f63a81e8b', area: 'Patra', code: 'PTR', address: 'Main Bazaar, Patran, Patiala district, Punjab 147105', latitude: 29.9572, longitude: 76.0745, dineIn: true, delivery: true, takeAway: true, kind: 'cafe', image: 'coffee', opens: '10:00', closes: '22:00', phone: '+91 1764 243 117', facilities: CAFE, deliveryRadiusInMeter: 6000 },
  { uuid: 'a72c598e-cdaf-4e2b-ac7f-6ee79221e8c4', area: 'Patiala', code: 'PTL', address: 'Leela Bhawan Market, Patiala, Punjab 147001', latitude: 30.3398, longitude: 76.3869, dineIn: true, delivery: true, takeAway: true, kind: 'lounge', image: 'cocktails', opens: '11:00', closes: '23:30', phone: '+91 175 230 9090', facilities: LOUNGE, deliveryRadiusInMeter: 8000 },
];

export interface SeedBanner {
  bannerType: 'DashboardTop' | 'DashboardBottom';
  title: string;
  /** Includes one value the client does not know ('Festival'): it must fall back to home delivery. */
  sliderAction: string;
  image: string;
  /** In Hindi (issue 24): the title, and the picture drawn with Hindi words (`<name>.hi.svg` beside `image`). */
  hindiTitle: string;
}

export const SEED_BANNERS: SeedBanner[] = [
  { bannerType: 'DashboardTop', title: 'Delivered hot', sliderAction: 'HomeDelivery', image: '/media/banner-1.svg', hindiTitle: 'गरमा-गरम डिलीवरी' },
  { bannerType: 'DashboardTop', title: 'Book a table', sliderAction: 'Reservation', image: '/media/banner-2.svg', hindiTitle: 'टेबल बुक करें' },
  { bannerType: 'DashboardTop', title: 'Order & collect', sliderAction: 'TakeAway', image: '/media/banner-3.svg', hindiTitle: 'ऑर्डर करें, ले जाएँ' },
  { bannerType: 'DashboardTop', title: 'Festive nights', sliderAction: 'Festival', image: '/media/banner-4.svg', hindiTitle: 'त्योहारी रातें' },
  { bannerType: 'DashboardBottom', title: 'Sunday brunch', sliderAction: 'Reservation', image: '/media/banner-5.svg', hindiTitle: 'संडे ब्रंच' },
  { bannerType: 'DashboardBottom', title: 'Earn gold points', sliderAction: 'HomeDelivery', image: '/media/banner-6.svg', hindiTitle: 'गोल्ड पॉइंट्स कमाएँ' },
];

export const DEMO_CUSTOMER = {
  uuid: '5b0f7c2e-8f1a-4c3d-9e21-6a4b2d9c7e10',
  fullName: 'Demo Customer',
  mobile: '9876543210',
  email: 'demo.customer@goldleaf.example',
} as const;

/** SPEC 7 tableReservationOccasionList, in the order the booking form offers them ('Other' last). */
export const SEED_OCCASIONS = ['Birthday', 'Anniversary', 'Date Night', 'Business Meal', 'Family Get-together', "Friends' Night Out", 'Other'] as const;

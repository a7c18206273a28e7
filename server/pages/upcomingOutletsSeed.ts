/** Upcoming Outlets (issue 12): the outlets the chain opens next, first to open first. */
export interface SeedUpcomingOutlet {
  name: string;
  city: string;
  locality: string;
  openingMonth: string;
  description: string;
  /** server/media/upcoming-<image>.svg */
  image: string;
}

export const SEED_UPCOMING_OUTLETS: SeedUpcomingOutlet[] = [
  {
    name: 'Gold Leaf Lounge — Zirakpur',
    city: 'Zirakpur',
    locality: 'VIP Road, near Cosmo Mall',
    openingMonth: 'March 2027',
    description: 'Our biggest lounge yet: 160 covers on two floors, a rooftop ATM bar facing the Shivaliks and live music every weekend.',
    image: 'zirakpur',
  },
  {
    name: 'Gold Leaf Cafe — Kharar',
    city: 'Kharar',
    locality: 'Landran Road, Sector 127',
    openingMonth: 'April 2027',
    description: 'An all-day cafe for students and families: tandoor breakfasts from 8 am, cold coffee, and Wi-Fi at every table.',
    image: 'kharar',
  },
  {
    name: 'Gold Leaf — Amritsar',
    city: 'Amritsar',
    locality: 'Ranjit Avenue, B Block',
    openingMonth: 'June 2027',
    description: 'Amritsari kulcha, fish and chole made where they were born, with a private dining room for 30 guests.',
    image: 'amritsar',
  },
  {
    name: 'Gold Leaf Lounge — Chandigarh',
    city: 'Chandigarh',
    locality: 'Sector 26, Madhya Marg',
    openingMonth: 'August 2027',
    description: "A late-night lounge on the city's dining street, with the ATM bar, MRP Nights on Wednesdays and valet parking.",
    image: 'chandigarh',
  },
];

export const upcomingImageUrl = (outlet: SeedUpcomingOutlet) => `/media/upcoming-${outlet.image}.svg`;

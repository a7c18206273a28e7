/** How to reach the chain (Contact Us): guest care and the head office in Chandigarh (when someone answers: messages.ts). */
export const CHAIN_CONTACT = {
  phone: { display: '+91 172 470 2200', href: 'tel:+911724702200' },
  whatsapp: { display: '+91 98140 22000', href: 'https://wa.me/919814022000' },
  email: { display: 'care@goldleafrestaurants.in', href: 'mailto:care@goldleafrestaurants.in' },
  franchiseEmail: { display: 'franchise@goldleafrestaurants.in', href: 'mailto:franchise@goldleafrestaurants.in' },
  careersEmail: { display: 'careers@goldleafrestaurants.in', href: 'mailto:careers@goldleafrestaurants.in' },
  headOffice: ['Gold Leaf Hospitality Pvt. Ltd.', 'SCO 54-55, Sector 17-C', 'Chandigarh 160017'],
  mapHref: 'https://www.openstreetmap.org/?mlat=30.7398&mlon=76.7827#map=17/30.7398/76.7827',
} as const;

import type { bookingWords } from '../bookings';
import type { Translation } from '../../../src/i18n';

/** The server's words about booking ahead in Hindi (server/messages/bookings.ts): the server answers a Hindi reader with these. */
export default {
  noTableBookings: '{outlet} में टेबल बुकिंग नहीं होती',
  chooseFutureTime: 'कृपया आगे की कोई तारीख और समय चुनें',
  daysAhead: 'टेबल ज़्यादा से ज़्यादा {days} दिन पहले तक बुक की जा सकती है',
  bookingHours: '{outlet} में {opening} से {closing} के बीच के समय के लिए बुकिंग होती है',
  closedThatDay: '{outlet} हर {day} बंद रहता है। कृपया कोई दूसरा दिन चुनें',
  tableBookedAlready: '{outlet} में {when} के लिए आपकी एक टेबल पहले से बुक है',
  tablesPerDay: '{outlet} में {day} को आपकी {count} टेबल पहले से बुक हैं। और टेबल के लिए कृपया आउटलेट को कॉल करें',
  fullyBooked: 'माफ़ कीजिए, {outlet} में {when} पर सभी टेबल बुक हैं। कृपया कोई दूसरा समय चुनें',
  seatsLeft: {
    one: '{outlet} में {when} पर अब सिर्फ़ {count} व्यक्ति के लिए जगह है। कृपया कम लोगों के लिए बुक करें या कोई दूसरा समय चुनें',
    other: '{outlet} में {when} पर अब सिर्फ़ {count} लोगों के लिए जगह है। कृपया कम लोगों के लिए बुक करें या कोई दूसरा समय चुनें',
  },
  tableBooked: {
    one: '{outlet} में आपकी टेबल {when} के लिए {count} व्यक्ति के लिए बुक हो गई है।',
    other: '{outlet} में आपकी टेबल {when} के लिए {count} लोगों के लिए बुक हो गई है।',
  },
  eventHeldAt: '{event} {venue} में हो रहा है',
  eventIsOver: '{event} ख़त्म हो चुका है',
  eventOver: 'यह इवेंट ख़त्म हो चुका है: अब इसके टिकट नहीं बिकते',
  ticketNotForEvent: 'यह टिकट इस इवेंट के लिए नहीं बिकता',
  noMoreTickets: 'और टिकट उपलब्ध नहीं हैं।',
  ticketSaleNotOpen: '{ticket} टिकटों की बिक्री अभी शुरू नहीं हुई है',
  ticketSaleClosed: '{ticket} टिकटों की बिक्री बंद हो चुकी है',
  cashNotForEvents: 'इवेंट के लिए कैश उपलब्ध नहीं है; कृपया भुगतान का कोई दूसरा तरीका चुनें',
  seatsHeld: 'सीटें रोक ली गई हैं: भुगतान पूरा करें',
  ticketsBooked: 'आपके टिकट बुक हो गए',
} satisfies Translation<typeof bookingWords>;

/** The chain's own voice: CEO Speaks and the ATM bar page (first-start text; editors may change it later). */
import { CHAIN_NAME } from '../db/seed-data';

export const CEO_PORTRAIT_URL = '/media/ceo-portrait.svg';

export const CEO_HTML = `
<figure>
  <img src="${CEO_PORTRAIT_URL}" alt="Amandeep Singh Bedi, founder and CEO of ${CHAIN_NAME}" width="480" height="480">
  <figcaption>Amandeep Singh Bedi, Founder &amp; CEO</figcaption>
</figure>

<p>Dear friends,</p>

<p>${CHAIN_NAME} began in 2011 as a twelve-table dhaba on the Ropar road, with my mother's dal makhani, a
tandoor my father built himself and a promise to every traveller who stopped: eat as you would at home. Today
we serve that same dal in lounges, cafes and highway kitchens from Mohali and Patiala to Ludhiana, Mussoorie
and Noida, and the promise has not changed.</p>

<blockquote>
  <p>"A guest should never have to ask twice: not for water, not for the bill, not for a smile."</p>
</blockquote>

<h2>What we hold on to</h2>
<ul>
  <li><strong>Cooked fresh, every day.</strong> Our gravies are made each morning in the outlet's own kitchen,
  the dal still simmers overnight on the tandoor, and nothing comes out of a packet that should come out of a
  pot.</li>
  <li><strong>Punjab on the plate.</strong> Sarson da saag in winter, Amritsari kulcha on Sundays, and paneer
  from dairies within a day's drive of the kitchen.</li>
  <li><strong>People first.</strong> More than 600 people work at ${CHAIN_NAME}; over half of our managers began
  with us as stewards or cooks.</li>
</ul>

<h2>Why an app</h2>
<p>Many of you told us the same thing: you wanted to order from the table without waving for a menu, track
your delivery without calling the outlet, and keep your wallet and points in one place. This app does that,
and it keeps working when the signal in the hills drops, because that is where many of our guests are.</p>

<h2>What comes next</h2>
<p>This year we open in Zirakpur, Kharar and Amritsar, and bring our ATM bar to more of our lounges. We will
keep our kitchens small enough to care about every plate.</p>

<p>Thank you for eating with us. If anything falls short of what I have promised here, write to me directly at
<a href="mailto:ceo@goldleaf.example">ceo@goldleaf.example</a>; I read every letter.</p>

<p>Warm regards,<br><strong>Amandeep Singh Bedi</strong><br>Founder &amp; CEO, ${CHAIN_NAME}</p>
`;

export const ATM_BAR_HTML = `
<p><strong>ATM</strong> stands for <strong>All Time Mehfil</strong>: the bar at the heart of every ${CHAIN_NAME}
lounge, where the evening gathers round a long brass counter, a wall of spirits lit in gold, and music that
starts soft at lunch and gets louder after nine.</p>

<h2>What you will find</h2>
<ul>
  <li><strong>Single malts and blends</strong> from Speyside to Islay, and the best of India's own whiskies.</li>
  <li><strong>House cocktails</strong> built on Punjabi flavours: the Kala Khatta Sour, the Jaljeera Gimlet and
  our Saffron Old Fashioned.</li>
  <li><strong>Zero-proof</strong> coolers and mocktails for the driver of the evening, poured with the same care.</li>
  <li><strong>Bar bites</strong> from the tandoor: Amritsari fish, malai broccoli and seekh kebabs until closing.</li>
</ul>

<h2>When</h2>
<table>
  <thead><tr><th>Day</th><th>What is on</th><th>Hours</th></tr></thead>
  <tbody>
    <tr><td>Monday to Thursday</td><td>Happy hours: second peg at half price</td><td>4 pm to 8 pm</td></tr>
    <tr><td>Wednesday</td><td>MRP Night: full bottles at the printed MRP</td><td>7 pm to closing</td></tr>
    <tr><td>Friday and Saturday</td><td>Live Punjabi and Sufi music</td><td>9 pm to closing</td></tr>
    <tr><td>Sunday</td><td>Brunch with bottomless coolers</td><td>12 noon to 4 pm</td></tr>
  </tbody>
</table>

<h2>Where</h2>
<p>The ATM bar is open at our lounges in Mohali Phase 8, Patiala, Ludhiana (Sarabha Nagar), Ropar, Noida and
Meerut. Book a table from any outlet's page to be sure of a seat on music nights.</p>

<h2>Please drink responsibly</h2>
<p>Alcohol is served only to guests aged 25 and above, as the law in Punjab and Chandigarh requires; please
carry a photo ID. Alcohol is not sold through the app or delivered. Do not drink and drive: ask your server and
we will call you a cab.</p>
`;

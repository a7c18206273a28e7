/**
 * The legal pages' first-start text (Privacy Policy, Terms And Conditions). Plain HTML from the allow-list the
 * client keeps (headings, paragraphs, lists, links, tables): the client sanitises it anyway, as it does any
 * page an editor changes later.
 */
import { CHAIN_NAME } from '../db/seed-data';

const COMPANY = `${CHAIN_NAME} Hospitality Pvt. Ltd.`;
const OFFICE = 'SCO 45, Phase 8, Industrial Area, Mohali, Punjab 160071';
const PRIVACY_EMAIL = 'privacy@goldleaf.example';
const CARE_EMAIL = 'care@goldleaf.example';
const CARE_PHONE = '+91 172 466 0808';
const CARE_TEL = 'tel:+911724660808';

export const PRIVACY_POLICY_HTML = `
<p><strong>${COMPANY}</strong> runs the ${CHAIN_NAME} restaurants, cafes and lounges and this app. This policy says
what we collect when you order, book a table or pay with us, why we collect it, and the choices you have. We
follow the Digital Personal Data Protection Act, 2023 and the Information Technology Act, 2000.</p>

<h2>What we collect</h2>
<ul>
  <li><strong>Your account:</strong> mobile number (you sign in with a one-time code sent to it), name, e-mail,
  and, if you add them, your date of birth, anniversary and profile photo.</li>
  <li><strong>Your orders and bookings:</strong> what you ordered, at which outlet, delivery addresses, table
  bookings, ratings, tips and feedback.</li>
  <li><strong>Payments:</strong> the amount, the mode and the reference our payment partner returns. Card and
  UPI details are entered on the partner's page and never reach our servers.</li>
  <li><strong>Location:</strong> only while you use the app and only if you allow it, to show the nearest
  outlet and check that we deliver to you. We do not track you in the background.</li>
  <li><strong>Your device:</strong> a device id and a push token if you turn on notifications.</li>
</ul>

<h2>Why we use it</h2>
<ul>
  <li>To prepare, deliver and bill your orders and hold your table.</li>
  <li>To run your wallet, loyalty points, vouchers and scratch cards.</li>
  <li>To send order updates and, only if you agree, offers and event news. You can switch each kind off in
  Notification Settings.</li>
  <li>To answer your calls and complaints, and to keep the app safe from fraud and misuse.</li>
</ul>
<p>We do not sell your personal data, and we do not share it for anyone else's advertising.</p>

<h2>Who else sees it</h2>
<p>Only the partners who help us serve you, each bound by contract to use it for that purpose alone: the
payment gateway, the delivery rider assigned to your order (your name, phone and address for that delivery),
our cloud host in India, and our SMS and push notification providers. We disclose data to authorities only
when the law requires it.</p>

<h2>How long we keep it</h2>
<p>Account data stays while your account is open. Invoices and payment records are kept for eight years, as
the GST and income-tax rules require. When you delete your account, everything else is erased within 30 days, except a one-way fingerprint of
your mobile number and which one-time offers it used (the welcome credit, promo codes, once-per-customer coupons),
so that those offers stay once per person.</p>

<h2>Your rights</h2>
<ul>
  <li>See and correct your profile at any time in the app.</li>
  <li>Delete your account from <strong>Settings → Delete Account</strong>.</li>
  <li>Withdraw consent to offers at any time; order updates will still reach you.</li>
  <li>Ask us for a summary of the data we hold about you, or nominate someone to act for you.</li>
</ul>

<h2>Grievance Officer</h2>
<p>Ms. Harleen Kaur, Grievance Officer, ${COMPANY}, ${OFFICE}.<br>
E-mail <a href="mailto:${PRIVACY_EMAIL}">${PRIVACY_EMAIL}</a> · Phone <a href="${CARE_TEL}">${CARE_PHONE}</a>
(Monday to Saturday, 10 am to 6 pm). We acknowledge every complaint within 48 hours and resolve it within
30 days. If you are not satisfied, you may approach the Data Protection Board of India.</p>

<h2>Changes to this policy</h2>
<p>When we change this policy we update the date at the top of this page, and tell you in the app before a
change that affects how we use your data takes effect.</p>
`;

export const TERMS_HTML = `
<p>These terms apply when you use the ${CHAIN_NAME} app or website to order food, book a table or an event, or
use your wallet and rewards. The app is run by <strong>${COMPANY}</strong>, ${OFFICE}. By placing an order you
accept them.</p>

<h2>1. Your account</h2>
<p>You sign in with your mobile number and a one-time code. Keep your phone and its codes to yourself: orders
placed from your account are treated as yours. One account per mobile number.</p>

<h2>2. Orders and prices</h2>
<ul>
  <li>Menu prices are in Indian rupees, before GST. Taxes, packaging and any delivery charge are shown on the
  bill before you pay.</li>
  <li>Prices can differ between outlets; highway outlets charge a little more.</li>
  <li>An order is confirmed once the outlet accepts it. If a dish runs out after you order, the outlet will
  call you to offer a replacement or a refund of that dish.</li>
  <li>Dine-in orders need the QR code on your table, so that the kitchen knows where to serve.</li>
</ul>

<h2>3. Delivery and takeaway</h2>
<p>We deliver only inside each outlet's delivery area, shown when you choose an address. Delivery times are
estimates: traffic and weather in the hills and on the highway can slow us down. Please check your order when
it arrives; tell us within two hours if anything is missing or wrong.</p>

<h2>4. Cancellations and refunds</h2>
<ul>
  <li>You can cancel free of charge until the outlet accepts your order.</li>
  <li>Once the kitchen has started cooking, an order cannot be cancelled.</li>
  <li>Refunds go back to the way you paid: to your ${CHAIN_NAME} wallet at once, to cards and UPI within 5 to 7
  working days.</li>
</ul>

<h2>5. Wallet, loyalty points and offers</h2>
<p>Wallet money can be spent at any ${CHAIN_NAME} outlet and in the app; it cannot be withdrawn as cash or moved
to another account. Loyalty points have no cash value. Coupons, vouchers, scratch cards and gift codes carry
their own conditions (minimum bill, dates, outlets) and cannot be combined unless the offer says so.</p>

<h2>6. Table and event bookings</h2>
<p>We hold a booked table for 15 minutes past the booking time. Event tickets are valid for the date printed
on them and are not refundable unless the event is cancelled.</p>

<h2>7. Alcohol</h2>
<p>Our lounges serve alcohol only to guests aged 25 and above, as the law in Punjab and Chandigarh requires;
please carry a photo ID. Alcohol is never sold through the app or delivered. We may refuse service to anyone
who appears intoxicated.</p>

<h2>8. Fair use</h2>
<p>Do not misuse the app: no fake orders, automated requests or attempts to get around offers or payments. We
may suspend an account that does.</p>

<h2>9. Liability</h2>
<p>We prepare every dish with care, but please read the allergen information on the Nutrition Information
page and tell your server about any allergy before you order. Our liability for an order is limited to the
amount you paid for it.</p>

<h2>10. Disputes</h2>
<p>These terms are governed by Indian law; courts at Mohali (SAS Nagar), Punjab have jurisdiction. Write to us
first at <a href="mailto:${CARE_EMAIL}">${CARE_EMAIL}</a> or call <a href="${CARE_TEL}">${CARE_PHONE}</a>: most
things are put right in a day.</p>
`;

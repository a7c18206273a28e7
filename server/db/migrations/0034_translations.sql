-- Content in other languages (issue 24): a banner's title and pictures, a coupon's title and description, per
-- language. The demo's six banners (drawn again with Hindi words) and four coupons get their Hindi in a database
-- seeded before this; a banner or coupon the chain has since changed is left as it is.
ALTER TABLE "banners" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
UPDATE "banners" SET "translations" = jsonb_build_object('hi', jsonb_build_object('title', hindi.title, 'webImageUrl', hindi.image, 'adImageUrl', hindi.image))
FROM (VALUES
  ('Delivered hot', '/media/banner-1.svg', 'गरमा-गरम डिलीवरी', '/media/banner-1.hi.svg'),
  ('Book a table', '/media/banner-2.svg', 'टेबल बुक करें', '/media/banner-2.hi.svg'),
  ('Order & collect', '/media/banner-3.svg', 'ऑर्डर करें, ले जाएँ', '/media/banner-3.hi.svg'),
  ('Festive nights', '/media/banner-4.svg', 'त्योहारी रातें', '/media/banner-4.hi.svg'),
  ('Sunday brunch', '/media/banner-5.svg', 'संडे ब्रंच', '/media/banner-5.hi.svg'),
  ('Earn gold points', '/media/banner-6.svg', 'गोल्ड पॉइंट्स कमाएँ', '/media/banner-6.hi.svg')
) AS hindi (english, english_image, title, image)
WHERE "banners"."title" = hindi.english AND "banners"."web_image_url" = hindi.english_image AND "banners"."ad_image_url" = hindi.english_image;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
UPDATE "coupons" SET "translations" = jsonb_build_object('hi', jsonb_build_object('title', hindi.title, 'description', hindi.description))
FROM (VALUES
  ('WELCOME50', '₹50 off your order', 'Flat ₹50 off on orders of ₹299 or more.', 'आपके ऑर्डर पर ₹50 की छूट', '₹299 या उससे ज़्यादा के ऑर्डर पर सीधे ₹50 की छूट।'),
  ('GOLD20', '20% off, up to ₹150', '20% off on orders of ₹499 or more, up to ₹150.', '20% छूट, ₹150 तक', '₹499 या उससे ज़्यादा के ऑर्डर पर 20% छूट, ज़्यादा से ज़्यादा ₹150।'),
  ('TAKEAWAY10', '10% off TakeAway', '10% off TakeAway orders of ₹199 or more.', 'टेकअवे पर 10% छूट', '₹199 या उससे ज़्यादा के टेकअवे ऑर्डर पर 10% छूट।'),
  ('OLDNEWYEAR', 'New Year ₹100 off', 'Flat ₹100 off on orders of ₹599 or more.', 'नए साल पर ₹100 की छूट', '₹599 या उससे ज़्यादा के ऑर्डर पर सीधे ₹100 की छूट।')
) AS hindi (code, english_title, english_description, title, description)
WHERE "coupons"."code" = hindi.code AND "coupons"."title" = hindi.english_title AND "coupons"."description" = hindi.english_description;

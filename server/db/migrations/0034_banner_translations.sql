-- Banners in other languages (issue 24): a banner's title and pictures per language; the demo's six get their
-- Hindi, drawn with Hindi words, in a database seeded before this (a banner the chain has since changed is left).
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
WHERE "banners"."title" = hindi.english AND "banners"."web_image_url" = hindi.english_image AND "banners"."ad_image_url" = hindi.english_image;

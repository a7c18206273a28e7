-- Issue 36: the weekdays an outlet keeps other hours than its usual ones, or closes all day: {"0": null} closes
-- Sundays, {"5": {"opens": "11:00", "closes": "01:00"}} keeps Fridays late. The outlets there before keep their
-- usual hours every day.
ALTER TABLE "restaurants" ADD COLUMN "weekday_hours" jsonb DEFAULT '{}'::jsonb NOT NULL;

DROP INDEX "blog_post_view_daily_day_idx";--> statement-breakpoint
CREATE INDEX "blog_post_view_daily_day_idx" ON "blog_post_view_daily" USING btree ("day","views");
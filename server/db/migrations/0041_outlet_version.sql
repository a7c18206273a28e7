-- Issue 36: a version per outlet, so two console saves of the same outlet never silently overwrite each other.
ALTER TABLE "restaurants" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;

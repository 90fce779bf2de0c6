/** The largest file an import reads, stated in the preview (a job queue will lift it: issue 16's note). */
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;
export const MAX_UPLOAD_MEGABYTES = MAX_UPLOAD_BYTES / 1024 / 1024;
/** How long a previewed file is kept for the import to follow. */
export const UPLOAD_TTL_MINUTES = 60;

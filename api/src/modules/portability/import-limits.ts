/** The largest file an import reads (an upload, or one stored for a job), stated in the preview. */
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;
export const MAX_UPLOAD_MEGABYTES = MAX_UPLOAD_BYTES / 1024 / 1024;
/** How long a previewed file is kept for the import to follow. */
export const UPLOAD_TTL_MINUTES = 60;

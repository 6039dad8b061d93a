/** The upload rules the server applies and the forms state (one place, so the words match). */
export const UPLOAD_MAX_BYTES_DEFAULT = 4 * 1024 * 1024;

/** The image types the uploads API accepts (by their bytes) and the pickers offer. */
export const IMAGE_UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

/** "PNG, JPEG, WebP or GIF, at most 4 MiB": the help text and the refusal say the same. */
export const IMAGE_UPLOAD_RULE = `PNG, JPEG, WebP or GIF, at most ${UPLOAD_MAX_BYTES_DEFAULT / 1024 / 1024} MiB`;

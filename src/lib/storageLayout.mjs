// Where the site keeps uploaded files, in one place for the app (TypeScript) and the operator's
// scripts (plain Node: the backup and restore run in the production image, without a compiler).

/** The private folder for resumes without a bucket (RESUMES_DIR), relative to the site's folder. */
export const DEFAULT_RESUMES_DIR = '.private-uploads/resumes'

/** Key prefixes in the bucket when S3_BUCKET is set; each also names its local folder. */
export const S3_PREFIX = 'resumes'
export const EVIDENCE_PREFIX = 'licence-evidence'
export const CREDENTIALS_PREFIX = 'credentials'

/** The CMS's public images, always on the local disk (collections/Media). */
export const MEDIA_DIR = 'media'

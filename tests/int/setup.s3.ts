import { S3RVER_KEY, startS3Server } from '../support/s3Server'

// An S3-compatible server for this worker (started by its first file; the worker's later files use
// it too, as the app they share was configured with it). Runs after setup.ts and before the test
// file imports the app: the config chooses S3 storage for resumes when it first loads and sees S3_BUCKET.
const shared = globalThis as { __s3?: unknown }
if (!shared.__s3) {
  const s3 = await startS3Server()
  process.env.S3_BUCKET = s3.bucket
  process.env.S3_ENDPOINT = s3.endpoint
  process.env.S3_ACCESS_KEY_ID = S3RVER_KEY
  process.env.S3_SECRET_ACCESS_KEY = S3RVER_KEY
  process.env.S3_FORCE_PATH_STYLE = 'true'
  process.env.S3_REGION = 'us-east-1'
  Object.assign(globalThis, { __s3: s3 })
}

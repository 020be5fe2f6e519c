/**
 * Starts the site's Payload on the database in DATABASE_URL (a restored backup), as the server
 * does at start (migrations checked, first admin and content ensured), reads a few records through
 * the Local API, prints them as JSON and exits. Run by the backup drill
 * (tests/int/backup-restore.int.spec.ts) in a process of its own, since a process loads one config.
 */
import { getPayloadClient } from '@/lib/payload/client'

const [applicationId, resumeId] = process.argv.slice(2).map(Number)
const payload = await getPayloadClient()
const postings = await payload.count({ collection: 'job-postings', overrideAccess: true })
const application = await payload.findByID({ collection: 'applications', id: applicationId, depth: 0, overrideAccess: true })
const resume = await payload.findByID({ collection: 'resumes', id: resumeId, depth: 0, overrideAccess: true })
console.log(JSON.stringify({ postings: postings.totalDocs, application: application.status, resume: resume.filename }))
process.exit(0)

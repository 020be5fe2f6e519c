import { accountEntry } from './entries/account'
import { alertConsentsEntry, jobAlertsEntry } from './entries/alerts'
import { applicationsEntry } from './entries/applications'
import { companyEntry } from './entries/company'
import { credentialsEntry } from './entries/credentials'
import { internalsEntry } from './entries/internals'
import { interviewsEntry } from './entries/interviews'
import { messagesEntry } from './entries/messages'
import { notesEntry } from './entries/notes'
import { postingsEntry } from './entries/postings'
import { resumesEntry } from './entries/resumes'
import { shiftRequestsEntry } from './entries/shifts'
import { inquiriesEntry, privacyRequestsEntry, profileEntry, savedJobsEntry, statusChangesEntry } from './entries/simple'
import type { PersonalDataEntry } from './types'

/**
 * Every place the site holds a person's data, and how each is exported and erased: the export
 * (exportPersonalData) and the erasure (erasePersonalData) both walk this list, so a new kind of
 * personal data is one entry here (and a line in docs/privacy.md). Erasure runs in this order, in
 * one transaction, before the account's row is deleted: the notes on their applications, their
 * threads and interviews go before the applications are anonymised; applications let go of resumes before the
 * resumes (and their files) are removed; the person leaves their company before their postings'
 * contact address is replaced (by the company's next owner's).
 */
export const PERSONAL_DATA: readonly PersonalDataEntry[] = [
  accountEntry,
  profileEntry,
  notesEntry,
  messagesEntry,
  interviewsEntry,
  shiftRequestsEntry,
  applicationsEntry,
  savedJobsEntry,
  jobAlertsEntry,
  alertConsentsEntry,
  resumesEntry,
  credentialsEntry,
  inquiriesEntry,
  companyEntry,
  postingsEntry,
  statusChangesEntry,
  privacyRequestsEntry,
  internalsEntry,
]

export type { PersonalDataEntry } from './types'

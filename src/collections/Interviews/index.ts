import type { CollectionConfig } from 'payload'

import { hiddenUnlessAdmin, nobody } from '@/access/roles'
import { serverOnlyWrites } from '@/access/server'
import { INTERVIEW_STATUSES, MAX_ACCOMMODATION, MAX_INVITE_MESSAGE, MAX_LOCATION, MAX_NOTE } from '@/domain/interviews/slots'

import { proposeInterviews, readInterviews, teamOnlyField } from './access'
import { interviewEndpoints } from './endpoints'
import { prepareInterview, sendProposal } from './hooks'

const fixed = { access: serverOnlyWrites, admin: { readOnly: true } }

/**
 * One interview round of an application: the team's proposed slots (up to three, each in its own
 * zone), the place and a message; then the applicant's pick (the booked slot copied to startsAt,
 * endsAt, timeZone) or request for other times; or a cancellation. `uid` and `sequence` are the
 * calendar event's (docs/pipeline.md, Interviews).
 */
export const Interviews: CollectionConfig = {
  slug: 'interviews',
  labels: { singular: { en: 'Interview', fr: 'Entrevue' }, plural: { en: 'Interviews', fr: 'Entrevues' } },
  admin: { group: 'Marketplace', defaultColumns: ['application', 'status', 'startsAt', 'updatedAt'], hidden: hiddenUnlessAdmin },
  access: { read: readInterviews, create: proposeInterviews, update: nobody, delete: nobody },
  defaultSort: '-createdAt',
  endpoints: interviewEndpoints,
  hooks: { beforeChange: [prepareInterview], afterChange: [sendProposal] },
  fields: [
    { name: 'application', type: 'relationship', relationTo: 'applications', required: true, index: true },
    { name: 'jobPosting', type: 'relationship', relationTo: 'job-postings', index: true, access: serverOnlyWrites, admin: { readOnly: true } },
    { name: 'applicant', type: 'relationship', relationTo: 'users', index: true, access: serverOnlyWrites, admin: { readOnly: true } },
    // Who on the team proposed it: the team's to read (the applicant deals with the employer).
    { name: 'proposedBy', type: 'relationship', relationTo: 'users', access: { ...serverOnlyWrites, read: teamOnlyField }, admin: { readOnly: true } },
    { name: 'status', type: 'select', required: true, defaultValue: 'proposed', options: [...INTERVIEW_STATUSES], index: true, ...fixed },
    // [{ start, end, timeZone }]: instants (UTC) and the zone each is shown in (the hook checks and converts).
    { name: 'slots', type: 'json', required: true },
    { name: 'location', type: 'text', required: true, maxLength: MAX_LOCATION },
    { name: 'message', type: 'textarea', maxLength: MAX_INVITE_MESSAGE },
    // The booked slot: its index and its times (the reminder and the interview day read these).
    { name: 'chosenSlot', type: 'number', ...fixed },
    { name: 'startsAt', type: 'date', index: true, ...fixed },
    { name: 'endsAt', type: 'date', ...fixed },
    { name: 'timeZone', type: 'text', ...fixed },
    // What the applicant asked for: an accommodation with the booking (O. Reg. 191/11 s. 23), other times.
    { name: 'accommodation', type: 'textarea', maxLength: MAX_ACCOMMODATION, ...fixed },
    { name: 'note', type: 'textarea', maxLength: MAX_NOTE, ...fixed },
    { name: 'cancelledBy', type: 'select', options: ['team', 'applicant'], ...fixed },
    // The calendar event: one UID per round, SEQUENCE raised with every file sent.
    { name: 'uid', type: 'text', unique: true, ...fixed },
    { name: 'sequence', type: 'number', defaultValue: 0, ...fixed },
    // The booking the day-before reminder went for (its sequence), and when the interview day was recorded.
    { name: 'remindedSequence', type: 'number', ...fixed },
    { name: 'heldAt', type: 'date', ...fixed },
  ],
  timestamps: true,
}

'use client'

import { useTranslations } from 'next-intl'

import type { InterviewView } from '@/domain/interviews/views'

import { SlotTime } from './SlotTime'

/** Where a round stands, in words both sides read: proposed, booked (when, where), held, other times asked, cancelled by whom. */
export function RoundSummary({ round, viewerTime = false }: { round: InterviewView; viewerTime?: boolean }) {
  const t = useTranslations('interviews')
  const booked = round.chosenSlot !== null ? round.slots[round.chosenSlot] : null
  return (
    <div className="space-y-1" role="status">
      {round.status === 'booked' && booked ? (
        <p className="font-medium text-slate-900">
          {t(round.heldAt ? 'stateHeld' : 'stateBooked')} <SlotTime slot={booked} viewerTime={viewerTime} />
        </p>
      ) : null}
      {round.status === 'proposed' ? <p className="text-slate-800">{t('stateProposed')}</p> : null}
      {round.status === 'otherTimes' ? <p className="text-slate-800">{t('stateOtherTimes')}</p> : null}
      {round.status === 'cancelled' ? <p className="text-slate-800">{t(round.cancelledBy === 'applicant' ? 'stateCancelledByApplicant' : 'stateCancelledByTeam')}</p> : null}
      {round.status !== 'cancelled' ? <p className="text-slate-700">{t('location', { location: round.location })}</p> : null}
      {round.message && round.status === 'proposed' ? <p className="whitespace-pre-line text-slate-700">{t('messageFrom', { message: round.message })}</p> : null}
      {round.note ? <p className="whitespace-pre-line text-slate-700">{t('theirNote', { note: round.note })}</p> : null}
      {round.accommodation ? <p className="whitespace-pre-line text-slate-700">{t('accommodationAsked', { accommodation: round.accommodation })}</p> : null}
    </div>
  )
}

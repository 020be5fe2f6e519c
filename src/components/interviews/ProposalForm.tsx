'use client'

import { useTranslations } from 'next-intl'
import { useId, useState, type FormEvent } from 'react'

import { CANADIAN_ZONES, zoneKey, type CanadianZone } from '@/domain/interviews/zones'
import { MAX_INVITE_MESSAGE, MAX_LOCATION, MAX_SLOTS } from '@/domain/interviews/slots'

import type { SlotInput } from './interviewActions'
import { slotOf, withEnd, withStart, type SlotRow } from './slotRow'

type Props = {
  /** The zone each new time starts in (the posting's province's). */
  zone: CanadianZone
  submitLabel: string
  busy: boolean
  onSubmit: (proposal: { slots: SlotInput[]; location: string; message: string }) => void
}

const blank = (zone: CanadianZone): SlotRow => ({ start: '', end: '', timeZone: zone })

/** Up to three times (start, end, zone: the clock readings where the interview happens), the place and a message. */
export function ProposalForm({ zone, submitLabel, busy, onSubmit }: Props) {
  const t = useTranslations('interviews')
  const id = useId()
  const [slots, setSlots] = useState<SlotRow[]>([blank(zone)])
  const [location, setLocation] = useState('')
  const [message, setMessage] = useState('')
  const set = (index: number, change: (row: SlotRow) => SlotRow) => setSlots((all) => all.map((slot, i) => (i === index ? change(slot) : slot)))

  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSubmit({ slots: slots.map(slotOf), location, message })
  }

  return (
    <form method="post" onSubmit={submit} className="mt-2 space-y-3">
      {slots.map((slot, index) => (
        <fieldset key={index} className="rounded border border-slate-200 bg-white p-2">
          <legend className="px-1 text-sm font-medium text-slate-800">{t('slotLabel', { n: index + 1 })}</legend>
          <div className="flex flex-wrap items-end gap-2">
            <label className="field-label">
              {t('start')}
              <input type="datetime-local" className="field-input" required value={slot.start} onChange={(e) => set(index, (row) => withStart(row, e.target.value))} />
            </label>
            <label className="field-label">
              {t('end')}
              <input type="datetime-local" className="field-input" required value={slot.end} min={slot.start || undefined} onChange={(e) => set(index, (row) => withEnd(row, e.target.value))} />
            </label>
            <label className="field-label">
              {t('zone')}
              <select className="field-input" value={slot.timeZone} onChange={(e) => set(index, (row) => ({ ...row, timeZone: e.target.value }))}>
                {CANADIAN_ZONES.map((z) => (
                  <option key={z} value={z}>
                    {t(`zones.${zoneKey(z)}`)}
                  </option>
                ))}
              </select>
            </label>
            {slots.length > 1 ? (
              <button type="button" className="btn-secondary" onClick={() => setSlots((all) => all.filter((_, i) => i !== index))}>
                {t('removeSlot', { n: index + 1 })}
              </button>
            ) : null}
          </div>
        </fieldset>
      ))}
      {slots.length < MAX_SLOTS ? (
        <button type="button" className="btn-secondary" onClick={() => setSlots((all) => [...all, blank(all.at(-1)?.timeZone as CanadianZone)])}>
          {t('addSlot')}
        </button>
      ) : null}
      <div>
        <label htmlFor={`${id}-place`} className="field-label">
          {t('placeLabel')}
        </label>
        <input id={`${id}-place`} className="field-input bg-white" required maxLength={MAX_LOCATION} value={location} onChange={(e) => setLocation(e.target.value)} />
      </div>
      <div>
        <label htmlFor={`${id}-message`} className="field-label">
          {t('messageLabel')}
        </label>
        <textarea id={`${id}-message`} className="field-input bg-white" rows={2} maxLength={MAX_INVITE_MESSAGE} value={message} onChange={(e) => setMessage(e.target.value)} />
      </div>
      <button type="submit" className="btn-primary" disabled={busy}>
        {submitLabel}
      </button>
    </form>
  )
}

'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useSyncExternalStore } from 'react'

import { slotText, type ShownSlot } from '@/domain/interviews/display'
import { isCanadianZone, zoneKey } from '@/domain/interviews/zones'
import type { Locale } from '@/i18n/locale'

const noChanges = () => () => {}
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone
// The server does not know the viewer's zone: its render (and hydration) has none, the browser's then adds it.
const noZone = () => null

/**
 * A slot in the zone it was proposed in, as the server wrote it (ShownSlot), named; with
 * `viewerTime`, also the viewer's own clock when it differs (only where the screen is drawn in the
 * browser: the server does not know the viewer's zone).
 */
export function SlotTime({ slot, viewerTime = false }: { slot: ShownSlot; viewerTime?: boolean }) {
  const t = useTranslations('interviews')
  const locale = useLocale() as Locale
  const zone = isCanadianZone(slot.timeZone) ? t(`zones.${zoneKey(slot.timeZone)}`) : slot.timeZone
  const zoneHere = useSyncExternalStore(noChanges, browserZone, noZone)
  const own = viewerTime ? zoneHere : null
  // The viewer's own clock, from the browser's data, only when its zone is another one.
  const differs = own && own !== slot.timeZone && slotText(slot, locale, own) !== slotText(slot, locale, slot.timeZone)
  return (
    <span>
      {slot.text[locale]} ({zone})
      {differs ? <span className="block text-xs text-slate-600">{t('yourTime', { time: slotText(slot, locale, own) })}</span> : null}
    </span>
  )
}

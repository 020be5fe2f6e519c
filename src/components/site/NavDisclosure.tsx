'use client'

import { useEffect, useId, useRef, useState } from 'react'

import { SmartLink } from '@/components/ui/SmartLink'
import type { ChromeLink as NavLink } from '@/domain/content/defaultChrome'

/** A header dropdown following the disclosure pattern: a button that shows a list of links. */
export function NavDisclosure({ label, links }: { label: string; links: NavLink[] }) {
  const [open, setOpen] = useState(false)
  const id = useId()
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open) return
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointer)
    return () => document.removeEventListener('pointerdown', onPointer)
  }, [open])

  return (
    <div
      ref={root}
      className="relative"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false)
          button.current?.focus()
        }
      }}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node)) setOpen(false)
      }}
    >
      <button
        ref={button}
        type="button"
        className="nav-link inline-flex items-center gap-1"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        {label}
        <span aria-hidden="true" className="text-xs">
          ▾
        </span>
      </button>
      <ul
        id={id}
        hidden={!open}
        className="absolute right-0 z-20 mt-2 min-w-56 rounded-md border border-slate-200 bg-white py-1 shadow-lg"
      >
        {links.map((link) => (
          <li key={link.href}>
            <SmartLink className="menu-item" href={link.href} onClick={() => setOpen(false)}>
              {link.label}
            </SmartLink>
          </li>
        ))}
      </ul>
    </div>
  )
}

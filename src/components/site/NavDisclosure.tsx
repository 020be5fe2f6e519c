'use client'

import { useEffect, useId, useRef, useState } from 'react'

import { SmartLink } from '@/components/ui/SmartLink'
import type { ChromeLink as NavLink } from '@/domain/content/defaultChrome'

type Props = {
  label: React.ReactNode
  links: NavLink[]
  /** Shown above the links (who is signed in). */
  header?: React.ReactNode
  /** Items after the links (Sign Out); given a function that closes the menu. */
  footer?: (close: () => void) => React.ReactNode
  buttonClassName?: string
  /** The button's full text when the label is cut short on screen. */
  title?: string
}

/** A header dropdown following the disclosure pattern: a button that shows a list of links. */
export function NavDisclosure({ label, links, header, footer, buttonClassName = 'nav-link inline-flex items-center gap-1', title }: Props) {
  const [open, setOpen] = useState(false)
  const id = useId()
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const close = () => setOpen(false)

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
      className="relative min-w-0"
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
        className={buttonClassName}
        title={title}
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
        className="absolute right-0 z-20 mt-2 w-64 max-w-[calc(100vw-2rem)] rounded-md border border-slate-200 bg-white py-1 shadow-lg"
      >
        {header}
        {links.map((link) => (
          <li key={link.href}>
            <SmartLink className="menu-item" href={link.href} onClick={close}>
              {link.label}
            </SmartLink>
          </li>
        ))}
        {footer?.(close)}
      </ul>
    </div>
  )
}

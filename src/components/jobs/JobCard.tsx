'use client'

import { ApplyButton } from '@/components/applications/ApplyButton'
import { LocalLink as Link } from '@/components/ui/LocalLink'

import { jobCardId } from './findWorkUrl'
import { CompanyName } from './CompanyName'
import { BadgeList } from './BadgeList'
import type { CardView } from './cardView'

/**
 * Find Work's results, in the page's language (the French title when the posting has one). The
 * server gives each card's text already written (cardView): the browser gets twenty small objects,
 * not twenty trees of markup, and renders the same HTML. A title opens the posting beside the list
 * on wide screens and on its own page on narrow ones (where details below twenty cards would be out
 * of sight); each screen size shows only its own link. No prefetch: twenty postings would be
 * rendered for every visitor who only looks at the list. Styles: globals.css (.job-card).
 */
export function JobCards({ cards, badgesLabel }: { cards: CardView[]; badgesLabel: string }) {
  return (
    <ul className="space-y-4">
      {cards.map((card) => (
        <li key={card.id}>
          <JobCard card={card} badgesLabel={badgesLabel} />
        </li>
      ))}
    </ul>
  )
}

function JobCard({ card, badgesLabel }: { card: CardView; badgesLabel: string }) {
  return (
    <article id={jobCardId(card.id)} className="job-card" data-selected={card.selected ? '' : undefined}>
      <h2 lang={card.titleLang}>
        <Link href={card.pageHref} prefetch={false} className="lg:hidden">
          {card.title}
        </Link>
        <Link href={card.href} prefetch={false} scroll={false} className="hidden lg:inline" aria-current={card.selected ? 'true' : undefined}>
          {card.title}
        </Link>
      </h2>
      <div className="job-card-company">
        <CompanyName id={card.id} company={card.company} />
      </div>
      <p>{card.location}</p>
      {card.pay ? <p className="job-card-pay">{card.pay}</p> : null}
      <BadgeList badges={card.badges} label={badgesLabel} />
      <div className="job-card-foot">
        <p>{card.posted}</p>
        <ApplyButton job={{ id: card.id, title: card.title, requiresVerifiedLicence: card.requiresVerifiedLicence }} />
      </div>
    </article>
  )
}

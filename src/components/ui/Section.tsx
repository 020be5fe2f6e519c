/** A page section with an optional h2 heading and intro, spaced consistently. */
export function Section({
  heading,
  intro,
  tone = 'plain',
  children,
}: {
  heading?: string | null
  intro?: string | null
  tone?: 'plain' | 'tinted'
  children?: React.ReactNode
}) {
  return (
    <section className={tone === 'tinted' ? 'bg-slate-50' : undefined}>
      <div className="mx-auto max-w-6xl px-4 py-14">
        {heading ? <h2 className="text-2xl font-bold text-slate-900 sm:text-3xl">{heading}</h2> : null}
        {intro ? <p className="mt-3 max-w-3xl text-lg text-slate-700">{intro}</p> : null}
        {children ? <div className={heading || intro ? 'mt-8' : undefined}>{children}</div> : null}
      </div>
    </section>
  )
}

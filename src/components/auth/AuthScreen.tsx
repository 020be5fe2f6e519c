/** The narrow column every account screen sits in: its title, an optional intro, then the screen. */
export function AuthScreen({ title, intro, children }: { title: string; intro?: string; children: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <h1 className="text-3xl font-bold">{title}</h1>
      {intro ? <p className="mt-2 text-slate-700">{intro}</p> : null}
      {children}
    </div>
  )
}

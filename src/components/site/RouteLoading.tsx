type Shape = 'page' | 'list' | 'detail' | 'form'

const bar = 'animate-pulse rounded bg-slate-200'

/** Grey blocks roughly where the screen's content will be. */
function Skeleton({ shape }: { shape: Shape }) {
  if (shape === 'list') {
    return (
      <>
        <div className={`${bar} h-9 w-48`} />
        <div className={`${bar} mt-6 h-10 w-full`} />
        <div className="mt-8 grid gap-8 lg:grid-cols-5">
          <div className="space-y-4 lg:col-span-2">
            {[0, 1, 2].map((i) => (
              <div key={i} className={`${bar} h-40`} />
            ))}
          </div>
          <div className={`${bar} hidden h-96 lg:col-span-3 lg:block`} />
        </div>
      </>
    )
  }
  if (shape === 'detail') return <div className={`${bar} h-96`} />
  return (
    <>
      <div className={`${bar} h-9 w-2/3`} />
      <div className="mt-8 space-y-4">
        {(shape === 'form' ? [0, 1, 2, 3, 4] : [0, 1, 2]).map((i) => (
          <div key={i} className={`${bar} ${shape === 'form' ? 'h-10' : 'h-4'}`} />
        ))}
      </div>
    </>
  )
}

const width: Record<Shape, string> = { page: 'max-w-3xl', list: 'max-w-7xl', detail: 'max-w-4xl', form: 'max-w-3xl' }

/** What a route shows while its server render is under way: its shape, and what is coming. */
export function RouteLoading({ label, shape }: { label: string; shape: Shape }) {
  return (
    <div role="status" aria-busy="true" aria-live="polite" className={`mx-auto ${width[shape]} px-4 py-10`}>
      <p className="mb-6 text-sm text-slate-600">{label}</p>
      <div aria-hidden="true">
        <Skeleton shape={shape} />
      </div>
    </div>
  )
}

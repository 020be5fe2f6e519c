/** A labelled progress bar (0–100) that assistive technology reads as one. */
export function ProgressBar({ value, label }: { value: number; label: string }) {
  return (
    <div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full bg-teal-700 transition-[width]" style={{ width: `${value}%` }} />
      </div>
      <p className="mt-1 text-right text-xs text-slate-700">{value}%</p>
    </div>
  )
}

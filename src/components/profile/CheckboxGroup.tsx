import type { UseFormRegisterReturn } from 'react-hook-form'

/** A labelled group of checkboxes (one value each) with its validation message. */
export function CheckboxGroup({
  legend,
  options,
  register,
  error,
  columns = 'sm:grid-cols-3',
}: {
  legend: string
  options: { value: string; label: string }[]
  register: UseFormRegisterReturn
  error?: string
  columns?: string
}) {
  const errorId = `${register.name}-error`
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="field-label">{legend}</legend>
      <div className={`grid grid-cols-2 gap-x-4 gap-y-1 ${columns}`}>
        {options.map((o) => (
          <label key={o.value} className="flex items-center gap-2 text-sm text-slate-800">
            <input type="checkbox" value={o.value} {...register} />
            {o.label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}

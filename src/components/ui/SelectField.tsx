import { forwardRef, useId } from 'react'

type Props = React.SelectHTMLAttributes<HTMLSelectElement> & {
  label: string
  placeholder: string
  options: readonly { value: string; label: string }[]
  error?: string
}

/** A labelled select with an empty first choice. */
export const SelectField = forwardRef<HTMLSelectElement, Props>(function SelectField(
  { label, placeholder, options, error, id, ...select },
  ref,
) {
  const autoId = useId()
  const fieldId = id ?? autoId
  return (
    <div>
      <label htmlFor={fieldId} className="field-label">
        {label}
      </label>
      <select
        ref={ref}
        id={fieldId}
        className="field-input bg-white"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-error` : undefined}
        {...select}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${fieldId}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  )
})

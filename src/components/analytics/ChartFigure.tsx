import type { CSSProperties } from 'react'

import { LineChartView, type ChartSeries } from './LineChartView'

/** Read by screen readers, not shown: the chart's numbers (works in the site and in the admin panel alike). */
const visuallyHidden: CSSProperties = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' }

type Props = {
  title: string
  /** The table's caption, for screen readers. */
  caption: string
  rows: Record<string, string | number>[]
  x: { key: string; label: string }
  series: ChartSeries[]
  locale: string
  /** How a value is written in the table (numbers by default). */
  format?: (key: string, value: string | number) => string
}

/**
 * A chart with its numbers: the drawing for the eye, and a table of every value (with a caption and
 * headers) for screen readers, rendered on the server so it is there before any script runs.
 */
export function ChartFigure({ title, caption, rows, x, series, locale, format }: Props) {
  const number = new Intl.NumberFormat(locale)
  const shown = format ?? ((_: string, value: string | number) => (typeof value === 'number' ? number.format(value) : value))
  return (
    <figure style={{ margin: '1.5rem 0' }}>
      <figcaption style={{ fontWeight: 600, marginBottom: '0.5rem' }}>{title}</figcaption>
      <LineChartView rows={rows} x={x.key} series={series} locale={locale} />
      <table style={visuallyHidden}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{x.label}</th>
            {series.map((s) => (
              <th key={s.key} scope="col">
                {s.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={String(row[x.key])}>
              <th scope="row">{row[x.key]}</th>
              {series.map((s) => (
                <td key={s.key}>{shown(s.key, row[s.key] ?? 0)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  )
}

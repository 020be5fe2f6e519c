'use client'

import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'

export type ChartSeries = { key: string; label: string; color: string }

/**
 * The drawing of a chart (recharts): hidden from screen readers, which read the same numbers in the
 * table beside it (ChartFigure.tsx). Rows are plain objects, `x` naming the label column.
 */
export function LineChartView({ rows, x, series, locale }: { rows: Record<string, string | number>[]; x: string; series: ChartSeries[]; locale: string }) {
  const number = new Intl.NumberFormat(locale)
  return (
    <div aria-hidden="true" style={{ width: '100%', height: 260 }}>
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={rows} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
          <XAxis dataKey={x} tick={{ fontSize: 12 }} minTickGap={24} />
          <YAxis allowDecimals={false} tick={{ fontSize: 12 }} tickFormatter={(value: number) => number.format(value)} width={48} />
          <Tooltip formatter={(value) => number.format(Number(value))} />
          <Legend />
          {series.map((s) => (
            <Line key={s.key} type="monotone" dataKey={s.key} name={s.label} stroke={s.color} strokeWidth={2} dot={false} isAnimationActive={false} />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </div>
  )
}

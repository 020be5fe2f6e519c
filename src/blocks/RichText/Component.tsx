import { RichText, type JSXConvertersFunction } from '@payloadcms/richtext-lexical/react'

import type { RichTextBlock as Props } from '@/payload-types'

import { listItem } from './listItem'

const converters: JSXConvertersFunction = ({ defaultConverters }) => ({
  ...defaultConverters,
  listitem: listItem(defaultConverters.listitem!),
})

export function RichTextBlock({ heading, content }: Props) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      {heading ? <h2 className="text-2xl font-bold text-slate-900">{heading}</h2> : null}
      <RichText data={content} converters={converters} className="prose-content mt-4" />
    </section>
  )
}

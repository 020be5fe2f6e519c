import type { FieldValues, Resolver } from 'react-hook-form'
import type { ZodType } from 'zod'

/**
 * A form's zod resolver whose schema (and with it zod, ~90 kB gzip) loads on the form's first
 * validation rather than with the screen: the form renders and takes input at once, and the first
 * blur or submit waits the few milliseconds the module takes. The server checks every value again.
 */
export function lazyZodResolver<TInput extends FieldValues, TOutput = TInput>(
  loadSchema: () => Promise<ZodType>,
): Resolver<TInput, unknown, TOutput> {
  type Loaded = Resolver<TInput, unknown, TOutput>
  let resolver: Promise<Loaded> | undefined
  return async (values, context, options) => {
    resolver ??= Promise.all([loadSchema(), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]) => zodResolver(schema as never) as unknown as Loaded,
    )
    return (await resolver)(values, context, options)
  }
}

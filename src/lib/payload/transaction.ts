import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload, type PayloadRequest } from 'payload'

/** Runs `fn` in one database transaction: everything it writes with the given req commits or rolls back together. */
export async function withTransaction<T>(
  payload: Payload,
  fn: (req: PayloadRequest) => Promise<T>,
  base?: Partial<PayloadRequest>,
): Promise<T> {
  const req = await createLocalReq({ user: base?.user ?? undefined }, payload)
  await initTransaction(req)
  try {
    const result = await fn(req)
    await commitTransaction(req)
    return result
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

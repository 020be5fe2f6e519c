/** A refusal the person can act on: its message comes from the catalog and is shown as is. */
export class AccountRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message)
  }
}

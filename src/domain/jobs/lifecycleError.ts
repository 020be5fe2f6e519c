/** A lifecycle request the server refuses: the message is the catalogue's, the status the HTTP answer. */
export class LifecycleError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message)
  }
}

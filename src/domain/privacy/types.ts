import type { PayloadRequest } from 'payload'

/** The person whose data is exported or erased, as their account holds them when the request starts. */
export type Subject = { id: number; email: string; fullName: string | null }

/**
 * What an entry works with: the request (inside the deletion's transaction when erasing), and the
 * person. The export and the erasure were allowed before they start (the person with their session
 * or password, an admin, the retention schedule), and they reach rows no client may read or write
 * (the audit trail, the queue): in typed SQL on the request's transaction, or through Payload with
 * access on, the call marked as the export or erasure of that person's data (`privacyOf` in
 * ./mark.ts), which the collections admit for that person's records alone. The export's
 * whole-document reads (`allDocs`) are such calls, as the requester, so what the export holds of a
 * document is what that mark may read of it, whoever asked.
 */
export type PrivacyContext = { req: PayloadRequest; subject: Subject }

/** A file that goes into the export's ZIP next to the JSON. */
export type ExportedFile = { path: string; read: () => Promise<Uint8Array | null> }

type Exported = { data: unknown; files?: ExportedFile[] }

/**
 * One kind of personal data: where it lives, how it is exported and how it is erased (removed, or
 * anonymised where the record must outlive the person). `key` names the export's section.
 */
export type PersonalDataEntry = {
  key: string
  /** The collection (or table) it lives in, for docs/privacy.md and for reviewers. */
  where: string
  export?: (ctx: PrivacyContext) => Promise<Exported>
  erase?: (ctx: PrivacyContext) => Promise<void>
}

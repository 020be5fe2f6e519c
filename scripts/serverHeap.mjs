/**
 * The production server's V8 heap, in MB (SERVER_HEAP_MB, default 384; README "Memory"): what
 * scripts/run.mjs starts the server with, and what bench:alerts gives the digest, which runs inside
 * the server's process. NaN or a number under 128 is the caller's to refuse.
 */
export const serverHeapMb = () => Number(process.env.SERVER_HEAP_MB ?? 384)

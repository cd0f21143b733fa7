/**
 * A change's `base_rev` from the revision of the person the measurer's screen showed; nothing for a
 * person mirrored before revisions (the queue then names the device copy's). Apart from the
 * contract, so that the measuring screen draws without its schemas (zod).
 */
export const changeBase = (rev: number | undefined): { base_rev?: number } => (rev === undefined ? {} : { base_rev: rev });

/** Uploads as the tests send and read them. */

/** The smallest PNG there is (1x1 pixel), base64: a real image that passes the content checks. */
export const PNG_1PX = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/**
 * A signed upload URL without its expiry and signature: the stored file it names. The expiry moves
 * on every few minutes (server/http/uploads.ts), so two answers name one file by this alone.
 */
export const unsigned = (url: string) => url.split('?')[0]!;

/** The same PNG's bytes, for a multipart upload. */
export const PNG_1PX_BYTES = Buffer.from(PNG_1PX, 'base64');

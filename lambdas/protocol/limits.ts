/**
 * Size limits of the WebSocket protocol. API Gateway drops frames over 32 KB and
 * messages over 128 KB; we stay well inside both so a frame never gets cut.
 */

/** Largest client message the server reads; commands and create requests are far smaller. */
export const MAX_CLIENT_MESSAGE_BYTES = 16 * 1024;

/** The server packs every frame it sends to at most this many bytes of UTF-8 JSON. */
export const FRAME_BUDGET_BYTES = 24 * 1024;

/** Longest seat name, in characters. */
export const MAX_NAME_LENGTH = 40;

/** Longest requestId a client message may carry (it is echoed in every answer). */
export const MAX_REQUEST_ID_LENGTH = 64;

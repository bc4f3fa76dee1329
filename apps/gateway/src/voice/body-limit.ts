/** Where the voice platform posts its server messages (under the API prefix). */
export const SERVER_MESSAGES_PATH = 'voice/server-messages';
export const SERVER_MESSAGES_ROUTE = `/api/v1/${SERVER_MESSAGES_PATH}`;
/** An end-of-call report carries the whole call: 1 MiB, where other routes take 64 KiB. */
export const SERVER_MESSAGE_BODY_LIMIT = 1024 * 1024;

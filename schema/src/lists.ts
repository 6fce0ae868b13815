/** Rows a list screen asks for first, and with each "more" after that; the API's default page. */
export const FIRST_PAGE = 50;
export const MORE_PAGE = 100;

/**
 * The most rows one page, and one whole operation, may ask for: the gateway has no paging, so the
 * BFF holds a list once per request and cuts pages from it; this bounds what one request can make
 * it build and send, however many aliases it uses.
 */
export const MAX_ROWS = 1_000;

/** The longest search text a list takes, in characters. */
export const SEARCH_MAX_LENGTH = 100;

/**
 * The last step of a table of limits (bar Ø → allowance, volume → size factor) is stored with a
 * limit no part reaches (1e9): it stands for "everything above the step before". Screens show it in
 * words ("以上" / "and above"), never the number.
 */
export const OPEN_BOUND = 1e9

/** Whether a step's limit is the open last one. */
export const isOpenBound = (limit: unknown): boolean => Number(limit) >= OPEN_BOUND

/** Chooses each plural block's branch for `params[name]`; a block without a number stays as it is. */
export declare function selectPlurals(message: string, params: Record<string, unknown>, locale: string): string;

/**
 * Money display per SPEC §5: empty → `0.00`; numbers and numeric strings → fixed decimals (half
 * up, in decimal arithmetic) with thousands separators; values already containing commas are kept;
 * anything unparseable is returned as text. Pure, so the server can import it.
 */
export declare function formatMoney(value: unknown, decimals?: number): string;

import { z } from 'zod';
/** Marks the issue so the server's message can name the rule ("must not contain control characters"). */
export declare const TEXT_RULE = "controlCharacters";
/**
 * A string field: `text()` for a single line, `text({ multiline: true })` where tab and line
 * breaks are legitimate. Chain the field's own rules after it (`text().trim().min(1).max(100)`).
 */
export declare function text({ multiline }?: {
    multiline?: boolean;
}): z.ZodString;
/** Whether a value holds a character `text()` refuses (for text that does not pass through a schema). */
export declare const hasControlCharacters: (value: string, multiline?: boolean) => boolean;
/** Removes every character `text()` refuses in a single line (file names, which are cleaned rather than refused). */
export declare const stripControlCharacters: (value: string) => string;

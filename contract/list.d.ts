/** What separates the items: , ， 、 ; ； and line breaks. */
export declare const LIST_SEPARATORS: RegExp;
/** The items of a typed list: trimmed, empty ones dropped. */
export declare function splitList(text: string): string[];
/** The text a form shows for a list (read back by splitList). */
export declare function joinList(items: readonly unknown[]): string;

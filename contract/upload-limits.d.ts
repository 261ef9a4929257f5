/** Largest file: 100 MB. */
export declare const UPLOAD_MAX_BYTES: number;
/** Most files in one upload. */
export declare const UPLOAD_MAX_FILES = 20;
